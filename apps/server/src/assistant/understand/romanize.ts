import Sanscript from '@indic-transliteration/sanscript';
import type { KbLanguage } from '../kb/schema.ts';
import { looseLatin, remember } from '../text.ts';

// Romanized typing is derived, not written by hand: a word of the vocabulary in its own script is
// transliterated (Sanscript, to ITRANS) and folded the way farmers type Latin letters. ITRANS
// writes 'बारिश होगी' as 'bArisha hogI' and 'कितनी' as 'kitanI'; farmers type 'barish hogi' and
// 'kitni'. Urdu has no transliteration scheme here; it has Roman-Urdu words of its own.

const SCHEME: Partial<Record<KbLanguage, string>> = {
  hi: 'devanagari', sa: 'devanagari', te: 'telugu', ta: 'tamil', gu: 'gujarati', pa: 'gurmukhi', ml: 'malayalam', kn: 'kannada',
};

/** Languages that don't say a word's last 'a' or an 'a' between syllables (Hindi कितनी is 'kitni'). */
const DROPS_SCHWA = new Set<KbLanguage>(['hi', 'gu', 'pa']);

/** ITRANS as farmers type it: one case, no nukta, the unsaid 'a' dropped; then spelled loosely (looseLatin). */
export function foldItrans(itrans: string, language: KbLanguage): string {
  let w = itrans
    .replace(/\u093c|\u0a3c|\u0abc/g, '') // a nukta left behind
    // Long vowels doubled before the case goes, so that a long 'A' is never taken for a schwa.
    .replace(/A/g, 'aa').replace(/I/g, 'ii').replace(/U/g, 'uu').replace(/E/g, 'e').replace(/O/g, 'o')
    .replace(/[èé]/g, 'e').replace(/[òó]/g, 'o')
    .replace(/RRi|R\^i/g, 'ri')
    // A word-final anusvara is a nasalized vowel, not typed ('शुं' is 'shu'); elsewhere it is an n.
    .replace(/M$/, '').replace(/~N|N\^|JN/g, 'n').replace(/[MN]/g, 'n').replace(/\.n/g, 'n')
    .replace(/Sh|sh/g, 's').replace(/ch/g, 'ch')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (DROPS_SCHWA.has(language)) {
    // A final 'a' after a consonant, and an 'a' between a vowel+consonant and a consonant+vowel
    // ('kitanii' → 'kitnii', 'baarisha' → 'baarish'); an aspirate is one consonant ('maavathu' →
    // 'maavthu', માવઠું, typed 'mavthu').
    if (w.length > 3) w = w.replace(/([^aeiou])a$/, '$1');
    let before;
    do { before = w; w = w.replace(/([aeiou](?:[kgcjtdpbs]h|[^aeiou]))a((?:[kgcjtdpbs]h|[^aeiou])[aeiou])/, '$1$2'); } while (w !== before);
  }
  return looseLatin(w);
}

/**
 * Malayalam's chillu letters (ൽ in നെല്ലിൽ 'in paddy') are a consonant without its vowel, which the
 * transliteration leaves untouched: spelled out as consonant + virama, they become 'nellil'.
 */
const CHILLU: Record<string, string> = { 'ൺ': 'ണ്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൾ': 'ള്', 'ൿ': 'ക്', 'ൔ': 'മ്' };
/**
 * Letters the transliteration has no Latin for, which it would pass through (and the folding then
 * drop): Tamil ன (the n of என்ன 'what', typed 'enna'), Hindi's precomposed ढ़ (बढ़ 'badh'), and the
 * English 'o' of डॉक्टर and ડૉક્ટર. Each is spelled as the letter farmers type for it.
 */
const UNMAPPED: Record<string, string> = { 'ன': 'ந', '\u095d': 'ढ', 'ऑ': 'ओ', 'ॉ': 'ो', 'ઑ': 'ઓ', 'ૉ': 'ો' };
const UNMAPPED_LETTER = new RegExp(Object.keys(UNMAPPED).join('|'), 'g');
const spelledOut = (phrase: string, language: KbLanguage) =>
  (language === 'ml' ? phrase.replace(/[ൺൻർൽൾൿൔ]/g, (c) => CHILLU[c]!) : phrase).replace(UNMAPPED_LETTER, (c) => UNMAPPED[c]!);

/**
 * Tamil script writes one letter for k and g, t and d, p and b, s and ch, and Sanscript reads them
 * as voiced and aspirated (மிளகாய் as 'miLaghAy'); farmers type either ('milagai', 'milakai').
 * Tamil Latin words, typed or derived, are compared with one letter for each pair.
 */
const tamilForm = (w: string) => w.replace(/g/g, 'k').replace(/ch|c|j/g, 's').replace(/d/g, 't').replace(/b/g, 'p')
  .replace(/zh/g, 'l').replace(/ay$/, 'ai').replace(/([a-z])\1+/g, '$1');

/** A phrase of `language`'s script as Latin words farmers would type, or null where none is derived. */
export function romanizedPhrase(phrase: string, language: KbLanguage): string[] | null {
  const scheme = SCHEME[language];
  if (!scheme) return null;
  const latin = Sanscript.t(spelledOut(phrase, language), scheme, 'itrans');
  const words = latin.split(/[\s,.?!/-]+/).map((w) => foldItrans(w, language)).filter((w) => w.length > 0);
  return words.length ? words.map((w) => (language === 'ta' ? tamilForm(unaspirated(w)) : w)) : null;
}

/**
 * Farmers write aspiration or not ('entha' and 'enta', 'dhan' and 'dan'), and a glide between
 * vowels or not ('aayegi' and 'aegi' for आएगी): neither tells words apart here.
 */
const unaspirated = (w: string) => w.replace(/([kgcjtdpb])h/g, '$1').replace(/([aeiou])y(?=[aeiou])/g, '$1');
/** The derived side of a comparison is a key word, asked of every typed word: folded once. */
const unaspiratedKeys = new Map<string, string>();
const unaspiratedKey = (w: string) => {
  let folded = unaspiratedKeys.get(w);
  if (folded === undefined) remember(unaspiratedKeys, w, folded = unaspirated(w));
  return folded;
};

/** A typed Latin word as this module compares it: loosely spelled, aspiration and glides folded. */
const typedForms = new Map<string, string>();
export const typedForm = (typed: string, language?: KbLanguage) => {
  const key = `${language ?? ''}|${typed}`;
  let form = typedForms.get(key);
  if (form === undefined) {
    const w = unaspirated(looseLatin(typed));
    form = language === 'ta' ? tamilForm(w) : w;
    remember(typedForms, key, form);
  }
  return form;
};

/**
 * Whether a typed Latin word stands for a derived one: the same when folded (a nasal vowel typed
 * with its n: बकरियों 'bakriyon'), or the derived stem with an ending.
 */
export const typedAs = (typed: string, derived: string, strict = false, language?: KbLanguage) => {
  const t = typedForm(typed, language);
  derived = unaspiratedKey(derived);
  return t === derived || t === `${derived}n` || (!strict && derived.length >= 4 && t.startsWith(derived));
};

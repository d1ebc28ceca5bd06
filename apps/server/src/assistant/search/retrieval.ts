import { type KbLanguage, type KnowledgeBase, type LanguageSet, languagesHave, type PreparedEntry } from './legacy-index.ts';
import { KB_LANGUAGES, PROBLEM_KINDS } from '../kb/schema.ts';
import { confidentSymptomMatch, rankBySymptoms, type SymptomMatch } from './symptoms.ts';
import { beginsWith, isLatin, isLatinText, type MatchOptions, ROMANIZED_SCRIPTS, words } from '../text.ts';
import { asksUncoveredTopic, uncoveredCropNames, uncoveredCropPositions, type UncoveredNames } from './uncovered-crops.ts';
import { keyWordsOf, wordIndexOf } from './word-index.ts';
import { romanizedPhrase, typedAs } from '../understand/romanize.ts';

/** A match, and whether the question named the problem itself (a strong key), not only its signs. */
export interface Match {
  entry: PreparedEntry; score: number; named?: boolean;
  /** An animal's problem found by its signs beside the animal's name: how many question words its sign keys cover. */
  signs?: number;
  /** Found by the farmer's description alone (no key): how many telling words it shares with the question. */
  described?: number;
  /** Found by the description, and far ahead of the next entry's (CLEARLY times its score or more). */
  clear?: boolean;
}

/** Stands in the set of named crops for a crop the knowledge base doesn't cover. */
export const UNCOVERED = '(uncovered crop)';
const uncovered = new WeakMap<KnowledgeBase, UncoveredNames>();
function uncoveredOf(kb: KnowledgeBase): UncoveredNames {
  let names = uncovered.get(kb);
  if (!names) {
    // Only our crops' one-word names leave the list: 'गोभी' alone is still cabbage, though 'फूल गोभी' is our cauliflower.
    const ours = new Set([...kb.crops.values()].flat().filter((name) => name.length === 1).flat());
    names = uncoveredCropNames(ours, kb.cropNames ?? {}, new Set(kb.entries.flatMap((e) => e.crops)));
    uncovered.set(kb, names);
  }
  return names;
}

/**
 * Romanized typing of an Indian language: the language, and the scripts its words are compared
 * with; null when the question is not romanized typing.
 */
export type Romanized = { language: KbLanguage; scripts: readonly string[] } | null;
const matchOptions = (romanized: Romanized): MatchOptions => (romanized ? { romanized: true, scripts: romanized.scripts } : {});

/** Languages whose Latin keys read the same when typed: Hindi and Urdu are one spoken language, Sanskrit shares Hindi's words. */
export const KIN: Partial<Record<KbLanguage, KbLanguage[]>> = { hi: ['ur', 'sa'], ur: ['hi'], sa: ['hi'] };

/** Whether a key phrase may match: romanized typing matches Latin keys of its own language (and kin) and English only. */
const allowed = (phrase: string[], languages: LanguageSet, romanized: Romanized) =>
  !romanized || languagesHave(languages, 'en') || languagesHave(languages, romanized.language)
  || (KIN[romanized.language] ?? []).some((l) => languagesHave(languages, l)) || !phrase.every(isLatin);

type Weight = (keyWord: string) => number;
/**
 * The question words covered by the phrases all of whose words the question has, each with its
 * weight. Each question word counts once however many phrases name it: the same name listed in
 * several scripts, or a phrase and its shorter form, must not outweigh a second telling word.
 */
function covered(present: Map<string, Set<number>>, list: string[][], languages: LanguageSet[], romanized: Romanized, weight: Weight, together = false): Map<number, number> {
  const into = new Map<number, number>();
  for (const i of phrasesWithAny(list, present)) {
    const phrase = list[i]!;
    if (!phrase.every((w) => present.has(w)) || !allowed(phrase, languages[i]!, romanized)) continue;
    // A word a phrase says twice must be said twice: 'bund bund' (drop by drop) is no 'bunds'.
    if (phrase.length > 1 && new Set(phrase).size < phrase.length && !phrase.every((w) => present.get(w)!.size >= phrase.filter((x) => x === w).length)) continue;
    if (together && !saidTogether(present, phrase)) continue;
    for (const w of phrase) {
      // A key word said twice in the question ('میں' … 'میں') counts once.
      const places = [...present.get(w)!];
      const at = places.find((p) => into.has(p)) ?? places[0]!;
      into.set(at, Math.max(into.get(at) ?? 0, weight(w)));
    }
  }
  return into;
}
/**
 * The phrases of a list whose first word is present, in list order: only they can have all their
 * words present. Every entry's keys are asked of every question, and most share no word with it
 * (this was a tenth of the server's time under load). Under the first word alone, not every word:
 * a thousand entries' lists indexed by every word took a quarter of the heap.
 */
const phraseIndexOf = onceEach((list: string[][]) => byWord(list.map((phrase) => phrase.slice(0, 1))));
const phrasesWithAny = (list: string[][], present: Map<string, Set<number>>): number[] =>
  [...holdingAny(phraseIndexOf(list), present)].sort((a, b) => a - b);

/** Where each word is: the positions of the word lists that hold it. */
function byWord(lists: Iterable<string[]>): Map<string, number[]> {
  const index = new Map<string, number[]>();
  let i = 0;
  for (const list of lists) {
    for (const w of new Set(list)) {
      const at = index.get(w);
      if (at) at.push(i);
      else index.set(w, [i]);
    }
    i++;
  }
  return index;
}
/** The positions (in a byWord index) of the lists that hold any of the present words. */
function holdingAny(index: Map<string, number[]>, present: Map<string, Set<number>>): Set<number> {
  const found = new Set<number>();
  for (const w of present.keys()) for (const i of index.get(w) ?? []) found.add(i);
  return found;
}
/** A function of an object, worked out once per object (a knowledge base, a key list). */
function onceEach<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, value = make(key));
    return value;
  };
}
/**
 * Whether a phrase's words follow each other in the question, in its order (one word between at
 * most). An animal's disease named in everyday words ('haalu jvara', milk fever) must be said as
 * one: a description lists such words apart ('haalu kammi … jwara ide', less milk … fever).
 */
function saidTogether(present: Map<string, Set<number>>, phrase: string[]): boolean {
  const from = (at: number, i: number): boolean => i === phrase.length
    || [...present.get(phrase[i]!)!].some((q) => q > at && q - at <= 2 && from(q, i + 1));
  return [...present.get(phrase[0]!)!].some((p) => from(p, 1));
}
const total = (weights: Map<number, number>) => [...weights.values()].reduce((a, b) => a + b, 0);

/**
 * How much a key word tells: a word in the keys of a few entries counts fully, one in the keys of
 * many (میں 'in', पानी 'water', कितनी 'how much', in phrases such as 'کھیت میں پانی بھر') counts half,
 * so a long phrase of common words does not outweigh one telling name.
 */
const weights = new WeakMap<KnowledgeBase, Weight>();
function weightOf(kb: KnowledgeBase): Weight {
  const known = weights.get(kb);
  if (known) return known;
  const { entriesWith } = wordIndexOf(kb);
  const n = kb.entries.length;
  const weight: Weight = (w) => Math.min(1, Math.max(0.5, Math.log(n / (entriesWith.get(w) ?? 1)) / Math.log(n / 3)));
  weights.set(kb, weight);
  return weight;
}

/**
 * Everyday words that begin with a crop's name (a name matches any word it begins, for case
 * endings): Malayalam ഉള്ളിൽ 'inside' is not ഉള്ളി 'onion', അരികിൽ 'at the edge' is not അരി 'rice',
 * Urdu ابر آلود 'cloudy' is not آلو 'potato', Hindi बैंगनी 'purple' is not बैंगन 'brinjal', Telugu
 * ఆవు 'cow' is not ఆవ 'mustard', Kannada ಹತ್ತಿರ 'near' is not ಹತ್ತಿ 'cotton', Hindi तिलहन 'oilseeds' is not तिल 'sesame',
 * Malayalam അടയ്ക്കണം 'must pay' is not അടയ്ക്ക 'arecanut', spoken Tamil பாக்குறது 'looking' is not பாக்கு.
 */
const NOT_CROP_NAMES = ['तिलहन', 'ਤਿਲਹਨ', 'ਗੰਢਾਂ', 'तिलचट्टा', 'गेहुंआ', 'बैंगनी', 'baingani', 'ਬੈਂਗਣੀ', 'بینگنی', 'ఆవు', 'ಹತ್ತಿರ', 'ಬತ್ತಿ', 'கடலில்', 'நெல்லிக்காய்', 'കടലിൽ', 'آلود', 'آلودہ', 'ഉള്ളിൽ', 'ഉള്ളില്', 'ഉള്ളിലെ', 'ഉള്ളിലേക്ക്', 'അരിക്', 'അരികിൽ', 'അരികില്', 'അരികുകൾ', 'അരികും', 'കടലാസ്', 'അടയ്ക്കണ', 'അടക്കണ', 'അടയ്ക്കാൻ', 'അടക്കാൻ', 'பாக்குற'];
// Spelled as the questions' words are (बैंगनी is folded like them).
const NOT_CROP_WORDS = NOT_CROP_NAMES.map((w) => words(w)[0]!);

/** An everyday word, or a compound that begins with one (Sanskrit बैंगनीपट्टिका 'purple band'). */
const isNotCropName = (word: string) => NOT_CROP_WORDS.some((w) => beginsWith(word, w));

/**
 * Colour words: a crop's name before one names a colour, not the crop. Telugu గోధుమ రంగు (wheat
 * colour) is how farmers say brown, Tamil கோதுமை நிறம் and Kannada ಗೋಧಿ ಬಣ್ಣ likewise.
 */
const COLOUR = ['రంగు', 'நிற', 'கலர்', 'ಬಣ್ಣ', 'നിറ', 'रंग', 'ਰੰਗ', 'રંગ', 'رنگ', 'rangu', 'rang', 'niram', 'nira', 'banna', 'bannada', 'colour', 'color', 'coloured', 'colored'];
const isColour = (word: string | undefined) => word !== undefined && COLOUR.some((c) => beginsWith(word, c));

/**
 * Positions of crop-like words that name something else: a word followed by one of likeness
 * ('गाजर जैसी पत्तियां', 'carrot like leaves'; not two words on: 'ഏലക്കായിൽ ചൊറി പോലെ' is
 * cardamom with scab-like spots), and the words of a pest's or weed's name that holds a crop's
 * ('gajar ghas', 'tobacco caterpillar').
 */
function namesOfOthers(kb: KnowledgeBase, given: string[]): Set<number> {
  const out = new Set<number>();
  const { likeness, names, mayBegin } = notCropOf(kb);
  given.forEach((_, i) => { if (likeness(given[i + 1])) out.add(i); });
  given.forEach((word, i) => {
    // (Every key phrase of every entry is read through here at start: most words begin no name.)
    if (!mayBegin(word)) return;
    for (const name of names) if (name.every((w, k) => given[i + k] !== undefined && isWord(given[i + k]!, w))) name.forEach((_, k) => out.add(i + k));
  });
  return out;
}

/** A question's word is the vocabulary's word, or (in an Indian script) begins with it: ending written on. */
const isWord = (word: string, listed: string) => word === listed || (!isLatin(listed) && beginsWith(word, listed));

/** The vocabulary's words of likeness and names holding a crop's, with each word's answer kept. */
const notCropOf = onceEach((kb: KnowledgeBase) => {
  const { comparisons = [], names = [] } = kb.notCrop ?? {};
  const memo = (test: (word: string) => boolean) => {
    const seen = new Map<string, boolean>();
    return (word: string | undefined) => {
      if (word === undefined) return false;
      let known = seen.get(word);
      if (known === undefined) seen.set(word, (known = test(word)));
      return known;
    };
  };
  return {
    names,
    // (A short word of likeness, Sanskrit इव, counts only whole.)
    likeness: memo((w) => comparisons.some((c) => (c.length >= 3 ? isWord(w, c) : w === c))),
    mayBegin: memo((w) => names.some((name) => isWord(w, name[0]!))),
  };
});

/** The crops a text names, by any of their names in any language. */
export const cropsNamed = (kb: KnowledgeBase, text: string | string[]): Set<string> => cropMentions(kb, text).crops;

/** The crops a text names, the positions of the words that name them, and the first crop named that we don't cover (its key, or null when its name has none). */
export interface CropMentions {
  crops: Set<string>;
  at: Set<number>;
  uncovered?: string | null;
  /** Where each crop is first named (a word's position in the question). */
  first: Map<string, number>;
}
/**
 * The crops one of whose names holds a word of the question: only they are tried, in the order of
 * kb.crops (every question, and every key phrase when an entry's keys are first read, asks this).
 */
const cropIndexOf = onceEach((kb: KnowledgeBase) => ({ crops: [...kb.crops.keys()], index: byWord([...kb.crops.values()].map((names) => names.flat())) }));
function cropsWithWordIn(kb: KnowledgeBase, present: Map<string, Set<number>>): Set<string> {
  const { crops, index } = cropIndexOf(kb);
  return new Set([...holdingAny(index, present)].map((i) => crops[i]!));
}

/**
 * A crop's Latin name with a case ending of the asker's language typed after it ('maangayilum',
 * 'baleyalli', 'nellukku'): the name. A Dravidian name's final u goes before an ending ('thengil',
 * in the coconut palm, is 'thengu''s). Stems of four letters at least.
 */
function withoutRomanEnding(kb: KnowledgeBase, word: string, endings: string[]): string {
  const { index } = cropIndexOf(kb);
  if (endings.length === 0 || !isLatin(word) || index.has(word)) return word;
  for (const ending of endings) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_ROMAN_STEM) continue;
    const stem = word.slice(0, -ending.length);
    if (index.has(stem)) return stem;
    if (index.has(`${stem}u`)) return `${stem}u`;
  }
  return word;
}
const MIN_ROMAN_STEM = 4;

/** `language`: the question's, whose own words are no other language's crop ('patti' in Hindi is a leaf). */
/**
 * Our crops' names in a language's script as that language is typed in Latin letters (derived
 * once per language); a single word of fewer than five letters is left out, too easily another
 * word once typed loosely.
 */
const derivedCrops = new WeakMap<KnowledgeBase, Map<KbLanguage, [string, string[]][]>>();
function derivedCropNames(kb: KnowledgeBase, language: KbLanguage): [string, string[]][] {
  let perLanguage = derivedCrops.get(kb);
  if (!perLanguage) derivedCrops.set(kb, perLanguage = new Map());
  let list = perLanguage.get(language);
  if (!list) {
    list = [];
    for (const [crop, names] of Object.entries(kb.cropsByLanguage ?? {})) {
      for (const name of names[language] ?? []) {
        if (isLatinText(name)) continue;
        const phrase = romanizedPhrase(name, language);
        if (phrase && (phrase.length > 1 || phrase[0]!.length >= 5)) list.push([crop, phrase]);
      }
    }
    perLanguage.set(language, list);
  }
  return list;
}

export function cropMentions(kb: KnowledgeBase, text: string | string[], language?: string): CropMentions {
  const given = typeof text === 'string' ? words(text) : text;
  // A word left out keeps its place (blanked), so the positions below are the question's own.
  const others = namesOfOthers(kb, given);
  const ownWords = language ? kb.notCrop?.inLanguage?.[language.toLowerCase()] : undefined;
  const endings = language ? kb.notCrop?.romanEndings?.[language.toLowerCase()] ?? [] : [];
  const query = given.map((w, i) => (isNotCropName(w) || isColour(given[i + 1]) || others.has(i) || ownWords?.has(w) ? '' : withoutRomanEnding(kb, w, endings)));
  // (A Malayalam or Tamil name whose end an ending changed, ആവണക്കിന് for ആവണക്ക്, castor, is read
  // as the name: text.ts, dictionaryFormsOf.)
  // Crop names match exactly (with endings after Indian-script names): a fuzzy 'makki' (maize)
  // would take 'makkhi' (fly) for a crop, and romanized words read by consonants would take
  // everyday words for crops ('pettali' for పత్తిలో); crop gating would then hide the right
  // answer. Romanized crop names are listed as such in the knowledge files.
  const present = keyWordsOf(wordIndexOf(kb), query, { fuzzy: false, sanskritStems: false });
  // Each place a crop is named: the question positions its name covers (a name's words side by side). Crops come out in the order the question names them: the first
  // is what the question is about ('wheat after paddy' is a wheat question).
  const places = new Map<string, Set<number>[]>();
  /** How many letters of the question each place's name covers: 'मूंग' only begins 'मूंगफली' (groundnut). */
  const letters = new Map<Set<number>, number>();
  const candidates = cropsWithWordIn(kb, present);
  // A crop we don't cover, typed exactly in Latin letters, is not one of ours typed loosely:
  // Malayalam 'kappa' (tapioca) is no 'kappas' (cotton) without its plural ending.
  // So with two of ours: typed exactly as one crop's name, a word is not another's typed loosely
  // ('kappa' is tapioca, not cotton's 'kappas').
  const uncoveredAt = uncoveredCropPositions(query, uncoveredOf(kb));
  const { index } = cropIndexOf(kb);
  const exactly = (p: number) => uncoveredAt.has(p) || index.has(query[p]!);
  const loosely = (name: string[], p: number) => name.every((w, i) => exactly(p + i) && isLatin(query[p + i]!) && query[p + i] !== w);
  for (const [crop, names] of kb.crops) {
    if (!candidates.has(crop)) continue;
    for (const name of names) {
      if (!name.every((w) => present.has(w))) continue;
      const starts = [...present.get(name[0]!)!].filter((p) => name.every((w, i) => present.get(w)!.has(p + i)) && !loosely(name, p));
      // A name of two words counts only said together: 'ਗੋਭੀ ਸਰ੍ਹੋਂ … ਫੁੱਲ' (gobhi mustard … flowers) is no ਫੁੱਲ ਗੋਭੀ (cauliflower).
      if (!starts.length) continue;
      const found = starts.map((p) => new Set(name.map((_, i) => p + i)));
      for (const place of found) letters.set(place, name.join('').length);
      places.set(crop, [...(places.get(crop) ?? []), ...found]);
    }
  }
  // Romanized typing of the asker's language: our crops' names in its script, transliterated
  // ('kabbina' is ಕಬ್ಬಿನ, sugarcane's), whole words only, where no name matched as written.
  if (language && given.some(isLatin)) {
    const taken = new Set([...places.values()].flat().flatMap((place) => [...place]));
    for (const [crop, phrase] of derivedCropNames(kb, language.toLowerCase() as KbLanguage)) {
      for (let p = 0; p + phrase.length <= query.length; p++) {
        if (!phrase.every((w, i) => !taken.has(p + i) && isLatin(query[p + i]!) && typedAs(query[p + i]!, w, true, language.toLowerCase() as KbLanguage))) continue;
        const place = new Set(phrase.map((_, i) => p + i));
        letters.set(place, phrase.join('').length);
        places.set(crop, [...(places.get(crop) ?? []), place]);
      }
    }
  }
  // A word that is one crop's name in the asker's language is not another's in some other
  // language: Kannada 'bhatta' is paddy, though Hindi (Chhattisgarh) calls brinjal 'bhatta'.
  if (language) preferOwnLanguage(kb, places, query, language.toLowerCase());
  // A name inside a longer one is not a crop of its own: 'moong' in 'moong phali' and in
  // 'मूंगफली' (groundnut, one word that begins with मूंग).
  const inside = (a: Set<number>, b: Set<number>) => [...a].every((p) => b.has(p))
    && (a.size < b.size || (a.size === b.size && letters.get(a)! < letters.get(b)!));
  const all = [...places.values()].flat();
  const firstOf = new Map<string, number>();
  for (const [crop, list] of places) {
    const own = list.filter((place) => !all.some((other) => inside(place, other)));
    if (own.length) firstOf.set(crop, Math.min(...own.map((place) => Math.min(...place))));
  }
  const named = new Set([...firstOf].sort((a, b) => a[1] - b[1]).map(([crop]) => crop));
  // Only a crop we have no entries for: no crop's entry may answer (topic entries still can).
  const onlyUncovered = named.size === 0 && uncoveredAt.size > 0;
  if (onlyUncovered) named.add(UNCOVERED);
  const uncoveredCrop = onlyUncovered ? [...uncoveredAt.values()].find((key) => key !== null) ?? null : undefined;
  return { crops: named, at: new Set([...all.flatMap((place) => [...place]), ...uncoveredAt.keys()]), uncovered: uncoveredCrop, first: firstOf };
}

/** Each crop's names in each language, as their words joined ('ಭತ್ತದ ಬೆಳೆ', 'bhatta'). */
const ownNamesOf = onceEach((kb: KnowledgeBase) => new Map(KB_LANGUAGES.map((language) => [language as string,
  new Map(Object.entries(kb.cropsByLanguage ?? {}).map(([crop, perLanguage]) => [crop, new Set((perLanguage[language] ?? []).map((n) => words(n).join(' ')))]))])));
/** Where several crops are named by the same words, the crops so named in the asker's language keep them. */
function preferOwnLanguage(kb: KnowledgeBase, places: Map<string, Set<number>[]>, query: string[], language: string): void {
  if (places.size < 2) return;
  const own = ownNamesOf(kb).get(language);
  if (!own) return;
  const said = (place: Set<number>) => [...place].sort((a, b) => a - b).map((p) => query[p]).join(' ');
  for (const [crop, list] of places) {
    const kept = list.filter((place) => {
      const name = said(place);
      if (own.get(crop)?.has(name)) return true;
      // Another crop named by exactly these words in this language takes them.
      return ![...places].some(([other, theirs]) => other !== crop && own.get(other)?.has(name) && theirs.some((p) => said(p) === name));
    });
    if (kept.length) places.set(crop, kept);
    else places.delete(crop);
  }
}

/** The key words found, without the question positions given. */
function withoutPositions(present: Map<string, Set<number>>, positions: Set<number>): Map<string, Set<number>> {
  const kept = new Map<string, Set<number>>();
  for (const [word, at] of present) {
    const rest = new Set([...at].filter((p) => !positions.has(p)));
    if (rest.size) kept.set(word, rest);
  }
  return kept;
}

type Keys = Pick<PreparedEntry, 'strong' | 'strongLanguages' | 'weak' | 'weakLanguages'>;
/**
 * An entry's keys as they are read when its crop is named. The words that name a crop count as
 * the crop, not inside phrases (see retrieve), so a key that names its own crop could never be
 * met: a sixth of all strong keys, and every key of some entries in some languages. Such a key is
 * read without the crop's name ('हल्दी की गांठ सड़न', turmeric rhizome rot: 'की गांठ सड़न') as a sign
 * beside the crop, a weak key: what is left is often a plain word ('पीत', yellow; 'purugu', pest)
 * that names no one problem.
 */
const besideCrop = new WeakMap<PreparedEntry, Keys>();
/**
 * The crops a key phrase names and where, read once per phrase (many entries share a phrase); most
 * name none, and share one empty value rather than holding sets of their own.
 */
type PhraseCrops = Pick<CropMentions, 'crops' | 'at'>;
const NO_CROP: PhraseCrops = { crops: new Set(), at: new Set() };
const phraseCrops = new WeakMap<KnowledgeBase, Map<string, PhraseCrops>>();
function keysBesideCrop(kb: KnowledgeBase, entry: PreparedEntry): Keys {
  let keys = besideCrop.get(entry);
  if (!keys) {
    let seen = phraseCrops.get(kb);
    if (!seen) phraseCrops.set(kb, seen = new Map());
    const mentionsOf = (phrase: string[]) => {
      const key = phrase.join(' ');
      let named = seen.get(key);
      if (!named) {
        const { crops, at } = cropMentions(kb, phrase);
        seen.set(key, named = crops.size ? { crops, at } : NO_CROP);
      }
      return named;
    };
    const strong: string[][] = [], strongLanguages: LanguageSet[] = [];
    const weak: string[][] = [], weakLanguages: LanguageSet[] = [];
    let changed = false;
    const sort = (list: string[][], languages: LanguageSet[], strongList: boolean) => {
      for (const [i, phrase] of list.entries()) {
        const named = mentionsOf(phrase);
        // Another crop's name in a key ('wheat after paddy') keeps the key as written.
        const own = named.crops.size > 0 && [...named.crops].every((crop) => entry.crops.includes(crop));
        changed ||= own;
        const rest = own ? phrase.filter((_, at) => !named.at.has(at)) : phrase;
        if (!rest.length) continue;
        const [into, of] = strongList && !own ? [strong, strongLanguages] : [weak, weakLanguages];
        into.push(rest);
        of.push(languages[i]!);
      }
    };
    sort(entry.strong, entry.strongLanguages, true);
    sort(entry.weak, entry.weakLanguages, false);
    // No key names the entry's own crop: its keys read the same beside it (no copy kept).
    keys = changed ? { strong, strongLanguages, weak, weakLanguages } : entry;
    besideCrop.set(entry, keys);
  }
  return keys;
}

/**
 * Every entry's keys as read beside its crop, worked out ahead of questions, some entries per
 * step (a crop's first question would otherwise read all its entries' keys, tens of milliseconds).
 */
export function keyReadingSteps(kb: KnowledgeBase, perStep = 100): (() => void)[] {
  const steps: (() => void)[] = [];
  for (let from = 0; from < kb.entries.length; from += perStep) {
    // (An entry for no crop is never read beside one.)
    steps.push(() => { for (const entry of kb.entries.slice(from, from + perStep)) if (entry.crops.length) keysBesideCrop(kb, entry); });
  }
  return steps;
}

/**
 * The entries (by position) with a key word among the present ones: no other can match (the keys
 * read beside a crop are the entry's own words, some left out), and most entries share no word
 * with a question.
 */
const entryIndexOf = onceEach((kb: KnowledgeBase) => byWord(kb.entries.map((entry) => [...entry.strong, ...entry.weak].flat())));
const entriesWithAny = (kb: KnowledgeBase, present: Map<string, Set<number>>): Set<number> => holdingAny(entryIndexOf(kb), present);

/** What the understand stage read in the question that weighs on the search. */
export interface Asked {
  /** An animal is named: an animal's signs count beside it. */
  animal?: boolean;
  /** A growing practice is asked (fertilizer, sowing…): a field's problem named is then the setting. */
  practice?: boolean;
}

/**
 * Finds the entries a question is about. An entry qualifies when a strong key of it is named, or
 * a weak key together with its crop; an entry for another crop than the one named never does.
 * `crops` overrides the crops taken from the text (a follow-up that names a new crop); `mentioned`
 * is the text's own crop mentions when the caller has already found them.
 * Returns matches best first; empty means "I don't know".
 */
export function retrieve(kb: KnowledgeBase, question: string, topic: string, crops?: Set<string>, romanized: Romanized = null, mentioned?: CropMentions, asked: Asked = {}, language = ''): Match[] {
  const query = words(question);
  if (query.length === 0) return [];
  const mentions = mentioned ?? cropMentions(kb, query);
  const named = crops ?? mentions.crops;
  // The words that name a crop count once, as the crop bonus below, not again inside key phrases:
  // 'onion small bulb' (a key of onion sulphur shortage) must not outweigh 'silvery streaks' (thrips).
  const present = withoutPositions(keyWordsOf(wordIndexOf(kb), query, matchOptions(romanized)), mentions.at);
  if (language === 'SA') withCompoundRests(kb, query, mentions.at, present);
  const [primary] = named;
  const matches: Match[] = [];
  const weight = weightOf(kb);
  const withWord = entriesWithAny(kb, present);
  for (const [n, entry] of kb.entries.entries()) {
    if (!withWord.has(n)) continue;
    const cropNamed = entry.crops.some((c) => named.has(c));
    if (named.size > 0 && entry.crops.length > 0 && !cropNamed) continue;
    // (A profile's keys too: 'नींबू की खेती' asks how to grow lemon; the route keeps them to growing questions.)
    const keys = cropNamed ? keysBesideCrop(kb, entry) : entry;
    const strongWords = covered(present, keys.strong, keys.strongLanguages, romanized, weight, PROBLEM_KINDS.has(entry.kind));
    const strong = total(strongWords);
    const weakWords = covered(present, keys.weak, keys.weakLanguages, romanized, weight);
    const signWords = new Map([...weakWords].filter(([at]) => !strongWords.has(at)));
    const weak = total(signWords);
    // Signs count beside their subject: a crop's beside the crop named, an animal's beside an animal.
    const subjectNamed = entry.kind === 'livestock' ? asked.animal === true : cropNamed;
    if (strong === 0 && !(weak > 0 && subjectNamed)) continue;
    // The crop the question is about first, then any other it mentions.
    const cropBonus = entry.crops.includes(primary ?? '') ? 2 : cropNamed ? 1 : 0;
    // A question that names one of our crops is about that crop: an entry for no crop (heavy rain,
    // saline soil) answers it only with a clearly better match than the crop's own entries, since
    // farmers tell the weather and the soil as the setting of a crop's trouble.
    // (Not the field's own problem named outright when nothing else is asked: alkaline or saline
    // soil is what is wrong, whatever grows in it.)
    const fieldsProblem = strong > 0 && entry.kind === 'practice' && entry.problem !== null && !asked.practice;
    const general = named.size > 0 && !named.has(UNCOVERED) && entry.crops.length === 0 && !fieldsProblem ? 2 : 0;
    const score = 3 * strong + weak + cropBonus + (entry.topic === topic ? 0.5 : 0) - general;
    matches.push({ entry, score, named: strong > 0, ...(strong === 0 && entry.kind === 'livestock' ? { signs: signWords.size } : {}) });
  }
  return matches.sort((a, b) => b.score - a.score);
}

/**
 * A Sanskrit compound that a crop's name begins (भिण्डीफलेषु, in okra's fruits; पत्रगोभीक्षेत्रे):
 * the crop counts once, as the crop, and the rest is read as a word of its own (फलेषु), so the
 * signs said inside the compound meet the keys. (Not a head that names only the crop's field or
 * plant: vocabulary cropWords.compoundHeads.)
 */
function withCompoundRests(kb: KnowledgeBase, query: string[], at: Set<number>, present: Map<string, Set<number>>): void {
  const { index } = cropIndexOf(kb);
  for (const p of at) {
    const word = query[p]!;
    if (isLatin(word)) continue;
    let name = '';
    for (const n of index.keys()) if (n.length > name.length && [...n].length >= 3 && word.length - n.length >= 3 && word.startsWith(n)) name = n;
    const rest = word.slice(name.length);
    if (!name || (kb.notCrop?.compoundHeads ?? []).some((head) => rest.startsWith(head))) continue;
    for (const w of keyWordsOf(wordIndexOf(kb), [rest], {}).keys()) present.set(w, new Set([...(present.get(w) ?? []), p]));
  }
}

/**
 * Key matches within one strong key of the best are told apart by the farmer's description: the
 * entry whose whole text shares the most telling words with the question (the symptom search)
 * gains up to a weak key's worth twice over. Early and late blight share 'blight' and the crop;
 * 'concentric rings on lower leaves' is in one entry's text only.
 */
const CLOSE = 3;
/** How far ahead of the next entry a description matched word by word must be (its scores spread wider than by consonants). */
const WORDS_MARGIN = 1.5;
const WORDS_SIGNS = 4;
const byWords = (m: SymptomMatch | undefined) => (m && m.telling >= WORDS_SIGNS ? m : undefined);
/** How far ahead of the next entry a description's best match must be to stand on two telling signs. */
const CLEARLY = 1.75;
const DESCRIPTION_WEIGHT = 2;
function rerank(matches: Match[], described: SymptomMatch[]): Match[] {
  const top = matches[0]!.score;
  const close = matches.filter((m) => m.score >= top - CLOSE);
  if (close.length < 2) return matches;
  const similarity = new Map(described.map((d) => [d.entry, d.score]));
  const best = Math.max(...close.map((m) => similarity.get(m.entry) ?? 0));
  if (best <= 0) return matches;
  return matches
    .map((m) => (m.score >= top - CLOSE ? { ...m, score: m.score + (DESCRIPTION_WEIGHT * (similarity.get(m.entry) ?? 0)) / best } : m))
    .sort((a, b) => b.score - a.score);
}

/**
 * A question on its own (the conversation is the remember stage's): the entries its keys name,
 * told apart by the farmer's description when close; else the entry whose text the description
 * fits clearly best. Latin letters in a session of an Indian language are that language typed.
 */
export function retrieveInContext(kb: KnowledgeBase, question: string, topic: string, language = 'EN', asked: Asked = {}): Match[] {
  const romanized: Romanized = language !== 'EN' && ROMANIZED_SCRIPTS[language] && isLatinText(question)
    ? { language: language.toLowerCase() as KbLanguage, scripts: ROMANIZED_SCRIPTS[language]! } : null;
  const query = words(question);
  if (asksUncoveredTopic(query)) return [];
  const mentions = cropMentions(kb, query, language);
  const direct = retrieve(kb, question, topic, undefined, romanized, mentions, asked, language);
  const ranked = rankBySymptoms(kb, question, mentions.crops, language);
  // An animal's signs caught by a few keys are weighed against the whole description: whichever
  // tells more signs answers.
  const signsOnly = direct[0]?.signs;
  if (direct.length && signsOnly === undefined) return rerank(direct, ranked);
  // A question in its own script is also read word by word: where the consonants tell no entry
  // clearly, its words may (far ahead of the next entry, on four telling signs at least); where
  // both point to the same entry, it tells as many signs as its words do.
  let described = confidentSymptomMatch(ranked);
  // (Only where it could matter: no clear entry, or one on fewer signs than the words need.)
  if (romanized === null && (!described || described.telling < WORDS_SIGNS)) {
    const byWord = confidentSymptomMatch(rankBySymptoms(kb, question, mentions.crops, language, true), 6, WORDS_MARGIN);
    if (!described) described = byWords(byWord);
    else if (byWord && byWord.entry === described.entry && byWord.telling > described.telling) described = { ...described, telling: byWord.telling };
  }
  if (described && (signsOnly === undefined || described.telling >= signsOnly)) {
    // (Not of romanized typing, whose words are compared by their consonants alone: looser.)
    const clear = romanized === null && (ranked.length < 2 || described.score >= CLEARLY * ranked[1]!.score);
    return [{ entry: described.entry, score: described.score, described: described.telling, clear }];
  }
  return direct.length ? rerank(direct, ranked) : [];
}

import type { Knowledge } from '../kb/load.ts';
import { KB_LANGUAGES, type KbLanguage } from '../kb/schema.ts';
import { INTENTS, type Intent, isPractice, isSowing } from '../kb/vocabulary.ts';
import { cropMentions, UNCOVERED } from '../search/retrieval.ts';
import { beginsWith, dominantScript, isLatinText, phrasesStartingIn, SCRIPT_OF, sameWord, words } from '../text.ts';
import { romanizedPhrase, typedAs } from './romanize.ts';

/** What the pipeline knows of a question before it looks anything up. */
export interface Understood {
  text: string;
  words: string[];
  /** The language to answer in (see answerLanguage), as a knowledge-base key. */
  language: KbLanguage;
  /** Latin letters in a session of an Indian language: that language typed in Latin letters. */
  romanized: boolean;
  /** What it asks, in the order the vocabulary lists them (first = main). */
  intents: Intent[];
  /** Crops of the knowledge base it names, the one it is about first. */
  crops: string[];
  /** Animals it names (vocabulary keys). */
  animals: string[];
  /** Crops it names as the ones before the crop asked about ('after cutting wheat'); not in `crops`. */
  before: string[];
  /** It names only crops we have no entries for (apple, tea…). */
  uncoveredCrop: boolean;
  /** That crop's vocabulary key, when its name has one (the decline names it). */
  uncoveredKey: string | null;
  /**
   * Weather beyond a forecast's days: the monsoon's arrival (onset), or a season's outlook, the
   * rain that fell or the date of a coming event (beyond).
   */
  outlook: 'onset' | 'beyond' | null;
  /** It tells of a forecast the farmer has heard ('heavy rain warning', 'TV says frost'): what to do is asked. */
  reported: boolean;
  /** A word of a forecast heard ('alert', 'news of frost tonight'), whether or not it also asks of days to come. */
  heard: boolean;
  /** The water the farmer will mix a spray in, when named ('100 litres', 'my 15 ltr pump'): doses are scaled to it. */
  litres: number | null;
  /** Bees or fish named (a crop's neighbours, not livestock to doctor): after a spray, whether it harms them. */
  near: 'bees' | 'fish' | null;
  /** The weather told as the cause of what the farmer sees ('flowers drop from the heat', 'ਲੂ ਨਾਲ'): its advice is asked. */
  blamesWeather: boolean;
}

/**
 * The language to answer in: the session's, unless the farmer clearly wrote in another script
 * (a Hindi question in an English session gets a Hindi answer).
 */
export function answerLanguage(sessionLanguage: string, text: string): string {
  const script = dominantScript(text);
  if (!script || script === 'latn' || SCRIPT_OF[sessionLanguage] === script) return sessionLanguage;
  const byScript = Object.entries(SCRIPT_OF).find(([, s]) => s === script);
  return byScript ? byScript[0] : sessionLanguage;
}

/** Words a phrase may have between its own: 'बारिश तो नहीं आएगी' holds 'बारिश आएगी'. */
const GAP = 2;

/** Whether the words hold the phrase: its words in order, each within GAP words of the one before. */
function inOrder(query: string[], phrase: string[], same: (q: string, p: string) => boolean): boolean {
  if (phrase.length === 0) return false;
  const from = (i: number, k: number): boolean => {
    if (k === phrase.length) return true;
    for (let j = i; j < query.length && j <= i + (k === 0 ? query.length : GAP); j++) {
      if (same(query[j]!, phrase[k]!) && from(j + 1, k + 1)) return true;
    }
    return false;
  };
  return from(0, 0);
}

/** A language's colour-crop names (cropWords.growingOnly), each as a word list of its own for wordsOf, made once. */
const growingCache = new WeakMap<Knowledge, Map<KbLanguage, [Record<KbLanguage, string[]>, string][]>>();
function growingNames(k: Knowledge, language: KbLanguage): [Record<KbLanguage, string[]>, string][] {
  let perLanguage = growingCache.get(k);
  if (!perLanguage) growingCache.set(k, perLanguage = new Map());
  let names = perLanguage.get(language);
  if (!names) {
    const none = Object.fromEntries(KB_LANGUAGES.map((l) => [l, []])) as unknown as Record<KbLanguage, string[]>;
    perLanguage.set(language, names = Object.entries(k.vocabulary.cropWords.growingOnly[language]).map(([name, crop]) => [{ ...none, [language]: [name] }, crop]));
  }
  return names;
}
const holds = (query: string[], phrase: string[]) => inOrder(query, phrase, (q, p) => sameWord(q, p, { fuzzy: false }));

/** Hindustani typed in Latin letters reads the same whether the session is Hindi, Urdu or Sanskrit. */
const KIN: Partial<Record<KbLanguage, KbLanguage[]>> = { hi: ['ur'], ur: ['hi'], sa: ['hi'] };

const tokenCache = new WeakMap<string[], string[][]>();
/** A list's phrases as words (tokenized once per list, not on every question). */
function tokensOf(list: string[]): string[][] {
  let tokens = tokenCache.get(list);
  if (!tokens) {
    tokens = list.map(words);
    tokenCache.set(list, tokens);
  }
  return tokens;
}

const derivedCache = new Map<boolean, WeakMap<string[], string[][]>>([[true, new WeakMap()], [false, new WeakMap()]]);
/**
 * A derived word alone must be long enough to tell words apart: 'pila' is both पीला (yellow) and
 * पिल्ला (puppy) once typed loosely, even matched whole. Shorter names are listed in Latin letters
 * in the vocabulary (ಹಸು 'hasu', cow).
 */
const MIN_DERIVED = { loose: 5, strict: 5 };
/** A list's phrases as farmers would type them in Latin letters (derived once per list). */
function derivedOf(list: string[], language: KbLanguage, strict: boolean): string[][] {
  const cache = derivedCache.get(strict)!;
  let derived = cache.get(list);
  if (!derived) {
    const min = strict ? MIN_DERIVED.strict : MIN_DERIVED.loose;
    derived = list.map((phrase) => romanizedPhrase(phrase, language))
      .filter((p): p is string[] => p !== null && (p.length > 1 || p[0]!.length >= min));
    cache.set(list, derived);
  }
  return derived;
}

function holdsTyped(query: string[], phrase: string[], strict: boolean, language: KbLanguage): boolean {
  return strict ? phrase.length <= query.length && query.some((_, i) => phrase.every((p, k) => typedAs(query[i + k] ?? '', p, true, language)))
    : inOrder(query, phrase, (q, p) => typedAs(q, p, false, language));
}

/** Strict: whole words only, spelled as listed ('gaaye' cows is not 'gaye' went, 'surang' is not 'suran'). */
const holdsExactly = (query: string[], phrase: string[]) => {
  for (let i = 0; i + phrase.length <= query.length; i++) {
    if (phrase.every((p, k) => query[i + k] === p || (!/^[a-z]+$/.test(p) && sameWord(query[i + k]!, p, { fuzzy: false })))) return true;
  }
  return false;
};

/**
 * Matches the vocabulary's words in the question: the answer language's own, and English (farmers
 * mix English words into every language). Romanized typing is matched against the script's words
 * transliterated (romanize.ts) and by their sounds (text.ts), so the vocabulary lists each word
 * once, in its script; the Latin words of kin languages count too.
 */
export function wordsOf(lists: Record<KbLanguage, string[]>, query: string[], language: KbLanguage, romanized: boolean, strict = false): boolean {
  // Romanized words meet the script's words only through their transliteration (below), never by
  // consonants alone, which takes Telugu 'mandu' (medicine) for మండీ (market).
  const kin = KIN[language] ?? [];
  const own = language === 'en' ? ['en' as const] : [language, 'en' as const];
  const match = strict ? holdsExactly : holds;
  if (own.some((l) => phrasesStartingIn(tokensOf(lists[l]), query).some((phrase) => match(query, phrase)))) return true;
  // A kin language's words count whole, never as the beginning of a word of this one: Hindi खाद
  // (manure) begins Sanskrit खादति (eats).
  const whole = (phrase: string[]) => query.some((_, i) => phrase.every((p, k) => query[i + k] === p));
  if (kin.some((l) => tokensOf(lists[l]).some(whole))) return true;
  if (!romanized) return false;
  return [language, ...kin].some((l) => derivedOf(lists[l], l, strict).some((phrase) => holdsTyped(query, phrase, strict, l)));
}

export function understand(k: Knowledge, text: string, sessionLanguage: string): Understood {
  const u = understandAs(k, text, sessionLanguage);
  if (u.language !== 'en' || !isLatinText(text) || u.intents.length > 0) return u;
  // Hindustani typed in Latin letters in an English session ('sarso kab boye, kitna beej?'): what
  // it asks is read as Hindi typed, the answer stays in English.
  const typed = understandAs(k, text, 'HI');
  return typed.intents.length === 0 ? u : { ...u, intents: typed.intents, outlook: u.outlook ?? typed.outlook, animals: u.animals.length ? u.animals : typed.animals };
}

function understandAs(k: Knowledge, text: string, sessionLanguage: string): Understood {
  const language = answerLanguage(sessionLanguage, text).toLowerCase() as KbLanguage;
  const romanized = language !== 'en' && isLatinText(text);
  const query = words(text);
  // A chip we suggested asks exactly its intent, in whatever language it was tapped.
  const chip = chipIntent(k, query);
  const { weather, future } = k.vocabulary.forecast;
  // A place's name is no word of what is asked: ભાવનગર (Bhavnagar) begins with ભાવ (price).
  const places = placeNames(k, language);
  // A crop's name written onto the word after it (Sanskrit गोधूमवपनस्य, 'of wheat-sowing'; Malayalam
  // നെൽവിത്ത്, paddy seed): the rest is read as a word of what is asked too.
  const askedWords = [...(places.size ? query.map((w) => (places.has(w) ? '' : w)) : query), ...afterCropNames(k, query, language)];
  const says = (list: Record<KbLanguage, string[]>) => wordsOf(list, askedWords, language, romanized);
  const weatherWord = says(weather);
  const coming = weatherWord && says(future);
  // A forecast heard and told, not asked for: 'any frost warning this week?' still asks one.
  const heard = weatherWord && says(k.vocabulary.forecast.reported);
  const reported = heard && !coming;
  // ('When will the monsoon start this year?' asks its arrival, not the season's outlook; 'on which
  // date exactly will the monsoon come?' asks a date no forecast can give. The date of rain in the
  // coming days is the forecast's.)
  const { onset, date, beyond, monsoon } = k.vocabulary.forecast;
  const outlook = !weatherWord ? null : says(date) && (says(monsoon) || says(onset)) ? 'beyond' : says(onset) ? 'onset' : says(beyond) ? 'beyond' : null;
  // A forecast is asked by its phrases, or by a weather word with a word of days to come (or one
  // that tells of a forecast heard).
  const asks = (intent: Intent) => says(k.vocabulary.intents[intent]) || (intent === 'weather-forecast' && (reported || coming));
  // Water is not asked by the words that call the crop irrigated ('sowing time for irrigated
  // wheat'), only by others ('irrigated wheat: when is the first watering?').
  const watered = withoutPhrases(askedWords, k.vocabulary.cropWords.irrigated[language]);
  const asksWater = () => watered === askedWords || wordsOf(k.vocabulary.intents.irrigation, watered, language, romanized);
  const found = INTENTS.filter((intent) => intent !== chip && asks(intent) && (intent !== 'irrigation' || asksWater()));
  const intents = chip ? [chip, ...found] : found;
  // An animal named turns a question to the vet: names must match strictly, never loosely.
  const animals = Object.entries(k.vocabulary.animals).filter(([, names]) => wordsOf(names, query, language, romanized, true)).map(([animal]) => animal);
  const mentions = cropMentions(k.legacy, query, language);
  // A colour that is also a crop's name is the crop when sowing, seed, a variety or the harvest is
  // asked and no crop is named ('పసుపు ఎప్పుడు నాటాలి?', when to plant turmeric). Not with a
  // fertilizer or water: 'இலை மஞ்சள் ஆகுது, என்ன உரம்?' is yellow leaves.
  const growing = mentions.crops.size === 0 && intents.some((i) => isSowing(i) || i === 'variety' || i === 'harvest') && !intents.some((i) => i === 'fertilizer' || i === 'irrigation')
    ? growingNames(k, language).find(([names]) => wordsOf(names, query, language, romanized, true))?.[1] : undefined;
  const named = growing ? [growing] : [...mentions.crops];
  const covered = named.filter((c) => c !== UNCOVERED);
  // The crop a question is about, when it names the one before it ('after cutting wheat, when to
  // sow summer moong?', 'paddy was cut late, which wheat now?'): the one before is only the setting.
  const before = covered.filter((crop) => cameBefore(k, query, mentions.first.get(crop), language, romanized));
  const crops = before.length && before.length < covered.length ? covered.filter((c) => !before.includes(c)) : covered;
  const sequence = crops === covered ? [] : before;
  // Its harvest word is then the crop before's ('after the paddy harvest, when to sow urad?').
  const asked = sequence.length && intents.some((i) => isPractice(i) && i !== 'harvest') ? intents.filter((i) => i !== 'harvest') : intents;
  return { text, words: query, language, romanized, intents: asked, crops, before: sequence, animals, uncoveredCrop: named.includes(UNCOVERED), uncoveredKey: mentions.uncovered ?? null, reported, heard, outlook,
    litres: litresNamed(text, [...k.vocabulary.templates[language].litres, ...k.vocabulary.templates.en.litres]),
    // (Bees are the vocabulary's 'honeybee', a crop we have no entries for; fish its animal 'fish'.)
    near: mentions.uncovered === 'honeybee' ? 'bees' : animals.includes('fish') ? 'fish' : null,
    blamesWeather: blamesWeather(k, query, language) };
}

/** The words with each of the phrases said in them blanked out, or the same list when none is said. */
function withoutPhrases(query: string[], phrases: string[]): string[] {
  let out = query;
  for (const phrase of tokensOf(phrases)) {
    for (let i = 0; i + phrase.length <= out.length; i++) {
      if (!phrase.every((w, j) => out[i + j] === w)) continue;
      if (out === query) out = [...query];
      out.fill('', i, i + phrase.length);
    }
  }
  return out;
}

/**
 * Whether a weather word is told as the cause: a word of 'because' after it ('गर्मी से', 'ਲੂ ਨਾਲ',
 * 'ಬಿಸಿಲಿನ ಕಾರಣ'; or its absence, 'వర్షం లేదు'), an ending on it ('வெயிலால்', 'ಬಿಸಿಲಿನಿಂದ', 'ગરમીથી'), or in English a word
 * before it ('due to heat').
 */
function blamesWeather(k: Knowledge, query: string[], language: KbLanguage): boolean {
  const weathers = tokensOf(k.vocabulary.forecast.weather[language]);
  const because = tokensOf(k.vocabulary.forecast.because[language]);
  const at = (i: number, phrase: string[]) => phrase.every((w, j) => query[i + j] !== undefined && (query[i + j] === w || beginsWith(query[i + j]!, w)));
  // (A word's last vowel sign or virama gives way to an ending: வெயில் is வெயிலால் 'by the sun',
  // ಬಿಸಿಲು ಬಿಸಿಲಿನಿಂದ.)
  const stem = (w: string) => w.replace(/[\u093E-\u094D\u0A3E-\u0A4D\u0ABE-\u0ACD\u0BBE-\u0BCD\u0C3E-\u0C4D\u0CBE-\u0CCD\u0D3E-\u0D4D]$/u, '');
  const inflects = (word: string, w: string) => [...stem(w)].length >= 3 && word.startsWith(stem(w));
  return query.some((_, i) => weathers.some((weather) => {
    const last = query[i + weather.length - 1];
    if (last === undefined || !weather.every((w, j) => query[i + j] === w || beginsWith(query[i + j]!, w) || inflects(query[i + j]!, w))) return false;
    const ending = inflects(last, weather.at(-1)!) ? last.slice(stem(weather.at(-1)!).length) : '';
    return because.some((cause) => (cause.length === 1 && ending.length > 1 && ending.endsWith(cause[0]!))
      || at(i + weather.length, cause) || (language === 'en' && at(i - cause.length, cause)));
  }));
}

/**
 * The litres of water a question names: a number (2 to 1,000) written just before a word for
 * litres ('100 ಲೀಟರ್ ನೀರಿಗೆ', '15 ltr pump', '16-litre tank'). One litre is the dose's own unit.
 */
export function litresNamed(text: string, litreWords: string[]): number | null {
  const words = litreWords.map((w) => w.toLowerCase());
  for (const [, digits, word] of text.toLowerCase().matchAll(/(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*-?\s*([\p{L}\p{M}]+)/gu)) {
    const n = Number(digits);
    if (n >= 2 && n <= 1000 && words.some((w) => word!.startsWith(w))) return n;
  }
  return null;
}

/** Whether words around the crop named at this place tell it came before ('धान के बाद', 'after paddy', 'paddy was cut'). */
function cameBefore(k: Knowledge, query: string[], at: number | undefined, language: KbLanguage, romanized: boolean): boolean {
  if (at === undefined) return false;
  const { follows, precedes } = k.vocabulary.sequence;
  const next = query.slice(at + 1, at + 5);
  const last = query.slice(Math.max(0, at - 2), at);
  return (next.length > 0 && wordsOf(follows, next, language, romanized)) || (last.length > 0 && wordsOf(precedes, last, language, romanized));
}

function chipIntent(k: Knowledge, query: string[]): Intent | null {
  const asked = query.join(' ');
  for (const templates of Object.values(k.vocabulary.templates)) {
    for (const [intent, chip] of Object.entries(templates.chips)) {
      if (words(chip).join(' ') === asked && (INTENTS as readonly string[]).includes(intent)) return intent as Intent;
    }
  }
  return null;
}

const placeNameCache = new WeakMap<object, Map<KbLanguage, Set<string>>>();
/** The vocabulary's place names that begin like its other words, as words, in a language and English. */
/** What follows a crop's one-word name at the start of a longer word (3+ letters of it), in an Indian script. */
function afterCropNames(k: Knowledge, query: string[], language: KbLanguage): string[] {
  if (language === 'en') return [];
  // (Per knowledge base: its crops' names are its files', not the shared vocabulary's.)
  let byLanguage = cropNameCache.get(k.legacy);
  if (!byLanguage) cropNameCache.set(k.legacy, byLanguage = new Map());
  let names = byLanguage.get(language);
  if (!names) {
    const all = Object.values(k.legacy.cropsByLanguage ?? {}).flatMap((perLanguage) => perLanguage[language] ?? []);
    byLanguage.set(language, names = all.filter((n) => !isLatinText(n) && !n.includes(' ') && [...n].length >= 2));
  }
  // (Malayalam doubles the first consonant of the word it joins on: വാഴ + കന്ന് is വാഴക്കന്ന്, a banana sucker.)
  return query.flatMap((w) => names!.filter((n) => w.startsWith(n) && [...w].length - [...n].length >= 3).map((n) => w.slice(n.length)))
    .flatMap((rest) => (rest[1] === '\u0d4d' && rest[0] === rest[2] ? [rest, rest.slice(2)] : [rest]));
}
const cropNameCache = new WeakMap<object, Map<KbLanguage, string[]>>();

function placeNames(k: Knowledge, language: KbLanguage): Set<string> {
  let byLanguage = placeNameCache.get(k.vocabulary);
  if (!byLanguage) placeNameCache.set(k.vocabulary, byLanguage = new Map());
  let names = byLanguage.get(language);
  if (!names) byLanguage.set(language, names = new Set([...k.vocabulary.places.names[language], ...k.vocabulary.places.names.en].flatMap(words)));
  return names;
}

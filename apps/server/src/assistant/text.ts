/**
 * Unicode-aware words: letters, combining marks (Indic vowel signs, viramas, nuktas) and digits
 * stay inside a word; joiners (ZWJ/ZWNJ) are dropped, and Devanagari spelling variants are folded
 * so गेहूँ and गेहूं, फ़ and फ match.
 */
export function words(text: string): string[] {
  return wordsOf(text, false);
}

/** Words as written (see words): a place's name goes to the geocoder, which knows सीहोर, not a folded spelling. */
export const spelledWords = (text: string): string[] => wordsOf(text, true);

/** Plain ASCII (English, romanized typing: half of all keys) needs none of the Indian scripts' folding. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function wordsOf(text: string, spelled: boolean): string[] {
  if (isAscii(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const folded = folding(text.normalize('NFC').toLowerCase(), spelled);
  return (folded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(withoutFinalAnusvara);
}

/**
 * Spelling that doesn't tell words apart: joiners (ZWJ, ZWNJ) and the nukta (Devanagari, Gurmukhi,
 * Gujarati: ਬੁਖ਼ਾਰ is ਬੁਖਾਰ) go, chandrabindu is anusvara, Arabic-script vowel marks go, written or
 * not (مُرڑا is مرڑا). Unless the words are wanted as written, Malayalam's chillu letters are their
 * consonant with a virama, and long and short i, spelled either way in Hindi, Punjabi and Gujarati
 * (ખનીજ and ખનિજ), are one letter. (Not u and ū: Punjabi ਸੂਣਾ is calving, ਸੁਣਾਓ 'tell'. Nor the
 * Dravidian scripts, where length tells words apart and is written as said.)
 * One pass, and no copy when there is nothing to fold (most keys).
 */
const LONG_I = new Set([0x0940, 0x0a40, 0x0ac0, 0x0908, 0x0a08, 0x0a88]);
// Malayalam writes a vowelless n, r, l, ḷ, ṇ, k either as its own chillu letter (നെൽ) or as the
// consonant with a virama (നെല്, what older keyboards give: നെല്പാടം is നെൽപ്പാടം, a paddy field).
const CHILLU: Record<number, string> = { 0x0d7a: '\u0d23\u0d4d', 0x0d7b: '\u0d28\u0d4d', 0x0d7c: '\u0d30\u0d4d', 0x0d7d: '\u0d32\u0d4d', 0x0d7e: '\u0d33\u0d4d', 0x0d7f: '\u0d15\u0d4d' };
const dropped = (c: number) => c === 0x200c || c === 0x200d || c === 0x093c || c === 0x0a3c || c === 0x0abc || (c >= 0x064b && c <= 0x065f) || c === 0x0670;
function folding(text: string, spelled: boolean): string {
  let out: string[] | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const into = dropped(c) ? '' : c === 0x0901 ? '\u0902' : spelled ? null : LONG_I.has(c) ? String.fromCharCode(c - 1) : CHILLU[c] ?? null;
    if (into === null) { out?.push(text[i]!); continue; }
    out ??= [text.slice(0, i)];
    out.push(into);
  }
  return out ? out.join('') : text;
}

/**
 * Telugu, Kannada and Malayalam write a word-final 'm' as anusvara, and spell it out before an
 * ending: లోపం 'shortage' is లోపమా, లోపము, లోపాలు. Dropping it (from words of 4+ letters) lets
 * the key లోప(ం) begin them all.
 */
const FINAL_ANUSVARA = /^(.{3,})[\u0c02\u0c82\u0d02]$/u;
const ANUSVARAS = new Set(['\u0c02', '\u0c82', '\u0d02']);
// The last letter is looked at first: the pattern is run on every word of every entry's text.
const withoutFinalAnusvara = (word: string) => (ANUSVARAS.has(word[word.length - 1]!) ? word.replace(FINAL_ANUSVARA, '$1') : word);

/** Whether two words are within `max` edits (insert, delete, substitute, or swap two neighbours). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return false;
  }
  return d[a.length]![b.length]! <= max;
}

/** A word of Latin letters and digits (English, or an Indian language typed in Latin letters). */
export function isLatin(w: string): boolean {
  // A loop, not a regular expression: it runs for every pair of words the matcher compares.
  if (w.length === 0) return false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
  }
  return true;
}

/** Whether a whole text is in Latin letters (romanized typing, when the session is an Indian language). */
export const isLatinText = (text: string) => /^[\p{Script=Latin}\p{N}\p{P}\s]+$/u.test(text);

/**
 * Indian languages add endings to the word itself (వరిలో 'in rice', ಭತ್ತದ 'of paddy', गेहूँ को):
 * a key of three or more letters in an Indian script stands for any word it begins.
 */
export const beginsWith = (word: string, key: string) => word === key
  || (!isLatin(key) && [...key].length >= 3 && word.startsWith(key) && !joinsOn(word, key.length))
  || endsChanged(word, key);

/**
 * Tamil and Malayalam words that end in a dead consonant or in -m change that end before an
 * ending: താറാവ് (duck) is താറാവിനെ, பால் is பாலை, പാടം (field) is പാടത്ത്, மரம் is மரத்தில்,
 * மரங்கள், and சிரமம் (difficulty) is சிரமப்படுது (finds it hard). A key written as the dictionary
 * has it meets those forms. Stems of four letters at least: புலி (tiger) is not புல் (grass).
 */
const CHANGED_ENDS = [
  { virama: '\u0bcd', vowelSigns: [0x0bbe, 0x0bcc], m: 'ம்', before: ['த்த', 'ங்க', 'ப்ப'], verb: ['ிக்க', 'ிச்ச'] },
  { virama: '\u0d4d', vowelSigns: [0x0d3e, 0x0d4c], m: 'ം', before: ['ത്ത', 'ങ്ങ'], verb: ['ിക്ക', 'ിച്ച', 'ിപ്പ'] },
] as const;
// (A verb made of the word is another word: മഞ്ഞളിക്കുന്നു, turning yellow, and മഞ്ഞളിപ്പ്,
// yellowing, are not മഞ്ഞൾ, turmeric.)
const madeVerb = (word: string, at: number, script: (typeof CHANGED_ENDS)[number]) => script.verb.some((v) => word.startsWith(v, at));
const MIN_STEM = 4;
/**
 * A Sanskrit word's ending after its stem: छिद्रम् (a hole) is the stem छिद्र of छिद्राणि (holes),
 * कीटनाशकः of कीटनाशकानि, फलं of फलेषु. A key written with its ending meets the stem's other forms;
 * stems of four letters at least, so that कीटः (insect) is no कीटनाशक (insecticide).
 */
const SANSKRIT_ENDINGS = ['\u092e\u094d', '\u0903', '\u0902'] as const;
const sanskritStem = (key: string): string | null => {
  const ending = SANSKRIT_ENDINGS.find((e) => key.endsWith(e));
  const stem = ending ? key.slice(0, -ending.length) : null;
  return stem !== null && stem.length >= MIN_STEM && stem.charCodeAt(stem.length - 1) !== 0x094d ? stem : null;
};

/**
 * Whether the word is the key with its end changed before an ending: a Sanskrit key's stem with
 * another ending (SANSKRIT_ENDINGS), or a Tamil or Malayalam one's (CHANGED_ENDS).
 */
function endsChanged(word: string, key: string): boolean {
  const stem = sanskritStem(key);
  if (stem !== null && word.length > stem.length && word.startsWith(stem)) return true;
  const last = key.charCodeAt(key.length - 1);
  for (const script of CHANGED_ENDS) {
    if (last === script.virama.charCodeAt(0) && !key.endsWith(script.m)) {
      const stem = key.length - 1;
      const next = word.charCodeAt(stem);
      if (stem >= MIN_STEM && next >= script.vowelSigns[0] && next <= script.vowelSigns[1] && word.startsWith(key.slice(0, stem)) && !madeVerb(word, stem, script)) return true;
    } else if (key.endsWith(script.m)) {
      const stem = key.length - script.m.length;
      if (stem >= MIN_STEM && word.startsWith(key.slice(0, stem)) && script.before.some((b) => word.startsWith(b, stem))) return true;
    }
  }
  return false;
}

/**
 * The keys a word may be the changed form of (endsChanged, the other way round): the words a
 * lookup by key must also try. `sanskrit`: with the Sanskrit stems' endings (not for crops' names).
 */
export function dictionaryFormsOf(word: string, sanskrit = true): string[] {
  const forms: string[] = [];
  const first = word.charCodeAt(0);
  if (sanskrit && first >> 7 === 0x0900 >> 7) {
    for (let i = MIN_STEM; i < word.length; i++) if (word.charCodeAt(i - 1) !== 0x094d) for (const e of SANSKRIT_ENDINGS) forms.push(word.slice(0, i) + e);
  }
  for (const script of CHANGED_ENDS) {
    if (first >> 7 !== script.vowelSigns[0] >> 7) continue;
    for (let i = MIN_STEM; i < word.length; i++) {
      const c = word.charCodeAt(i);
      const dead = word.slice(0, i) + script.virama;
      if (c >= script.vowelSigns[0] && c <= script.vowelSigns[1] && word[i - 1] !== script.virama && !madeVerb(word, i, script) && !dead.endsWith(script.m)) forms.push(dead);
      if (script.before.some((b) => word.startsWith(b, i))) forms.push(word.slice(0, i) + script.m);
    }
  }
  return forms;
}

/**
 * In Malayalam, a virama after a key's last consonant, with more letters after it, joins that
 * consonant to the next syllable: the word is another, not the key with an ending (വില, price,
 * does not begin വില്ക്കാം, may sell). (Not in Sanskrit, where an ending does so itself: कदली,
 * banana, is कदल्याः, of the banana.)
 */
const joinsOn = (word: string, at: number) => at + 1 < word.length && word.charCodeAt(at) === 0x0d4d;

/** The beginnings of a word (3+ letters, shorter than the word) that a key of it could be. */
export const beginningsOf = (word: string, sanskrit = true) => {
  const letters = [...word];
  return Array.from({ length: Math.max(0, letters.length - 3) }, (_, i) => letters.slice(0, i + 3))
    .map((b) => b.join('')).filter((b) => !joinsOn(word, b.length)).concat(dictionaryFormsOf(word, sanskrit));
};

// The Indian scripts of Unicode (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
// Kannada, Malayalam) share one layout, 0x80 code points each: one table maps every consonant of
// all of them to a Latin consonant class. Voiced and voiceless, aspirated and plain, retroflex and
// dental fall together, as they do when farmers type their language in Latin letters.
const CONSONANT_CLASS: Record<number, string> = {
  0x15: 'k', 0x16: 'k', 0x17: 'k', 0x18: 'k', 0x19: 'n', 0x1a: 'c', 0x1b: 'c', 0x1c: 'c', 0x1d: 'c', 0x1e: 'n',
  0x1f: 't', 0x20: 't', 0x21: 't', 0x22: 't', 0x23: 'n', 0x24: 't', 0x25: 't', 0x26: 't', 0x27: 't', 0x28: 'n', 0x29: 'n',
  0x2a: 'p', 0x2b: 'p', 0x2c: 'p', 0x2d: 'p', 0x2e: 'm', 0x2f: 'y', 0x30: 'r', 0x31: 'r', 0x32: 'l', 0x33: 'l', 0x34: 'l',
  0x35: 'v', 0x36: 's', 0x37: 's', 0x38: 's', 0x39: 'h', 0x58: 'k', 0x59: 'k', 0x5a: 'k', 0x5b: 'c', 0x5c: 't', 0x5d: 't', 0x5e: 'p', 0x5f: 'y',
};
/**
 * Consonants with no vowel of their own: Malayalam's chillu letters (ൻ n, ർ r, ൽ l, ൾ l, ൺ n, ൿ k),
 * and the anusvara, a nasal typed as n ('thanda' ठंडा, 'panta' పంట; Malayalam's is an m): without
 * it 'kottali' (should spray) would read as గొట్టంలా (like a tube).
 */
const VOWELLESS: Record<number, string> = {
  0x0d7a: 'n', 0x0d7b: 'n', 0x0d7c: 'r', 0x0d7d: 'l', 0x0d7e: 'l', 0x0d7f: 'k',
  0x0902: 'n', 0x0a02: 'n', 0x0a70: 'n', 0x0a82: 'n', 0x0b82: 'n', 0x0c02: 'n', 0x0c82: 'n', 0x0d02: 'm',
  // The visarga, Sanskrit's final h: उष्णवायुः is typed 'ushnavayuh', and as often without it.
  0x0903: 'h',
};
/**
 * An anusvara or a chillu letter can carry no vowel at all: a vowel typed after its consonant is
 * another word ('chennagi', well, is not ಜಿಂಕ್, zinc).
 */
const NONE = '-';
const LATIN_CLASS: Record<string, string> = { g: 'k', q: 'k', j: 'c', z: 'c', d: 't', b: 'p', f: 'p', w: 'v', x: 'k' };

/**
 * A word's consonant skeleton, the same for a word in an Indian script and as it is typed in
 * Latin letters: 'patte' and 'पत्ते' are both 'pt', 'tamatar' and 'टमाटर' both 'tmtr'.
 * Vowels are dropped (spelled every which way in romanized typing) and doubled consonants folded.
 */
export const skeleton = (word: string): string => syllablesOf(word).consonants;

/** Skeletons agree, allowing a nasal (गेहूं / gehu) or an h (उष्णवायुः / ushnavayu) at the end written on one side only. */
const sameSkeleton = (a: string, b: string) => a === b || `${a}n` === b || `${b}n` === a || `${a}h` === b || `${b}h` === a;

/**
 * A word as consonants, each with the vowel after it (and the vowel before the first), in classes
 * coarse enough for romanized spelling: a/aa, i/ee/e, u/oo/o and so on; '' where none is written (a
 * virama, or a vowel the typist left out) and '*' where it can't be told. A doubled consonant is one
 * (पत्ते, 'patte'), but the same consonant twice with a vowel between is two: 'pattiyan' is not
 * भभूतिया. Same consonants with other vowels are other words: 'powder' is not बवंडर (whirlwind).
 */
interface Syllables { consonants: string; initial: string; after: string[] }
const syllables = new Map<string, Syllables>();
const LATIN_VOWELS: Record<string, string> = { a: 'a', aa: 'a', i: 'i', ii: 'i', ee: 'i', e: 'e', u: 'u', uu: 'u', oo: 'u', o: 'o', ai: 'ai', ei: 'ai', au: 'au', ou: 'au' };
// Vowel signs and independent vowels by their offset in the shared Indian-script layout.
const INDIC_VOWELS: Record<number, string> = {
  0x3e: 'a', 0x3f: 'i', 0x40: 'i', 0x41: 'u', 0x42: 'u', 0x43: '*', 0x44: '*', 0x45: 'e', 0x46: 'e', 0x47: 'e', 0x48: 'ai', 0x49: 'o', 0x4a: 'o', 0x4b: 'o', 0x4c: 'au',
  0x05: 'a', 0x06: 'a', 0x07: 'i', 0x08: 'i', 0x09: 'u', 0x0a: 'u', 0x0b: '*', 0x0d: 'e', 0x0e: 'e', 0x0f: 'e', 0x10: 'ai', 0x11: 'o', 0x12: 'o', 0x13: 'o', 0x14: 'au',
};

function syllablesOf(word: string): Syllables {
  const known = syllables.get(word);
  if (known) return known;
  let consonants = '';
  let initial = '';
  const after: string[] = [];
  // Whether the next consonant follows the last with no vowel between (a doubled one folds into it).
  let joined = false;
  const consonant = (cls: string, vowel: string) => {
    if (joined && consonants.endsWith(cls)) after[after.length - 1] = vowel;
    else { consonants += cls; after.push(vowel); }
    joined = vowel === '' || vowel === NONE;
  };
  const setVowel = (v: string) => {
    joined = false;
    if (after.length === 0) initial = initial ? '*' : v;
    // A second vowel after one already written (गई, ਪਾਉ): two vowels in a row, told apart no further.
    else after[after.length - 1] = after[after.length - 1] === '' || after[after.length - 1] === 'inherent' ? v : '*';
  };
  if (isLatin(word)) {
    const letters = word.replace(/([bcdgjkpstz])h/g, '$1').replace(/[0-9]/g, '');
    for (const run of letters.match(/[aeiou]+|[^aeiou]/g) ?? []) {
      if (/[aeiou]/.test(run)) setVowel(LATIN_VOWELS[run] ?? '*');
      else consonant(LATIN_CLASS[run] ?? run, '');
    }
  } else {
    for (const ch of word) {
      const cp = ch.codePointAt(0)!;
      if (cp < 0x0900 || cp >= 0x0d80) continue;
      const offset = (cp - 0x0900) % 0x80;
      const cls = VOWELLESS[cp] ?? CONSONANT_CLASS[offset];
      if (cls) consonant(cls, VOWELLESS[cp] ? NONE : 'inherent');
      else if (offset === 0x4d && after.length) { after[after.length - 1] = ''; joined = true; } // virama
      else if (INDIC_VOWELS[offset]) setVowel(INDIC_VOWELS[offset]!);
    }
  }
  const result = { consonants, initial, after: after.map((v) => (v === 'inherent' ? 'a' : v)) };
  syllables.set(word, result);
  return result;
}

/** Vowels typists use for one another: ee for ई and also for ए, oo for ऊ and ओ, ai for ऐ and ए. */
const KIN_VOWELS = new Set(['i e', 'e i', 'u o', 'o u', 'e ai', 'ai e', 'o au', 'au o', 'a ai', 'ai a']);
const vowelsAgree = (a: string, b: string) => a === b || a === '' || b === '' || a === '*' || b === '*'
  || (a !== NONE && b !== NONE && KIN_VOWELS.has(`${a} ${b}`));

/**
 * Whether two words' vowels agree slot by slot. The last consonant's vowel is not compared: it is
 * the ending, which inflection changes (क्षेत्रं, kshetre 'in the field'), and a nasal written on
 * one side only has none to compare. Before h, a is heard as e (ਪਹਿਲਾਂ pehlan, रहता rehta).
 */
function sameVowels(a: string, b: string): boolean {
  const x = syllablesOf(a);
  const y = syllablesOf(b);
  // A word that begins with a vowel is not one that begins with a consonant: Tamil 'romba' (very)
  // is not இரும்பு (iron), whatever their consonants.
  if ((x.initial === '') !== (y.initial === '') || !vowelsAgree(x.initial, y.initial)) return false;
  const n = Math.min(x.after.length, y.after.length) - 1;
  for (let i = 0; i < n; i++) {
    const [p, q] = [x.after[i]!, y.after[i]!];
    const heardAsE = x.consonants[i + 1] === 'h' && (p === 'a' || p === 'e') && (q === 'a' || q === 'e');
    if (!vowelsAgree(p, q) && !heardAsE) return false;
  }
  return true;
}

const BLOCKS = ['deva', 'beng', 'guru', 'gujr', 'orya', 'taml', 'telu', 'knda', 'mlym'];
/** The Indian script a word is written in (by its first letter), or null. */
export function indicScriptOf(word: string): string | null {
  const cp = word.codePointAt(0) ?? 0;
  return cp >= 0x0900 && cp < 0x0d80 ? BLOCKS[(cp - 0x0900) >> 7]! : null;
}

/**
 * The scripts whose words a language's romanized typing stands for: its own (Urdu typed in Latin
 * letters is the same Hindustani as Hindi's). Matching other scripts' words by skeleton only
 * makes collisions: Telugu 'tegulu' (disease) has the consonants of Tamil தக்காளி (tomato).
 */
export const ROMANIZED_SCRIPTS: Record<string, readonly string[]> = {
  HI: ['deva'], SA: ['deva'], UR: ['deva'], TE: ['telu'], TA: ['taml'], GU: ['gujr'], PA: ['guru'], ML: ['mlym'], KN: ['knda'], EN: [],
};

/**
 * Romanized typing against a word in an Indian script: whether their consonant skeletons agree,
 * and are long enough (3 consonants) to tell words apart — shorter ones collide too often.
 */
function skeletonMatch(latin: string, indic: string, scripts?: readonly string[]): boolean {
  if (!isLatin(latin) || isLatin(indic)) return false;
  if (scripts && !scripts.includes(indicScriptOf(indic) ?? '')) return false;
  const a = skeleton(latin);
  const b = skeleton(indic);
  // Both sides need three consonants: a two-consonant key (उकठा, k-t) would otherwise take any
  // word with a nasal after them ('kitna') for itself. A visarga's h is no third one (शणः).
  const own = indic.endsWith('\u0903') ? b.length - 1 : b.length;
  return a.length >= 3 && own >= 3 && sameSkeleton(a, b) && sameVowels(latin, indic);
}

/** Whether a query word stands for a lexicon word: same word, English plural, or one typo in a long romanized word. */
export interface MatchOptions {
  /** Typo tolerance for long romanized words (off for crop names). */
  fuzzy?: boolean;
  /** Compare Latin-letter typing with Indian-script keys by skeleton: on for romanized questions only. */
  romanized?: boolean;
  /** With `romanized`: only keys in these scripts (the session language's; see ROMANIZED_SCRIPTS). */
  scripts?: readonly string[] | undefined;
  /**
   * Sanskrit stems looked up (see SANSKRIT_ENDINGS): on for keys, off when our crops' names are
   * read (cropMentions), which are too short to stand as a word's beginning so (धान्यकम्,
   * coriander, is no धान्यक्षेत्रस्य, of the paddy field).
   */
  sanskritStems?: boolean;
}

/**
 * A romanized word as it sounds, not as it is spelled: long vowels written doubled or not, doubled
 * consonants or single, w or v, sh or s, ph or f, a final h or none ('vrintaaka' and 'vrintaka',
 * 'godhoom' and 'godhum', 'karpaasah' and 'karpasa').
 */
export function looseLatin(word: string): string {
  let w = loose.get(word);
  if (w === undefined) {
    w = word.replace(/ee|ii/g, 'i').replace(/oo|uu/g, 'u').replace(/w/g, 'v').replace(/ph/g, 'f').replace(/sh/g, 's').replace(/([a-z])\1+/g, '$1');
    if (w.length > 4) w = w.replace(/([aeiou])h$/, '$1');
    remember(loose, word, w);
  }
  return w;
}

// Word forms are asked for again and again (every question meets the whole vocabulary): each is
// worked out once. Bounded, since questions bring new words without end.
const loose = new Map<string, string>();
const MEMO_LIMIT = 200_000;
export function remember<V>(memo: Map<string, V>, key: string, value: V) {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
}

/** A word without an English plural ending: 'boxes' → 'box', 'leaves' → 'leav', 'pests' → 'pest'. */
const singular = (w: string) => (w.endsWith('es') ? w.slice(0, -2) : w.endsWith('s') ? w.slice(0, -1) : w);

export function sameWord(query: string, term: string, { fuzzy = true, romanized = false, scripts }: MatchOptions = {}): boolean {
  if (query === term || beginsWith(query, term)) return true;
  const latinQuery = isLatin(query);
  if (latinQuery && query.length >= 4 && isLatin(term) && looseLatin(query) === looseLatin(term)) return true;
  if (romanized && skeletonMatch(query, term, scripts)) return true;
  if (!latinQuery) return false;
  if ((query.length > term.length && singular(query) === term) || (term.length > query.length && singular(term) === query)) return true;
  if (!fuzzy) return false;
  // Both words long: a short word one edit away is usually another word ('what' is not 'wheat').
  // And the same first letter, as farmers rarely mistype it: 'bahar' (outside) is not 'jahar' (poison).
  return term.length >= 5 && query.length >= 5 && query[0] === term[0] && withinEdits(query, term, 1);
}

/** The script a text is mostly written in, by Unicode block. */
export function dominantScript(text: string): string | null {
  const counts = new Map<string, number>();
  const blocks: [RegExp, string][] = [
    [/[\u0900-\u097f]/u, 'deva'], [/[\u0c00-\u0c7f]/u, 'telu'], [/[\u0b80-\u0bff]/u, 'taml'],
    [/[\u0a80-\u0aff]/u, 'gujr'], [/[\u0a00-\u0a7f]/u, 'guru'], [/[\u0600-\u06ff\u0750-\u077f]/u, 'arab'],
    [/[\u0d00-\u0d7f]/u, 'mlym'], [/[\u0c80-\u0cff]/u, 'knda'], [/[a-z]/iu, 'latn'],
  ];
  for (const ch of text) {
    const hit = blocks.find(([re]) => re.test(ch));
    if (hit) counts.set(hit[1], (counts.get(hit[1]) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [script, n] of counts) if (!best || n > (counts.get(best) ?? 0)) best = script;
  return best;
}

/** Each language's script (Sanskrit and Hindi share Devanagari). */
export const SCRIPT_OF: Record<string, string> = {
  EN: 'latn', HI: 'deva', SA: 'deva', TE: 'telu', TA: 'taml', GU: 'gujr', PA: 'guru', UR: 'arab', ML: 'mlym', KN: 'knda',
};

/** Whether every word of the phrase appears among the query's words (see sameWord for what 'appears' allows). */
/**
 * The phrases whose first word a question word could be by sameWord (with typo tolerance when
 * `fuzzy`; never by romanized sounds): only they need comparing word by word. A list is looked
 * up, not scanned: every question meets every phrase of the vocabulary (a third of the engine's
 * time when scanned).
 */
const firstWords = new WeakMap<string[][], Map<string, string[][]>>();
export function phrasesStartingIn(phrases: string[][], query: string[], fuzzy = false): string[][] {
  let index = firstWords.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) {
      const first = phrase[0];
      if (first === undefined) continue;
      // The forms sameWord meets it by: itself, its spelling-free form, its singular, and with
      // one letter left out (two words one typo apart share such a form).
      const forms = isLatin(first) ? [first, looseLatin(first), singular(first), ...(first.length >= 5 ? deletionsOf(first) : [])] : [first];
      for (const key of new Set(forms)) {
        const list = index.get(key);
        if (list) list.push(phrase);
        else index.set(key, [phrase]);
      }
    }
    firstWords.set(phrases, index);
  }
  const found = new Set<string[]>();
  for (const key of lookupKeys(query, fuzzy)) for (const phrase of index.get(key) ?? []) found.add(phrase);
  return [...found];
}
const deletionsOf = (w: string) => Array.from({ length: w.length }, (_, i) => w.slice(0, i) + w.slice(i + 1));
/** A question's keys for phrasesStartingIn, made once per question (it asks every list). */
const queryKeys = new Map<boolean, WeakMap<string[], Set<string>>>([[false, new WeakMap()], [true, new WeakMap()]]);
function lookupKeys(query: string[], fuzzy: boolean): Set<string> {
  let keys = queryKeys.get(fuzzy)!.get(query);
  if (!keys) {
    keys = new Set();
    for (const q of query) {
      // Every beginning of the word (a key that begins it, or the word whole); its loose form and singular.
      for (let i = 1; i <= q.length; i++) keys.add(q.slice(0, i));
      for (const form of dictionaryFormsOf(q)) keys.add(form);
      if (!isLatin(q)) continue;
      keys.add(looseLatin(q)).add(singular(q));
      if (fuzzy && q.length >= 5) for (const form of deletionsOf(q)) keys.add(form);
    }
    queryKeys.get(fuzzy)!.set(query, keys);
  }
  return keys;
}

export const hasPhrase = (query: string[], phrase: string[], options: MatchOptions = {}) =>
  phrase.every((p) => query.some((q) => sameWord(q, p, options)));

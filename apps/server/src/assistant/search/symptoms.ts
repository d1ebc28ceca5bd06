import { KB_LANGUAGES, PROBLEM_KINDS } from '../kb/schema.ts';
import type { KbLanguage, KnowledgeBase, PreparedEntry } from './legacy-index.ts';
import { isLatinText, skeleton, words } from '../text.ts';

/**
 * A second pass for questions no key phrase catches: the farmer's own description of what they
 * see, in any language or typed in Latin letters. Entries are ranked by the words they share with
 * the question (BM25 over the whole text of each entry in the session's language), so rare,
 * telling words ('powder', 'fingers', 'neck') weigh more than common ones ('leaves', 'spray').
 */
/**
 * Inverted: for each term, the documents holding it and how often. A question's few terms are
 * looked up instead of every document being visited, and a thousand entries' terms in ten
 * languages fit in typed arrays rather than a map per document (which took most of the heap).
 */
interface Postings { docs: Uint32Array; counts: Uint16Array }
/**
 * Every term's postings packed end to end in two arrays, a term's slot giving where its run
 * starts: two typed arrays per term (most terms are in one entry) cost more than the postings.
 */
class Packed {
  private readonly slots = new Map<string, number>();
  private readonly starts: Uint32Array;
  private readonly docs: Uint32Array;
  private readonly counts: Uint16Array;
  constructor(lists: Map<string, { docs: number[]; counts: number[] }>) {
    const total = [...lists.values()].reduce((sum, l) => sum + l.docs.length, 0);
    this.starts = new Uint32Array(lists.size + 1);
    this.docs = new Uint32Array(total);
    this.counts = new Uint16Array(total);
    let at = 0;
    for (const [term, list] of lists) {
      this.starts[this.slots.size] = at;
      this.slots.set(term, this.slots.size);
      this.docs.set(list.docs, at);
      this.counts.set(list.counts, at);
      at += list.docs.length;
    }
    this.starts[this.slots.size] = at;
  }
  has(term: string): boolean { return this.slots.has(term); }
  /** Whether a document holds the term (no view made: asked for each document and crop name). */
  holds(term: string, doc: number): boolean {
    const slot = this.slots.get(term);
    if (slot === undefined) return false;
    for (let i = this.starts[slot]!; i < this.starts[slot + 1]!; i++) if (this.docs[i] === doc) return true;
    return false;
  }
  get(term: string): Postings | undefined {
    const slot = this.slots.get(term);
    if (slot === undefined) return undefined;
    const [from, to] = [this.starts[slot]!, this.starts[slot + 1]!];
    return { docs: this.docs.subarray(from, to), counts: this.counts.subarray(from, to) };
  }
}
interface Doc { entry: PreparedEntry; length: number }
interface Index { docs: Doc[]; mode: Mode; language: KbLanguage; postings: Packed; avgLength: number }

/**
 * How a question is compared with entries' text, and with which language's text: English word for
 * word with the English text; Urdu in its own script word for word; every Indian script, and
 * romanized typing of it, by consonant skeleton against the session language's own text (so
 * words of other languages never collide with it). Romanized Urdu is compared with Hindi. Read
 * `byWord`, a question in its own script is compared word by word with its language's text.
 */
type Mode = 'english' | 'words' | 'skeleton';
const modeOf = (language: string, latinQuestion: boolean, byWord = false): { mode: Mode; language: KbLanguage } => {
  const lang = language.toLowerCase() as KbLanguage;
  if (lang === 'en') return { mode: 'english', language: 'en' };
  if (!latinQuestion && (byWord || lang === 'ur')) return { mode: 'words', language: lang };
  return { mode: 'skeleton', language: lang === 'ur' ? 'hi' : lang };
};

const MIN_SKELETON = 3;
const STOP = new Set(['the', 'and', 'are', 'for', 'with', 'what', 'how', 'this', 'that', 'from', 'have', 'has', 'was', 'were', 'not', 'but', 'you', 'your', 'per', 'can', 'should', 'then', 'than', 'they', 'them', 'its', 'into', 'after', 'before', 'when', 'which', 'there', 'about']);
const indexes = new WeakMap<KnowledgeBase, Map<string, Index>>();

const termsOf = (text: string, mode: Mode) => mode === 'english'
  ? words(text).filter((w) => w.length >= 3 && /^[a-z]+$/.test(w) && !STOP.has(w)).map((w) => w.replace(/(es|s)$/, ''))
  : mode === 'words' ? words(text).filter((w) => [...w].length >= 2)
  : words(text).map(skeleton).filter((s) => s.length >= MIN_SKELETON);

function indexOf(kb: KnowledgeBase, mode: Mode, language: KbLanguage): Index {
  const byKey = indexes.get(kb) ?? new Map<string, Index>();
  indexes.set(kb, byKey);
  const cached = byKey.get(`${mode}:${language}`);
  if (cached) return cached;
  // A crop's profile (how to grow it) speaks of every stage and many problems; it is found by the
  // question's intent and crop (route stage), never by a description of what the farmer sees.
  const lists = new Map<string, { docs: number[]; counts: number[] }>();
  const docs = kb.entries.filter((entry) => entry.kind !== 'profile').map((entry, at) => {
    const text = [entry.title[language], entry.answer[language], ...entry.keys[language].strong, ...entry.keys[language].weak].join(' ');
    const tf = new Map<string, number>();
    const terms = termsOf(text, mode);
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, count] of tf) {
      const list = lists.get(t) ?? { docs: [], counts: [] };
      lists.set(t, list);
      list.docs.push(at);
      list.counts.push(Math.min(count, 0xffff));
    }
    return { entry, length: terms.length };
  });
  const postings = new Packed(lists);
  const index = { docs, mode, language, postings, avgLength: docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length) };
  byKey.set(`${mode}:${language}`, index);
  return index;
}

/**
 * Each index the description search can need (a language's text, its romanized typing), as one
 * step each: built ahead of the first question in that language, a step at a time so that
 * questions are answered between them (a few hundred milliseconds each at 1,000 entries).
 */
export function symptomIndexSteps(kb: KnowledgeBase): (() => void)[] {
  const wanted = new Map(KB_LANGUAGES.flatMap((l) => [modeOf(l, false), modeOf(l, true), modeOf(l, false, true)]).map((m) => [`${m.mode}:${m.language}`, m]));
  return [...wanted.values()].map(({ mode, language }) => () => { indexOf(kb, mode, language); cropTermsOf(kb, mode); });
}

export interface SymptomMatch {
  entry: PreparedEntry; score: number; matched: number;
  /** Of the words matched, those few entries share (a sign, not 'field' or 'time'). */
  telling: number;
}

/** Entries ranked by shared telling words; only entries the named crops allow (crop entries need their crop named). */
/** A word in at most this share of the entries tells something ('powder', 'hooves'); more is everyday ('field', 'time'). */
const TELLING_SHARE = 0.1;
const cropTerms = new WeakMap<KnowledgeBase, Map<Mode, Set<string>>>();
/** The crops' one-word names as index terms: the crop is the setting of a description, not one of its signs. */
function cropTermsOf(kb: KnowledgeBase, mode: Mode): Set<string> {
  const byMode = cropTerms.get(kb) ?? new Map<Mode, Set<string>>();
  cropTerms.set(kb, byMode);
  let terms = byMode.get(mode);
  if (!terms) {
    const names = [...kb.crops.values()].flat().filter((name) => name.length === 1).flat();
    byMode.set(mode, terms = new Set(termsOf(names.join(' '), mode)));
  }
  return terms;
}

export function rankBySymptoms(kb: KnowledgeBase, question: string, crops: Set<string>, sessionLanguage: string, byWord = false): SymptomMatch[] {
  // (By whole words, with endings cut back to a beginning the text holds: a question in its own
  // script, told apart more finely than by consonants alone.)
  const { mode, language } = modeOf(sessionLanguage, isLatinText(question), byWord);
  const index = indexOf(kb, mode, language);
  const { docs, postings, avgLength } = index;
  // Indian languages attach endings to words ('பூங்கொத்துல', 'in the flower bunch'): a question word
  // missing from the entries' text stands for its longest beginning (3+ letters) that is in it.
  const stem = (term: string) => {
    if (mode === 'english' || postings.has(term)) return term;
    const letters = mode === 'skeleton' ? term.split('') : [...term];
    for (let i = letters.length - 1; i >= 3; i--) {
      const prefix = letters.slice(0, i).join('');
      if (postings.has(prefix)) return prefix;
    }
    return term;
  };
  // What the farmer asks (when to sow, how much, the yield) is no sign of a problem: only what they see counts.
  const seen = words(question).filter((w) => !kb.asking?.has(w)).join(' ');
  const crop = cropTermsOf(kb, mode);
  const query = [...new Set(termsOf(seen, mode).map(stem))];
  const n = docs.length;
  // An entry for no crop in particular (a nutrient's shortage) may tell one crop's own signs
  // ('hollow, brown stems in cauliflower'): it is a candidate when that crop is asked about.
  // (A problem's entry only: a scheme or a soil practice names crops as examples, not as whose it is.)
  const cropNames = [...crops].flatMap((c) => (kb.cropsByLanguage?.[c]?.[index.language] ?? []).map((name) => termsOf(name, mode)))
    .filter((terms) => terms.length > 0);
  const holds = (at: number, term: string) => postings.holds(term, at);
  const naming = new Map<number, boolean>();
  const namesCrop = (at: number) => {
    if (!naming.has(at)) naming.set(at, PROBLEM_KINDS.has(docs[at]!.entry.kind) && cropNames.some((terms) => terms.every((t) => holds(at, t))));
    return naming.get(at)!;
  };
  const allowed = (at: number) => (docs[at]!.entry.crops.length === 0
    ? crops.size === 0 || namesCrop(at)
    : docs[at]!.entry.crops.some((c) => crops.has(c)));
  // Each document's sums are added in the question's term order, as a scan of documents would.
  const found = new Map<number, { score: number; matched: number; telling: number }>();
  for (const term of query) {
    const list = postings.get(term);
    if (!list) continue;
    const df = list.docs.length;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const tells = df <= n * TELLING_SHARE && !crop.has(term);
    for (let i = 0; i < list.docs.length; i++) {
      const at = list.docs[i]!;
      const doc = docs[at]!;
      if (!allowed(at)) continue;
      const f = list.counts[i]!;
      const sums = found.get(at) ?? { score: 0, matched: 0, telling: 0 };
      found.set(at, sums);
      sums.score += idf * ((f * 2.2) / (f + 1.2 * (0.25 + 0.75 * (doc.length / avgLength))));
      sums.matched++;
      if (tells) sums.telling++;
    }
  }
  // In the entries' order before sorting, so equal scores keep the order a scan gave them.
  return [...found].sort(([a], [b]) => a - b).map(([at, sums]) => ({ entry: docs[at]!.entry, ...sums })).sort((a, b) => b.score - a.score);
}

/** The symptom search's answer, when it is clear enough to give: enough telling words, and ahead of the next entry. */
export function confidentSymptomMatch(ranked: SymptomMatch[], threshold = 6, margin = 1.25): SymptomMatch | undefined {
  const [first, second] = ranked;
  if (!first || first.matched < 2 || first.telling < 2 || first.score < threshold) return undefined;
  if (second && first.score < second.score * margin) return undefined;
  return first;
}

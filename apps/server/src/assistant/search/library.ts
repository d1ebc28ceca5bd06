import MiniSearch, { type SearchResult } from 'minisearch';
import type { Knowledge } from '../kb/load.ts';
import { type Entry, KB_LANGUAGES, type KbLanguage } from '../kb/schema.ts';
import { cropsNamed, KIN, UNCOVERED } from './retrieval.ts';
import { asksUncoveredTopic } from './uncovered-crops.ts';
import { isLatin, isLatinText, words } from '../text.ts';
import { romanizedPhrase, typedForm } from '../understand/romanize.ts';
import type { Found } from './index.ts';

// The knowledge search on a kept library (MiniSearch): each entry is a document per language, its
// names (title, aliases), its signs (summary, symptoms, cause) and the rest of its text, and for
// the Indian scripts the same transliterated the way farmers type Latin letters. No hand-written
// search phrases: what an entry says is what finds it. Chosen by KNOWLEDGE_SEARCH=library while it
// is measured against the key index (see the README); not yet the default.

interface Doc { id: string; entry: string; language: KbLanguage; names: string; signs: string; text: string; namesLatin: string; signsLatin: string }

const tokenize = (text: string) => words(text);
/** One spelling for a Latin word however it is typed, the same folding as the intents' (romanize.ts). */
const LATIN_FIELDS = new Set(['namesLatin', 'signsLatin']);
/** The derived Latin fields are folded for their language when built (latinOf); the rest here. */
const indexTerm = (term: string, field?: string) => (field && LATIN_FIELDS.has(field) ? term : isLatin(term) ? typedForm(term) : term);
const latinOf = (text: string, language: KbLanguage) => (language === 'en' || language === 'ur' ? ''
  : text.split(/[\n.;:,()]+/).flatMap((part) => romanizedPhrase(part, language) ?? []).map((w) => typedForm(w, language)).join(' '));

const indexes = new WeakMap<Knowledge, MiniSearch<Doc>>();
function indexOf(k: Knowledge): MiniSearch<Doc> {
  let index = indexes.get(k);
  if (index) return index;
  index = new MiniSearch<Doc>({
    fields: FIELDS,
    storeFields: ['entry', 'language'],
    tokenize, processTerm: indexTerm,
  });
  index.addAll(docsOf(k));
  indexes.set(k, index);
  return index;
}

const FIELDS = ['names', 'signs', 'text', 'namesLatin', 'signsLatin'];
const docCache = new WeakMap<Knowledge, Doc[]>();
function docsOf(k: Knowledge): Doc[] {
  const cached = docCache.get(k);
  if (cached) return cached;
  const docs: Doc[] = [];
  for (const entry of k.entries) {
    for (const language of KB_LANGUAGES) {
      const t = entry.text[language];
      const names = [t.title, ...t.aliases].join('\n');
      const signs = [t.summary, t.sections.symptoms ?? '', t.sections.cause ?? ''].join('\n');
      const text = Object.entries(t.sections).filter(([id]) => id !== 'symptoms' && id !== 'cause').map(([, v]) => v).join('\n');
      docs.push({ id: `${entry.id}:${language}`, entry: entry.id, language, names, signs, text, namesLatin: latinOf(names, language), signsLatin: latinOf(signs, language) });
    }
  }
  docCache.set(k, docs);
  return docs;
}


const cropWordSets = new WeakMap<Knowledge, Set<string>>();
/** Every word of every crop's names, as the index spells terms. */
function cropWords(k: Knowledge): Set<string> {
  let set = cropWordSets.get(k);
  if (!set) {
    set = new Set([...k.legacy.crops.values()].flat(2).map((w) => indexTerm(w)));
    cropWordSets.set(k, set);
  }
  return set;
}

const frequencies = new WeakMap<Knowledge, Map<string, number>>();
/** In how many entries (any language, any field) each indexed term appears. */
function entryFrequency(k: Knowledge): Map<string, number> {
  let df = frequencies.get(k);
  if (df) return df;
  const entriesOf = new Map<string, Set<string>>();
  for (const doc of docsOf(k)) {
    for (const [field, value] of Object.entries(doc)) {
      if (!FIELDS.includes(field)) continue;
      for (const w of tokenize(value)) {
        const term = indexTerm(w, field);
        entriesOf.set(term, (entriesOf.get(term) ?? new Set()).add(doc.entry));
      }
    }
  }
  df = new Map([...entriesOf].map(([term, ids]) => [term, ids.size]));
  frequencies.set(k, df);
  return df;
}

/** A match, and how telling the words it matched are (evidence: their summed inverse entry frequency). */
export interface Ranked extends Found { evidence: number }

/** Every entry the question matches, best first. */
export function rankLibrary(k: Knowledge, question: string, language: string): Ranked[] {
  const lang = language.toLowerCase() as KbLanguage;
  const romanized = lang !== 'en' && isLatinText(question);
  // Kin languages share words (Hindustani; Sanskrit's Devanagari terms); English words come into every language.
  const languages = new Set<KbLanguage>([lang, 'en', ...(KIN[lang] ?? [])]);
  const mentioned = cropsNamed(k.legacy, question);
  const named = [...mentioned].filter((c) => c !== UNCOVERED);
  const onlyUncovered = mentioned.has(UNCOVERED) && named.length === 0;
  const fits = (entry: Entry) => (named.length ? entry.crops.length === 0 || entry.crops.some((c) => named.includes(c)) : !onlyUncovered || entry.crops.length === 0);
  const results = indexOf(k).search(question, {
    processTerm: (term) => (isLatin(term) ? typedForm(term, lang) : term),
    fields: romanized ? ['namesLatin', 'signsLatin', 'names', 'signs'] : ['names', 'signs', 'text'],
    boost: { names: 3, namesLatin: 3, signs: 1.5, signsLatin: 1.5, text: 0.5 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (isLatin(term) && term.length >= 5 ? 0.2 : false),
    filter: (r) => languages.has(r.language as KbLanguage) && fits(k.byId.get(r.entry as string)!),
  });
  // One score per entry: its best language document, the crop named first counting most.
  const df = entryFrequency(k);
  const idf = (term: string) => Math.log(k.entries.length / (df.get(term) ?? 1));
  const best = new Map<string, SearchResult>();
  for (const r of results) if (!best.has(r.entry as string)) best.set(r.entry as string, r);
  const ranked = [...best.values()].map((r) => {
    const entry = k.byId.get(r.entry as string)!;
    const cropBonus = named[0] && entry.crops.includes(named[0]) ? 1.5 : named.length && entry.crops.length === 0 ? 0.7 : 1;
    // The problem named: a word of its names that is not a crop's ('onion' in 'onion price' names no problem).
    const namedField = Object.entries(r.match).some(([term, fields]) => !cropWords(k).has(term) && (fields.includes('names') || fields.includes('namesLatin')));
    const content = Object.entries(r.match).filter(([term]) => !cropWords(k).has(term));
    const evidence = content.reduce((sum, [term]) => sum + idf(term), 0);
    return { entry, score: r.score * cropBonus, named: namedField, confident: namedField, evidence };
  }).sort((a, b) => b.score - a.score);
  return ranked;
}

export function searchLibrary(k: Knowledge, question: string, language: string): Found | null {
  if (asksUncoveredTopic(words(question))) return null;
  const named = [...cropsNamed(k.legacy, question)].filter((c) => c !== UNCOVERED);
  const [top] = rankLibrary(k, question, language);
  // A crop's entry needs its crop named or the problem named; signs alone, no crop, fit anything.
  if (!top || (!named.length && top.entry.crops.length > 0 && !top.named)) return null;
  if (top.evidence < (top.entry.crops.length ? MIN_EVIDENCE.crop : MIN_EVIDENCE.general)) return null;
  return top;
}

/**
 * How much telling the words in common must be (the sum of their inverse entry frequency, crop names
 * aside): 'what to do', 'how much' are in every entry and tell nothing. An entry for no crop (heavy
 * rain, a scheme) is asked for by name, so it needs more. Calibrated on the open sets: below it, as many wrong answers as right ones.
 */
const MIN_EVIDENCE = { crop: 4, general: 6 };

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
const processTerm = (term: string) => (isLatin(term) ? typedForm(term) : term);
const latinOf = (text: string, language: KbLanguage) =>
  language === 'en' || language === 'ur' ? '' : text.split(/[\n.;:,()]+/).flatMap((part) => romanizedPhrase(part, language) ?? []).join(' ');

const indexes = new WeakMap<Knowledge, MiniSearch<Doc>>();
function indexOf(k: Knowledge): MiniSearch<Doc> {
  let index = indexes.get(k);
  if (index) return index;
  index = new MiniSearch<Doc>({
    fields: ['names', 'signs', 'text', 'namesLatin', 'signsLatin'],
    storeFields: ['entry', 'language'],
    tokenize, processTerm,
  });
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
  index.addAll(docs);
  indexes.set(k, index);
  return index;
}


const cropWordSets = new WeakMap<Knowledge, Set<string>>();
/** Every word of every crop's names, as the index spells terms. */
function cropWords(k: Knowledge): Set<string> {
  let set = cropWordSets.get(k);
  if (!set) {
    set = new Set([...k.legacy.crops.values()].flat(2).map(processTerm));
    cropWordSets.set(k, set);
  }
  return set;
}

export function searchLibrary(k: Knowledge, question: string, language: string): Found | null {
  if (asksUncoveredTopic(words(question))) return null;
  const lang = language.toLowerCase() as KbLanguage;
  const romanized = lang !== 'en' && isLatinText(question);
  // Kin languages share words (Hindustani; Sanskrit's Devanagari terms); English words come into every language.
  const languages = new Set<KbLanguage>([lang, 'en', ...(KIN[lang] ?? [])]);
  const mentioned = cropsNamed(k.legacy, question);
  const named = [...mentioned].filter((c) => c !== UNCOVERED);
  const onlyUncovered = mentioned.has(UNCOVERED) && named.length === 0;
  const fits = (entry: Entry) => (named.length ? entry.crops.length === 0 || entry.crops.some((c) => named.includes(c)) : !onlyUncovered || entry.crops.length === 0);
  const results = indexOf(k).search(question, {
    fields: romanized ? ['namesLatin', 'signsLatin', 'names', 'signs'] : ['names', 'signs', 'text'],
    boost: { names: 3, namesLatin: 3, signs: 1.5, signsLatin: 1.5, text: 0.5 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (isLatin(term) && term.length >= 5 ? 0.2 : false),
    filter: (r) => languages.has(r.language as KbLanguage) && fits(k.byId.get(r.entry as string)!),
  });
  // One score per entry: its best language document, the crop named first counting most.
  const best = new Map<string, SearchResult>();
  for (const r of results) if (!best.has(r.entry as string)) best.set(r.entry as string, r);
  const ranked = [...best.values()].map((r) => {
    const entry = k.byId.get(r.entry as string)!;
    const cropBonus = named[0] && entry.crops.includes(named[0]) ? 1.5 : named.length && entry.crops.length === 0 ? 0.7 : 1;
    // The problem named: a word of its names that is not a crop's ('onion' in 'onion price' names no problem).
    const namedField = Object.entries(r.match).some(([term, fields]) => !cropWords(k).has(term) && (fields.includes('names') || fields.includes('namesLatin')));
    return { entry, score: r.score * cropBonus, named: namedField, confident: namedField };
  }).sort((a, b) => b.score - a.score);
  const [top] = ranked;
  // A crop's entry needs its crop named or the problem named; signs alone, no crop, fit anything.
  if (!top || (!named.length && top.entry.crops.length > 0 && !top.named)) return null;
  if (top.score < MIN_SCORE) return null;
  return top;
}

/** Below this, the match is a word or two in common, not an answer. (Not yet calibrated.) */
const MIN_SCORE = 8;

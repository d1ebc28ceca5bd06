import type { KnowledgeBase } from './legacy-index.ts';
import { beginningsOf, isLatin, looseLatin, type MatchOptions, sameWord, skeleton } from '../text.ts';

/**
 * Every distinct key word of the knowledge base, arranged so a question's words can be looked up
 * instead of compared with each key word in turn: by the word itself, by consonant skeleton, and
 * by length (for typo tolerance).
 */
export interface WordIndex {
  all: Set<string>;
  bySkeleton: Map<string, string[]>;
  /**
   * Latin key words of 5+ letters (the ones typo tolerance applies to) under themselves and under
   * each form with one letter deleted: two words one typo apart share a form, so a question
   * word's candidates are a few lookups, not a scan of every key word.
   */
  latinDeletions: Map<string, string[]>;
  /** Latin key words under their spelling-free form (see looseLatin). */
  byLoose: Map<string, string[]>;
  /** Words with a meaning of their own elsewhere in the vocabulary: no typo tolerance for them. */
  plain: Set<string>;
  /** The Latin words of the vocabulary's cropWords.otherMeaning: not even a key's loose spelling. */
  otherMeaning: Set<string>;
  /** How many entries' keys hold each key word (how much a word tells: retrieval's weights). */
  entriesWith: Map<string, number>;
}

/** A word with each one of its letters left out in turn. */
const deletionsOf = (w: string) => Array.from({ length: w.length }, (_, i) => w.slice(0, i) + w.slice(i + 1));
const MIN_FUZZY = 5;

const indexes = new WeakMap<KnowledgeBase, WordIndex>();

export function wordIndexOf(kb: KnowledgeBase): WordIndex {
  const cached = indexes.get(kb);
  if (cached) return cached;
  const all = new Set<string>();
  // One pass over every key word: the words, and how many entries hold each (counted once per
  // entry: a word is marked with the entry it was last seen in).
  const entriesWith = new Map<string, number>();
  const lastSeen = new Map<string, object>();
  for (const entry of kb.entries) {
    for (const list of [entry.strong, entry.weak]) for (const phrase of list) for (const w of phrase) {
      if (lastSeen.get(w) === entry) continue;
      lastSeen.set(w, entry);
      all.add(w);
      entriesWith.set(w, (entriesWith.get(w) ?? 0) + 1);
    }
  }
  for (const names of kb.crops.values()) for (const phrase of names) for (const w of phrase) all.add(w);
  const bySkeleton = new Map<string, string[]>();
  const latinDeletions = new Map<string, string[]>();
  const byLoose = new Map<string, string[]>();
  const push = (map: Map<string, string[]>, key: string, w: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [w]);
    else if (!list.includes(w)) list.push(w);
  };
  for (const w of all) {
    if (isLatin(w)) {
      if (w.length >= 4) push(byLoose, looseLatin(w), w);
      if (w.length >= MIN_FUZZY) for (const form of [w, ...deletionsOf(w)]) push(latinDeletions, form, w);
    } else {
      const s = skeleton(w);
      for (const key of [s, s.replace(/n$/, '')]) push(bySkeleton, key, w);
    }
  }
  const otherMeaning = new Set(Object.values(kb.notCrop?.inLanguage ?? {}).flatMap((set) => [...set]).filter(isLatin));
  const index = { all, bySkeleton, latinDeletions, byLoose, plain: kb.plain ?? new Set<string>(), otherMeaning, entriesWith };
  indexes.set(kb, index);
  return index;
}

/**
 * The key words a question's words stand for, under the given options, each with the positions
 * of the question words it stands for — computed once per question; a key phrase then matches
 * when all its words are in the map.
 */
export function keyWordsOf(index: WordIndex, query: string[], options: MatchOptions): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  query.forEach((q, position) => {
    const add = (term: string) => {
      const at = found.get(term);
      if (at) at.add(position);
      else found.set(term, new Set([position]));
    };
    if (index.all.has(q)) add(q);
    const latin = isLatin(q);
    // Endings attached to an Indian-script word: any key of 3+ letters that begins it.
    if (!latin) {
      for (const prefix of beginningsOf(q, options.sanskritStems !== false)) if (index.all.has(prefix)) add(prefix);
      return;
    }
    // Plurals, typos and (for romanized questions) skeletons: only the plausible candidates are
    // compared. Typos keep the first letter: farmers seldom get that one wrong.
    // ('-es' makes plurals of words ending in s, x, z, ch, sh or o: 'rabi' season is no 'rabies'.)
    const candidates = new Set([q.replace(/(es|s)$/, ''), `${q}s`, ...(/(s|x|z|ch|sh|o)$/.test(q) ? [`${q}es`] : [])].filter((w) => index.all.has(w)));
    // (Nor a word the vocabulary gives another meaning spelled loosely: Gujarati 'charo', fodder, is no 'chharo', mildew.)
    if (q.length >= 4 && !index.otherMeaning.has(q)) for (const term of index.byLoose.get(looseLatin(q)) ?? []) candidates.add(term);
    if (q.length >= MIN_FUZZY && !index.plain.has(q)) {
      for (const form of [q, ...deletionsOf(q)]) for (const term of index.latinDeletions.get(form) ?? []) if (term[0] === q[0]) candidates.add(term);
    }
    // In romanized typing of an Indian language the last letter is the ending, not a typo: 'vellai' (white) is not 'vellam' (flood).
    const anotherEnding = (term: string) => options.romanized && term.length === q.length && term.slice(0, -1) === q.slice(0, -1);
    for (const term of candidates) if (!anotherEnding(term) && sameWord(q, term, { ...options, romanized: false })) add(term);
    // (Nor by its consonants: an everyday word is no key typed loosely, 'jasti', a lot, no 'jassid'.)
    if (options.romanized && !index.plain.has(q)) {
      const s = skeleton(q);
      for (const key of [s, `${s}n`, s.replace(/n$/, '')]) {
        for (const term of index.bySkeleton.get(key) ?? []) if (sameWord(q, term, options)) add(term);
      }
    }
  });
  return found;
}

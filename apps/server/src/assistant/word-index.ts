import type { KnowledgeBase } from './knowledge.ts';
import { isLatin, type MatchOptions, sameWord, skeleton } from './text.ts';

/**
 * Every distinct key word of the knowledge base, arranged so a question's words can be looked up
 * instead of compared with each key word in turn: by the word itself, by consonant skeleton, and
 * by length (for typo tolerance).
 */
export interface WordIndex {
  all: Set<string>;
  bySkeleton: Map<string, string[]>;
  /** Latin key words by first letter and length: typos seldom change the first letter. */
  latinByStart: Map<string, string[]>;
}

const indexes = new WeakMap<KnowledgeBase, WordIndex>();

export function wordIndexOf(kb: KnowledgeBase): WordIndex {
  const cached = indexes.get(kb);
  if (cached) return cached;
  const all = new Set<string>();
  for (const entry of kb.entries) for (const phrase of [...entry.strong, ...entry.weak]) for (const w of phrase) all.add(w);
  for (const names of kb.crops.values()) for (const phrase of names) for (const w of phrase) all.add(w);
  const bySkeleton = new Map<string, string[]>();
  const latinByStart = new Map<string, string[]>();
  for (const w of all) {
    if (isLatin(w)) latinByStart.set(`${w[0]}${w.length}`, [...(latinByStart.get(`${w[0]}${w.length}`) ?? []), w]);
    else {
      const s = skeleton(w);
      for (const key of [s, s.replace(/n$/, '')]) bySkeleton.set(key, [...(bySkeleton.get(key) ?? []), w]);
    }
  }
  const index = { all, bySkeleton, latinByStart };
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
      const letters = [...q];
      for (let i = 3; i < letters.length; i++) {
        const prefix = letters.slice(0, i).join('');
        if (index.all.has(prefix)) add(prefix);
      }
      return;
    }
    // Plurals, typos and (for romanized questions) skeletons: only the plausible candidates are compared.
    const candidates = [-2, -1, 0, 1, 2].flatMap((d) => index.latinByStart.get(`${q[0]}${q.length + d}`) ?? []);
    for (const term of candidates) if (sameWord(q, term, { ...options, romanized: false })) add(term);
    if (options.romanized) {
      const s = skeleton(q);
      for (const key of [s, `${s}n`, s.replace(/n$/, '')]) {
        for (const term of index.bySkeleton.get(key) ?? []) if (sameWord(q, term, options)) add(term);
      }
    }
  });
  return found;
}

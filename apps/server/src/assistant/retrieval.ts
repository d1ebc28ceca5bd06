import type { KnowledgeBase, PreparedEntry } from './knowledge.ts';
import { sameWord, words } from './text.ts';

export interface Match { entry: PreparedEntry; score: number }

/** Whether every word of the phrase appears among the query's words. */
const hasPhrase = (query: string[], phrase: string[]) => phrase.every((p) => query.some((q) => sameWord(q, p)));

/** Total length (in words) of the phrases found: a longer phrase is more specific. */
const phraseScore = (query: string[], list: string[][]) =>
  list.reduce((sum, phrase) => (hasPhrase(query, phrase) ? sum + phrase.length : sum), 0);

/**
 * Finds the entries a question is about. An entry qualifies when a strong sign of it is named, or
 * a weak sign together with its crop; an entry for another crop than the one named never does.
 * Returns matches best first; empty means "I don't know".
 */
export function retrieve(kb: KnowledgeBase, question: string, topic: string): Match[] {
  const query = words(question);
  if (query.length === 0) return [];
  const named = new Set<string>();
  for (const [crop, names] of kb.crops) if (names.some((n) => hasPhrase(query, n))) named.add(crop);

  const matches: Match[] = [];
  for (const entry of kb.entries) {
    const cropNamed = entry.crops.some((c) => named.has(c));
    if (named.size > 0 && entry.crops.length > 0 && !cropNamed) continue;
    const strong = phraseScore(query, entry.strong);
    const weak = phraseScore(query, entry.weak);
    if (strong === 0 && !(weak > 0 && cropNamed)) continue;
    const score = 3 * strong + weak + (cropNamed ? 2 : 0) + (entry.topic === topic ? 0.5 : 0);
    matches.push({ entry, score });
  }
  return matches.sort((a, b) => b.score - a.score);
}

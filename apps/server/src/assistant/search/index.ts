import type { Knowledge } from '../kb/load.ts';
import type { Entry } from '../kb/schema.ts';
import { retrieveInContext } from './retrieval.ts';

/**
 * The knowledge search: the best entry for the question on its own, with its score (a named
 * problem scores 3 and more), or null. Today the v1 key index; the search library replaces it.
 */
export function search(k: Knowledge, text: string, bot: string, language: string): { entry: Entry; score: number } | null {
  const [best] = retrieveInContext(k.legacy, text, bot, [], language);
  return best ? { entry: k.byId.get(best.entry.id)!, score: best.score } : null;
}

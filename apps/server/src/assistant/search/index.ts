import type { Knowledge } from '../kb/load.ts';
import type { Entry } from '../kb/schema.ts';
import { retrieveInContext } from './retrieval.ts';

/**
 * The knowledge search: the best entry for the question on its own, with its score, or null. Today the v1 key index; the search library replaces it.
 */
export interface Found { entry: Entry; score: number; /** The farmer named the problem or topic, not only its signs. */ named: boolean }

export function search(k: Knowledge, text: string, bot: string, language: string): Found | null {
  const [best] = retrieveInContext(k.legacy, text, bot, language);
  return best ? { entry: k.byId.get(best.entry.id)!, score: best.score, named: best.named ?? false } : null;
}

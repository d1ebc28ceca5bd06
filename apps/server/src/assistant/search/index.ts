import type { Knowledge } from '../kb/load.ts';
import type { Entry } from '../kb/schema.ts';
import { searchLibrary } from './library.ts';
import { retrieveInContext } from './retrieval.ts';

/**
 * The knowledge search: the best entry for the question on its own, with its score, or null. Today the v1 key index; the search library replaces it.
 */
export interface Found {
  entry: Entry;
  score: number;
  /** The farmer named the problem or topic, not only its signs. */
  named: boolean;
  /** Sure enough to set aside what else the question asks (a price, tomorrow's rain): named, or signs with the crop. */
  confident: boolean;
  /** Found by the description alone, not by a key: how many telling words matched (else null). */
  described?: number | null;
}
export type SearchKind = 'keys' | 'library';

export function search(k: Knowledge, text: string, bot: string, language: string, kind: SearchKind = 'keys'): Found | null {
  if (kind === 'library') return searchLibrary(k, text, language);
  const [best] = retrieveInContext(k.legacy, text, bot, language);
  // The key index scores a strong key 3, a sign with its crop named about as much.
  return best ? { entry: k.byId.get(best.entry.id)!, score: best.score, named: best.named ?? false, confident: best.score >= 3, described: best.described ?? null } : null;
}

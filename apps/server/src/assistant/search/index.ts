import type { Knowledge } from '../kb/load.ts';
import type { Entry } from '../kb/schema.ts';
import { searchLibrary } from './library.ts';
import { type Asked, keyReadingSteps, retrieveInContext } from './retrieval.ts';
import { symptomIndexSteps } from './symptoms.ts';

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
  /** Found by the description far ahead of any other entry. */
  clear?: boolean;
  /** The next best entry, for the route to prefer when the question's intent fits it better. */
  runnerUp?: Found | null;
}
export type SearchKind = 'keys' | 'library';

export function search(k: Knowledge, text: string, bot: string, language: string, kind: SearchKind = 'keys', asked: Asked = {}): Found | null {
  if (kind === 'library') return searchLibrary(k, withSoilReading(k, text), language);
  const [best, next] = retrieveInContext(k.legacy, withSoilReading(k, text), bot, language, asked);
  // The key index scores a strong key 3, a sign with its crop named about as much. An animal's
  // signs found by their keys count as told, like signs found by the description.
  const found = (m: NonNullable<typeof best>): Found => ({ entry: k.byId.get(m.entry.id)!, score: m.score, named: m.named ?? false, confident: m.score >= 3, described: m.described ?? m.signs ?? null, clear: m.clear ?? false });
  return best ? { ...found(best), runnerUp: next ? found(next) : null } : null;
}

/**
 * The search's indexes for every language, built before farmers ask rather than on each
 * language's first question (which waited for its index: bench:engine's p99). One index per
 * event-loop turn, so a question that comes meanwhile waits for one index at most, not all.
 */
export async function warmSearch(k: Knowledge): Promise<void> {
  for (const step of [...keyReadingSteps(k.legacy), ...symptomIndexSteps(k.legacy)]) {
    await new Promise((resolve) => setImmediate(resolve));
    step();
  }
}

/**
 * A soil test's pH read out ('pH 4.8 came in the test, what to apply?') tells the soil's problem in
 * a number no key can hold: below 6 the soil is acidic (lime), above 8.5 sodic (gypsum), and in
 * between nothing. The reading becomes three words the acidic and the sodic soil's entries have as
 * a key in every language (soil-acidic-liming, soil-alkaline-gypsum), enough to outweigh the words
 * 'soil test' said around it, which are the sampling's.
 */
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const SOIL_READINGS = { acidic: 'phreading phacidic phlow', sodic: 'phreading phsodic phhigh' } as const;
const patterns = new WeakMap<Knowledge, { names: RegExp | null; reading: RegExp }>();
/** pH in the farmer's script ('पी एच', 'പി എച്ച്'), and the reading after it with a word for its value or none. */
function readingPatterns(k: Knowledge) {
  let made = patterns.get(k);
  if (!made) {
    const alternatives = (lists: Record<string, string[]>) => Object.values(lists).flat().sort((a, b) => b.length - a.length).map(escaped).join('|');
    const { ph, value } = k.vocabulary.readings;
    const names = alternatives(ph);
    made = {
      names: names ? new RegExp(names, 'g') : null,
      reading: new RegExp(`\\bp\\.?\\s?h\\.?\\s*(?:(?:${alternatives(value) || 'is'}|is|of)\\s*)?(?:=|:|-)?\\s*(\\d{1,2}(?:\\.\\d{1,2})?)(?!\\d)`, 'gi'),
    };
    patterns.set(k, made);
  }
  return made;
}
function withSoilReading(k: Knowledge, text: string): string {
  const { names, reading } = readingPatterns(k);
  return (names ? text.replace(names, ' pH ') : text).replace(reading, (said, value: string) => {
    const ph = Number(value);
    return ph > 0 && ph < 6 ? `${said} ${SOIL_READINGS.acidic}` : ph > 8.5 && ph <= 14 ? `${said} ${SOIL_READINGS.sodic}` : said;
  });
}

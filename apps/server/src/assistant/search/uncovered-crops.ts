import { beginningsOf, beginsWith, isLatin, words } from '../text.ts';
import UNCOVERED from './uncovered.json' with { type: 'json' };

/**
 * Crops the knowledge base has no entries for, in the languages farmers write: the vocabulary's
 * crops (vocabulary/crops.json, each with its name per language) that no entry covers, and older
 * names without one (uncovered.json). A question about one of them (and none of ours) must not be
 * answered from another crop's entry: 'coffee rust' is not wheat rust; the decline names the crop.
 * Words that also mean something else (Tamil மஞ்சள் 'yellow' and 'turmeric') are left out.
 */
export type UncoveredNames = Map<string, string | null>;

/** Each word of an uncovered crop's names → the crop's key (null for a name of the older list), minus any word that also names one of ours. */
export function uncoveredCropNames(ourCropWords: Set<string>, vocabulary: Record<string, Record<string, string[]>>, covered: Set<string>): UncoveredNames {
  const names: UncoveredNames = new Map();
  for (const [crop, perLanguage] of Object.entries(vocabulary)) {
    if (covered.has(crop)) continue;
    for (const w of Object.values(perLanguage).flat().flatMap(words)) if (!ourCropWords.has(w) && !names.has(w)) names.set(w, crop);
  }
  for (const w of UNCOVERED.crops.flatMap(words)) if (!ourCropWords.has(w) && !names.has(w)) names.set(w, null);
  return names;
}

/** The question words that name an uncovered crop (the name itself, or with an ending attached to a 3+ letter name), by position, with the crop's key. */
export function uncoveredCropPositions(query: string[], names: UncoveredNames): Map<number, string | null> {
  const at = new Map<number, string | null>();
  query.forEach((w, i) => {
    const name = names.has(w) ? w : isLatin(w) ? undefined : beginningsOf(w).find((b) => names.has(b));
    if (name !== undefined) at.set(i, names.get(name)!);
  });
  return at;
}

/**
 * Farm questions we have no entries for, which share words with ours: loans and credit (KCC,
 * waivers), PM-KISAN instalments, tractor repair. Unless the question is also about crop
 * insurance (which covers loanee farmers), they get the honest "I don't know" with the Kisan
 * Call Centre number rather than the nearest insurance entry.
 */
const UNCOVERED_TOPICS = UNCOVERED.topics.map(words);
const INSURANCE = UNCOVERED.insurance.map(words);

const hasPhrase = (query: string[], phrase: string[]) => phrase.every((p) => query.some((q) => beginsWith(q, p)));

/** Whether a question is about one of the uncovered farm topics and not about crop insurance. */
export const asksUncoveredTopic = (query: string[]) =>
  UNCOVERED_TOPICS.some((t) => hasPhrase(query, t)) && !INSURANCE.some((t) => hasPhrase(query, t));

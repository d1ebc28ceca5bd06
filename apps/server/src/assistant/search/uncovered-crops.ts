import { beginningsOf, beginsWith, isLatin, words } from '../text.ts';
import UNCOVERED from './uncovered.json' with { type: 'json' };

/**
 * Crops the knowledge base has no entries for, in the languages farmers write (uncovered.json). A question about
 * one of them (and none of ours) must not be answered from another crop's entry: 'coffee rust' is
 * not wheat rust. Words that also mean something else (Tamil மஞ்சள் 'yellow' and 'turmeric',
 * Telugu పసుపు likewise) are left out.
 */
const NAMES = UNCOVERED.crops;

/** Names of crops we have no entries for, minus any word that also names one of ours. */
export function uncoveredCropNames(ourCropWords: Set<string>): Set<string> {
  return new Set(NAMES.flatMap(words).filter((w) => !ourCropWords.has(w)));
}

/** The positions of the question words that name an uncovered crop: the name itself, or it with an ending attached (3+ letter names). */
export function uncoveredCropPositions(query: string[], names: Set<string>): number[] {
  return query.flatMap((w, i) => (names.has(w) || (!isLatin(w) && beginningsOf(w).some((b) => names.has(b))) ? [i] : []));
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

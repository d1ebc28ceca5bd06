import { beginningsOf, beginsWith, isLatin, words } from '../text.ts';
import UNCOVERED from './uncovered.json' with { type: 'json' };

/**
 * Crops the knowledge base has no entries for, in the languages farmers write: the vocabulary's
 * crops (vocabulary/crops.json, each with its name per language) that no entry covers, and older
 * names without one (uncovered.json). A question about one of them (and none of ours) must not be
 * answered from another crop's entry: 'coffee rust' is not wheat rust; the decline names the crop.
 * Words that also mean something else (Tamil மஞ்சள் 'yellow' and 'turmeric') are left out.
 */
const MIN_BEGINNING = 4;

/** Uncovered crops' names as word lists, by their first word: a name of two words counts only said together ('band gobhi', not 'band' alone). */
export type UncoveredNames = Map<string, { name: string[]; crop: string | null }[]>;

/** The names of the crops no entry covers → the crop's key (null for a name of the older list), minus any one-word name of ours. */
export function uncoveredCropNames(ourCropWords: Set<string>, vocabulary: Record<string, Record<string, string[]>>, covered: Set<string>): UncoveredNames {
  const names: UncoveredNames = new Map();
  const add = (text: string, crop: string | null) => {
    const name = words(text);
    if (name.length === 0 || (name.length === 1 && ourCropWords.has(name[0]!))) return;
    const list = names.get(name[0]!) ?? [];
    if (!list.some((n) => n.name.join(' ') === name.join(' '))) list.push({ name, crop });
    names.set(name[0]!, list);
  };
  for (const [crop, perLanguage] of Object.entries(vocabulary)) if (!covered.has(crop)) for (const text of Object.values(perLanguage).flat()) add(text, crop);
  for (const text of UNCOVERED.crops) add(text, null);
  return names;
}

/**
 * The question words that name an uncovered crop, by position, with the crop's key: a name's
 * words side by side, its first word itself or with an ending attached (4+ letter names in an
 * Indian script).
 */
export function uncoveredCropPositions(query: string[], names: UncoveredNames): Map<number, string | null> {
  const at = new Map<number, string | null>();
  query.forEach((w, i) => {
    // An ending on a name of 4+ letters only: पान (betel) begins पानी (water).
    const firsts = names.has(w) ? [w] : isLatin(w) ? [] : beginningsOf(w).filter((b) => [...b].length >= MIN_BEGINNING && names.has(b));
    for (const first of firsts) {
      for (const { name, crop } of names.get(first)!) {
        if (!name.every((n, k) => k === 0 || query[i + k] === n)) continue;
        name.forEach((_, k) => at.set(i + k, crop));
      }
    }
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

/**
 * Whether a question is about one of the uncovered farm topics and not about crop insurance. (A
 * topic that is itself an insurance, the animals' (पशु बीमा), is no crop insurance.)
 */
const insures = (phrase: string[]) => INSURANCE.some((t) => hasPhrase(phrase, t));
export const asksUncoveredTopic = (query: string[]) => {
  const topics = UNCOVERED_TOPICS.filter((t) => hasPhrase(query, t));
  return topics.length > 0 && (topics.some(insures) || !INSURANCE.some((t) => hasPhrase(query, t)));
};

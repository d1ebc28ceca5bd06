import type { KbLanguage } from '../../kb/schema.ts';
import { spelledWords, words } from '../../text.ts';

/** How places are named in questions (knowledge/vocabulary/places.json), per language. */
export interface PlaceWords {
  before: Record<KbLanguage, string[]>;
  after: Record<KbLanguage, string[]>;
  endings: Record<KbLanguage, [string, string][]>;
  kinds: Record<KbLanguage, string[]>;
  notPlaces: Record<KbLanguage, string[]>;
}

/** A 6-digit Indian pincode written in the question. */
export const pincodeIn = (text: string) => /(?<!\d)([1-9]\d{5})(?!\d)/.exec(text)?.[1] ?? null;

const MAX_CANDIDATES = 3;

/**
 * Words of a question that may name a place, best first: the word beside 'in' / में / లో, or
 * 'district' / ज़िला, or one that carries a place ending (మదురైలో → మదురై). `known` tells a word of
 * the vocabulary (a crop, 'rain', 'tomorrow'), which is no place. The geocoder has the last word:
 * a candidate it can't find in India is dropped.
 */
export function placeCandidates(text: string, placeWords: PlaceWords, known: (word: string) => boolean): string[] {
  const all = <T>(lists: Record<KbLanguage, T[]>) => Object.values(lists).flat();
  const set = (lists: Record<KbLanguage, string[]>) => new Set(all(lists).flatMap((w) => spelledWords(w)));
  const before = set(placeWords.before), after = set(placeWords.after), kinds = set(placeWords.kinds), not = set(placeWords.notPlaces);
  const endings = all(placeWords.endings).sort((a, b) => b[0].length - a[0].length);
  const ws = spelledWords(text);
  const isName = (w: string | undefined): w is string =>
    w !== undefined && [...w].length >= 3 && !/^\d+$/.test(w) && !not.has(w) && !before.has(w) && !after.has(w) && !kinds.has(w) && !known(w) && !known(words(w).join(' '));

  const found: string[] = [];
  const add = (...parts: (string | undefined)[]) => {
    if (!parts.every(isName)) return;
    const name = parts.join(' ');
    if (!found.includes(name)) found.push(name);
  };
  ws.forEach((w, i) => {
    // Two words first ('in New Delhi', 'Navi Mumbai में'), then one.
    if (kinds.has(w)) { add(ws[i - 2], ws[i - 1]); add(ws[i - 1]); add(ws[i + 1]); }
    if (before.has(w)) { add(ws[i + 1], ws[i + 2]); add(ws[i + 1]); }
    if (after.has(w)) { add(ws[i - 2], ws[i - 1]); add(ws[i - 1]); }
    const ending = endings.find(([e]) => w.endsWith(e) && [...w].length - [...e].length >= 2);
    if (ending && !not.has(w)) add(w.slice(0, w.length - ending[0].length) + ending[1]);
  });
  // A name typed in Latin letters inside a question in an Indian script ('Sehore-ல நாளை மழை?').
  if (ws.some((w) => !/^[a-z0-9]+$/.test(w))) ws.filter((w) => /^[a-z]+$/.test(w)).forEach((w) => add(w));
  return found.slice(0, MAX_CANDIDATES);
}

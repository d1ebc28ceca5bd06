import type { KnowledgeBase, PreparedEntry } from './knowledge.ts';
import { confidentSymptomMatch, rankBySymptoms } from './symptoms.ts';
import { type MatchOptions, sameWord, words } from './text.ts';
import { keyWordsOf, wordIndexOf } from './word-index.ts';

export interface Match { entry: PreparedEntry; score: number }

/** Whether every word of the phrase appears among the query's words (see sameWord for what 'appears' allows). */
export const hasPhrase = (query: string[], phrase: string[], options: MatchOptions = {}) =>
  phrase.every((p) => query.some((q) => sameWord(q, p, options)));

/** Total length (in words) of the phrases found: a longer phrase is more specific. */
/** Total length (in words) of the phrases all of whose words the question has. */
const phraseScore = (present: Set<string>, list: string[][]) =>
  list.reduce((sum, phrase) => (phrase.every((w) => present.has(w)) ? sum + phrase.length : sum), 0);

/** The crops a text names, by any of their names in any language. */
export function cropsNamed(kb: KnowledgeBase, text: string | string[], romanized = false): Set<string> {
  const query = typeof text === 'string' ? words(text) : text;
  // Crop names match without typo tolerance: a fuzzy 'makki' (maize) would take 'makkhi' (fly)
  // for a crop, and crop gating would then hide the right answer.
  const present = keyWordsOf(wordIndexOf(kb), query, { fuzzy: false, romanized });
  const named = new Set<string>();
  for (const [crop, names] of kb.crops) if (names.some((n) => n.every((w) => present.has(w)))) named.add(crop);
  return named;
}

/**
 * Finds the entries a question is about. An entry qualifies when a strong key of it is named, or
 * a weak key together with its crop; an entry for another crop than the one named never does.
 * `crops` overrides the crops taken from the text (a follow-up that names a new crop).
 * Returns matches best first; empty means "I don't know".
 */
export function retrieve(kb: KnowledgeBase, question: string, topic: string, crops?: Set<string>, romanized = false): Match[] {
  const query = words(question);
  if (query.length === 0) return [];
  const present = keyWordsOf(wordIndexOf(kb), query, { romanized });
  const named = crops ?? cropsNamed(kb, query, romanized);
  const matches: Match[] = [];
  for (const entry of kb.entries) {
    const cropNamed = entry.crops.some((c) => named.has(c));
    if (named.size > 0 && entry.crops.length > 0 && !cropNamed) continue;
    const strong = phraseScore(present, entry.strong);
    const weak = phraseScore(present, entry.weak);
    if (strong === 0 && !(weak > 0 && cropNamed)) continue;
    const score = 3 * strong + weak + (cropNamed ? 2 : 0) + (entry.topic === topic ? 0.5 : 0);
    matches.push({ entry, score });
  }
  return matches.sort((a, b) => b.score - a.score);
}

/** Words that mark a question as following up on the last one, in the ways farmers ask. */
const FOLLOW_UP = [
  'dose', 'dosage', 'how much', 'quantity', 'per acre', 'per litre', 'per liter', 'when', 'again', 'spray', 'prevent', 'next season',
  'medicine', 'which medicine', 'what about', 'and for', 'also', 'safe', 'waiting', 'how many days', 'how often',
  'kitna', 'kitni', 'kab', 'kaise', 'dawa', 'dawai', 'matra', 'chidkav', 'chhidkav', 'aur', 'bhi',
  'कितना', 'कितनी', 'कब', 'कैसे', 'दवा', 'दवाई', 'मात्रा', 'छिड़काव', 'रोकथाम', 'और', 'भी',
  'ఎంత', 'ఎప్పుడు', 'మందు', 'மருந்து', 'எவ்வளவு', 'எப்போது', 'કેટલું', 'ક્યારે', 'દવા', 'ਕਿੰਨਾ', 'ਕਦੋਂ', 'ਦਵਾਈ',
  'کتنا', 'کب', 'دوا', 'എത്ര', 'എപ്പോൾ', 'മരുന്ന്', 'ಎಷ್ಟು', 'ಯಾವಾಗ', 'ಔಷಧಿ', 'कियत्', 'कदा', 'औषधम्',
].map(words);

/** Whether a question reads as a follow-up: it names a crop, uses a follow-up word, or is very short. */
const isFollowUp = (query: string[], namesCrop: boolean) =>
  namesCrop || query.length <= 3 || FOLLOW_UP.some((cue) => hasPhrase(query, cue));

/**
 * A question in a conversation: on its own first; if that finds nothing and it reads as a
 * follow-up, together with the farmer's previous question, so 'what dose?' or 'and for potato?'
 * is understood. A new crop named in the follow-up replaces the earlier one.
 */
export function retrieveInContext(kb: KnowledgeBase, question: string, topic: string, previous: string[], language = 'EN'): Match[] {
  // Latin letters in a session of an Indian language: the farmer is typing that language.
  const romanized = language !== 'EN' && /^[\p{Script=Latin}\p{N}\p{P}\s]+$/u.test(question);
  // A follow-up we suggested (a chip) is answered by the entry that suggested it; when several
  // did, by the one the conversation was about.
  const suggestedBy = kb.followups.get(words(question).join(' '));
  if (suggestedBy?.length) {
    const before = previous.length ? retrieve(kb, previous.at(-1)!, topic, undefined, romanized)[0]?.entry : undefined;
    const entry = suggestedBy.find((e) => e === before) ?? suggestedBy[0]!;
    return [{ entry, score: Number.MAX_SAFE_INTEGER }];
  }
  const direct = retrieve(kb, question, topic, undefined, romanized);
  if (direct.length) return direct;
  const current = cropsNamed(kb, question, romanized);
  const described = confidentSymptomMatch(rankBySymptoms(kb, question, current, language === 'EN' && !romanized ? 'english' : 'skeleton'));
  if (described) return [{ entry: described.entry, score: described.score }];
  if (!isFollowUp(words(question), current.size > 0)) return [];
  for (const earlier of [...previous].reverse().slice(0, 2)) {
    const combined = retrieve(kb, `${earlier} ${question}`, topic, current.size ? current : undefined, romanized);
    if (combined.length) return combined;
  }
  return [];
}

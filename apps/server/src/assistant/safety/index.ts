import { hasPhrase, isLatin, phrasesStartingIn, sameWord, words } from '../text.ts';
import WORDS from './words.json' with { type: 'json' };

export type Refusal = 'self-harm' | 'dangerous' | 'off-topic';

const list = (phrases: string[]) => phrases.map(words);

// Phrases in the languages farmers write, romanized typing included (words.json: data, kept with
// this stage). A phrase matches when all its words are in the question.
const SELF_HARM = list(WORDS.selfHarm);
const DANGEROUS = list(WORDS.dangerous);
/**
 * Harm by poison said in a farmer's own words ('mix pesticide in the neighbour's food'): a poison,
 * someone or some animal to give it to, and an act. All three must be there, so 'is this spray
 * poisonous for my cow?' is still answered.
 */
const POISON = list(WORDS.poison);
/** Medicine, which kills only with a kill word beside it ('which medicine to kill the neighbour's buffalo'). */
const MEDICINE = list(WORDS.medicine);
const KILL = list(WORDS.kill).map(([w]) => w!);
/** What farmers rightly kill: 'कीड़े मारने की दवा' (insect-killing medicine) near a cow is a safety question. */
const PESTS = WORDS.pests.map((w) => words(w)[0]!);
const TARGET = list(WORDS.target);
/** Putting it into food or feed. ('Give' is not here: 'can I give fodder after the spray?' is a safety question.) */
const FEED = list(WORDS.feed);

/** Never about farming, whatever else the question says. */
const OFF_TOPIC_ALWAYS = list(WORDS.offTopicAlways);
const OFF_TOPIC = list(WORDS.offTopic);

/** A Latin listed word of 4+ letters said with an ending ('kollaan' for kolla 'kill', 'pashuvine' for pashu 'cow'). */
const inflected = (q: string, listed: string) => isLatin(q) && isLatin(listed) && listed.length >= 4 && q.startsWith(listed);

/**
 * Whether the question's words hold one of the phrases. Harm said in Latin letters is caught in its
 * inflected forms too, with typo tolerance; off-topic words must be spelled as listed, or 'chuna'
 * (lime) would be 'chunav' (election) — a false alarm there costs a farmer his answer. (Not by
 * consonant skeleton: 'field' and 'saayudhu' would be words of the lists.)
 */
const anyOf = (query: string[], phrases: string[][], harm = true) => phrasesStartingIn(phrases, query, harm).some((p) =>
  hasPhrase(query, p, { fuzzy: harm }) || (harm && p.every((listed) => query.some((q) => inflected(q, listed)))));

/** A kill word with no pest beside it (two words either way). */
function killsSomeone(query: string[]): boolean {
  const near = (i: number) => query.slice(Math.max(0, i - 2), i + 3);
  // A medicine's own name is no kill word: Malayalam 'marunnu' (medicine) begins 'marun' (kill).
  const medicine = (q: string) => MEDICINE.some(([m]) => m !== undefined && (q === m || inflected(q, m)));
  return query.some((q, i) => !medicine(q) && KILL.some((k) => sameWord(q, k) || inflected(q, k)) && !near(i).some((w) => PESTS.some((p) => sameWord(w, p))));
}

/**
 * Requests that must be declined whatever the knowledge base holds: someone in distress, harm to
 * people, and what is never about farming. Checked before anything is looked up.
 */
export function refusalFor(text: string): Refusal | null {
  const query = words(text);
  if (anyOf(query, SELF_HARM)) return 'self-harm';
  if (anyOf(query, DANGEROUS)) return 'dangerous';
  const poison = anyOf(query, POISON);
  if (anyOf(query, TARGET) && (poison || anyOf(query, MEDICINE)) && (killsSomeone(query) || (poison && anyOf(query, FEED)))) return 'dangerous';
  if (anyOf(query, OFF_TOPIC_ALWAYS, false)) return 'off-topic';
  return null;
}

/** Not about farming (films, cricket, jokes): checked only when no entry answers, so 'mulch film' stays a farming question. */
export const isOffTopic = (text: string) => anyOf(words(text), OFF_TOPIC, false);

// As the question's words are read (a final anusvara dropped, and so on).
const wordSet = (list: string[]) => new Set(list.flatMap((w) => words(w)));
const SMALL_TALK = {
  greeting: wordSet(WORDS.smallTalk.greeting),
  thanks: wordSet(WORDS.smallTalk.thanks),
  courtesy: wordSet(WORDS.smallTalk.courtesy),
};
/**
 * A message that is only a greeting or a thank-you (with 'ji', 'sir', 'very much' around it):
 * answered in kind, not with 'I have no reliable answer' and a helpline.
 */
export function smallTalkOf(text: string): 'greeting' | 'thanks' | null {
  const query = words(text);
  if (query.length === 0 || query.length > 6) return null;
  if (!query.every((w) => SMALL_TALK.greeting.has(w) || SMALL_TALK.thanks.has(w) || SMALL_TALK.courtesy.has(w))) return null;
  if (query.some((w) => SMALL_TALK.thanks.has(w))) return 'thanks';
  return query.some((w) => SMALL_TALK.greeting.has(w)) ? 'greeting' : null;
}

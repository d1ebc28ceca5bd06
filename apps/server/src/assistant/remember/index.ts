import type { Knowledge } from '../kb/load.ts';
import type { Entry, KbLanguage, SectionId } from '../kb/schema.ts';
import { isTreatment, SECTION_INTENTS } from '../kb/vocabulary.ts';
import type { Found } from '../search/index.ts';
import { type Understood, understand } from '../understand/index.ts';
import { isLatin, words } from '../text.ts';

/** An earlier turn of the session, as the pipeline remembers it. */
export interface Remembered { query: string; entryId: string | null }

/**
 * The crops and animals the farmer's last question named: the subject a short follow-up that names
 * none goes on with ('and urea, when?' after 'wheat: no DAP, what instead?' is the wheat's; 'from
 * when do I deworm?' after the buffalo's calf is the calf's), when the answer came from an entry
 * for no crop or animal in particular, or from none.
 */
export function subjectBefore(k: Knowledge, history: Remembered[], u: Understood): { crops: string[]; animals: string[] } {
  const told = u.crops.length || u.animals.length || u.uncoveredCrop ? null : toldBefore(k, history, u.language);
  return { crops: told?.crops ?? [], animals: told?.animals ?? [] };
}

/** The farmer's last question as understood, in this language; read once however often it is asked about. */
const understoodTurns = new WeakMap<Remembered, Map<string, Understood>>();
export function toldBefore(k: Knowledge, history: Remembered[], language: KbLanguage): Understood | null {
  const last = history.at(-1);
  if (!last) return null;
  let byLanguage = understoodTurns.get(last);
  if (!byLanguage) understoodTurns.set(last, byLanguage = new Map());
  let told = byLanguage.get(language);
  if (!told) byLanguage.set(language, told = understand(k, last.query, language.toUpperCase()));
  return told;
}

/** The entry the conversation is about: the last one an answer came from. */
export function currentEntry(k: Knowledge, history: Remembered[]): Entry | null {
  for (const turn of [...history].reverse()) {
    if (turn.entryId) return k.byId.get(turn.entryId) ?? null;
  }
  return null;
}

export type FollowUp = { entry: Entry; via: 'section' | 'other-crop' } | { entry: null; via: 'other-crop-missing' };

/**
 * A question that only makes sense after the last answer: it asks a part of the same entry
 * ('what dose?', 'is it safe for my cows?', 'organic option?'), or the same problem in another
 * crop ('and in tomato?'). `found` is what the question finds on its own: a follow-up yields to a
 * new problem the farmer named, not to the same entry found again.
 */
export function followUp(k: Knowledge, u: Understood, current: Entry | null, match: Found | null): FollowUp | null {
  if (!current) return null;
  const found = match?.entry ?? null;
  const otherCrop = u.crops.find((c) => !current.crops.includes(c));
  if (otherCrop && current.problem && (!found || found.problem === current.problem || !found.crops.includes(otherCrop))) {
    const same = k.entries.find((e) => e.problem === current.problem && e.crops.includes(otherCrop));
    return same ? { entry: same, via: 'other-crop' } : found ? null : { entry: null, via: 'other-crop-missing' };
  }
  // Naming an animal after a spray answer asks whether the spray is safe for it (bees and fish too).
  // (Or an animal's vaccine, or its milk: 'at what age for the other calves?' after black
  // quarter, 'can we drink her milk?' after lumpy skin disease.)
  const asksPart = u.intents.some((i) => (SECTION_INTENTS as readonly string[]).includes(i) || i === 'vaccine' || i === 'milk') || u.animals.length > 0 || u.near !== null;
  // A problem of another entry named outright is a new question, not a follow-up. (Not a general
  // practice found by a phrase of its own when a spray's dose is asked after a pest's answer:
  // 'which medicine, how many ml per litre of water?' is no irrigation question.)
  const spraysAsked = (u.intents.some(isTreatment) || u.animals.length > 0) && current.crops.length > 0 && match?.entry.kind === 'practice' && match.entry.crops.length === 0;
  // (Nor an animal's vaccination calendar found by 'vaccine' after a disease whose own vaccine is
  // told: 'which vaccine for the other cows?' after lumpy skin disease is its prevention.)
  const ownVaccine = u.intents.includes('vaccine') && current.kind === 'livestock' && /vaccin/i.test(current.text.en.sections.prevention ?? '')
    && match?.entry.kind === 'livestock' && !match.entry.text.en.sections.symptoms;
  // (Nor the weather's advice when the weather is neither asked nor told: Punjabi ਕੋਰਾ, frost,
  // begins ਕੋਰਾਜਨ, a spray's brand name asked after a stem borer's answer.)
  const weatherUnasked = match?.entry.kind === 'weather' && !u.intents.includes('weather-forecast') && !u.reported && !u.heard;
  const newProblem = match !== null && match.entry.id !== current.id && match.named && !spraysAsked && !ownVaccine && !weatherUnasked;
  if (asksPart && !newProblem) return { entry: current, via: 'section' };
  return null;
}

/** How much more telling the best part's shared words must be than the next part's. */
const AHEAD = 1.5;
/** About two words that few of the parts hold (one such word alone is too often an everyday one). */
const TELLING = 3;

/**
 * Two words of a language that adds endings are one when they share a beginning all but their
 * last two letters long ('ಸೇರಿಸಬೇಕು', must add, and 'ಸೇರಿಸಿ', add).
 */
function sameStem(a: string[], b: string[]): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 3) return a.join('') === b.join('');
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.max(3, shorter - 2);
}

/**
 * A follow-up in words no intent of the vocabulary knows ('when do I plough it in?', 'how much do
 * I give?'): the part of the conversation's entry whose text, in the farmer's language, shares
 * the most telling words with it. A word tells as much as few of the entry's parts hold it; a
 * part that wins only by the words every part holds, or by a hair, is no answer.
 */
export function sectionByWords(entry: Entry, language: KbLanguage, question: string[]): SectionId | null {
  const parts = (Object.entries(entry.text[language].sections) as [SectionId, string][]).map(([id, text]) => ({ id, words: [...new Set(words(text))].map((w) => [...w]) }));
  if (parts.length < 2) return null;
  // (Latin letters in an Indian language's question are romanized typing, which its text never holds.)
  const asked = [...new Set(question)].filter((w) => language === 'en' || !isLatin(w)).map((w) => [...w]);
  const holds = asked.map((q) => parts.map((p) => p.words.some((w) => sameStem(q, w))));
  const weight = holds.map((inPart) => { const df = inPart.filter(Boolean).length; return df ? Math.log(1 + parts.length / df) : 0; });
  const scores = parts.map((p, i) => ({ id: p.id, score: holds.reduce((sum, inPart, q) => sum + (inPart[i] ? weight[q]! : 0), 0) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  return best && best.score >= TELLING && best.score >= AHEAD * (next?.score ?? 0) ? best.id : null;
}

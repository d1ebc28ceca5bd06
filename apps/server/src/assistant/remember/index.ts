import type { Knowledge } from '../kb/load.ts';
import type { Entry } from '../kb/schema.ts';
import { isTreatment, SECTION_INTENTS } from '../kb/vocabulary.ts';
import type { Found } from '../search/index.ts';
import type { Understood } from '../understand/index.ts';

/** An earlier turn of the session, as the pipeline remembers it. */
export interface Remembered { query: string; entryId: string | null }

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
  const newProblem = match !== null && match.entry.id !== current.id && match.named && !spraysAsked && !ownVaccine;
  if (asksPart && !newProblem) return { entry: current, via: 'section' };
  return null;
}

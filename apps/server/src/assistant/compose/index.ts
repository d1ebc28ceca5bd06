import type { Knowledge } from '../kb/load.ts';
import { doseLine, productName, sectionText, waitingLine, withdrawalLine } from '../kb/render.ts';
import { type Entry, type KbLanguage, PROBLEM_KINDS, SECTION_IDS, type SectionId } from '../kb/schema.ts';
import { fill, type Intent, isPractice, isSowing, isTreatment, type SectionIntent } from '../kb/vocabulary.ts';

/** What an answer holds: the short answer, or the one part asked. */
/** 'sowing': a crop's sowing window and its seed together, for 'when to sow, and how much seed?'. */
export type Part = 'short' | 'dose' | 'waiting' | 'animal-safety' | 'sowing' | SectionId;

export interface Composed {
  text: string;
  /** Said aloud: the text without the source line. */
  spoken: string;
  part: Part;
  /** The entry's other sections, for the phone to open ("more"). */
  sections: { id: string; title: string; text: string }[];
  /** Questions to tap next; each one asks for a part this entry has. */
  followups: string[];
}

/**
 * A number in the text other than a helpline's (the Kisan Call Centre, 1962, PM-KISAN, crop
 * insurance): an amount, an age, a count of days. 'Ask your KVK or call 1800-180-1551' gives none.
 */
const HELPLINES = /\b1800[-\s]?\d{3}[-\s]?\d{4}\b|\b(?:1962|155261|14447)\b/g;
export const givesAmount = (text: string) => /\d/.test(text.replace(HELPLINES, ''));
/** Bees or fish named beside a spray's question (understand's `near`). */
type Near = 'bees' | 'fish' | null;

/** A number with its unit: an amount to measure out ('3%', '2 kg', '200 litres'), not a date or a count. */
export const givesQuantity = (text: string) => /\d\s*(%|ml|g|kg|l|litres?|grams?|tonnes?|quintals?|bags?)\b/i.test(text);

/**
 * Whether our sources give nothing for the part asked: no waiting period for any of its products,
 * no chemical dose (decide.ts says what then: the diagnosis, the label, or a decline).
 */
export function unknownPart(entry: Entry, part: Part): boolean {
  // A medicine section that gives no amount (no number but the helpline's) says why there is none
  // ('the university page names no crop'), or what the vet does (calcium into the vein, the tick
  // spray the vet picks): no dose for the farmer.
  const chemical = entry.text.en.sections.chemical;
  if (part === 'dose') return entry.products.length === 0 && (!chemical || !givesAmount(chemical));
  if (part !== 'waiting') return false;
  // An animal's problem whose sources name no medicine: its 'how many days' is no withdrawal period
  // of a new question ('how many days old should the jowar be before the cow eats it?').
  if (entry.kind === 'livestock') return entry.products.length === 0;
  return entry.products.filter((p) => p.use !== 'seed').every((p) => p.waitingDays === null);
}

/** How many products the short answer names with their dose; the rest are under "more". */
const SHORT_PRODUCTS = 3;
/** Kinds whose what-to-do is their steps, not products: the short answer carries the steps. */
const STEPS_FIRST = new Set(['practice', 'crop-profile', 'scheme', 'weather']);

/**
 * A growing question's most telling ask first: sowing and irrigation words are often only its
 * setting ('sown 20 days ago, first irrigation done: which weedicide, how much urea?').
 */
const PROFILE_ORDER: Intent[] = ['weeds', 'variety', 'fertilizer', 'harvest', 'irrigation', 'seed', 'sowing'];

/** Which part of the entry answers an intent, when the entry has it. */
export function partFor(entry: Entry, intents: Intent[]): Part {
  const has = (id: SectionId) => Boolean(entry.text.en.sections[id]);
  // A crop's profile has no sprays: 'how much urea?' asks its fertilizer, not a product's dose.
  // And an animal's own disease is no question of a spray's safety for animals.
  if (entry.kind === 'crop-profile') {
    const practice = intents.filter(isPractice);
    // When to sow and how much seed, together: the season and the seed. (How far apart alone is the seed's.)
    const sowing = practice.length > 0 && practice.every(isSowing);
    if (sowing && (practice.length === 2 || (practice[0] === 'sowing' && intents.includes('dose'))) && has('season') && has('seed')) return 'sowing';
    // 'How much do I put?' with no part of growing named: a crop's amounts are its fertilizer's
    // (its seed is asked as seed: 'how much seed?').
    if (practice.length === 0 && intents.includes('dose') && has('fertilizer')) return 'fertilizer';
  }
  // A practice with no products (green manure) is asked 'how much seed?' and 'after how many days
  // do I plough it in?': its seed and its harvest (ploughing in), not a spray's dose or waiting days.
  // 'How much vermicompost per acre?' is its own amount (fertilizer), else its steps.
  if (entry.kind === 'practice' && entry.products.length === 0) {
    if (intents.includes('dose') && has('seed')) return 'seed';
    // (The one that gives an amount: panchagavya's fertilizer section tells what it is for, its
    // steps the 3% spray.)
    const amount = (id: SectionId) => givesQuantity(entry.text.en.sections[id] ?? '');
    if (intents.includes('dose')) return amount('fertilizer') || (has('fertilizer') && !amount('steps')) ? 'fertilizer' : has('steps') ? 'steps' : 'short';
    if (intents.includes('waiting') && has('harvest')) return 'harvest';
  }
  // An animal's topic that is no illness (a vaccination calendar, growing green fodder) answers how
  // much, how far apart or when to plant from its steps, where its amounts are.
  if (entry.kind === 'livestock' && !has('symptoms') && has('steps') && entry.products.length === 0
    && intents.some((i) => i === 'dose' || isSowing(i))) return 'steps';
  // A vaccine's question is the vaccine's, however it asks ('how many times a year?' is no dose of
  // a medicine): an animal's disease whose prevention is its vaccine answers at what age, how often.
  // (Not a schedule's entry, whose summary is the schedule; nor heat and insemination, where
  // Punjabi ਟੀਕਾ is the insemination.)
  if (intents.includes('vaccine') && entry.kind === 'livestock' && has('symptoms') && /vaccin/i.test(entry.text.en.sections.prevention ?? '')) return 'prevention';
  const asked = entry.kind === 'crop-profile' ? PROFILE_ORDER.filter((i) => intents.includes(i))
    // (An animal's 'how many days' before the milk goes to the dairy is asked before any 'how much':
    // 'how many days must I not pour the milk in after the injection?' asks the withdrawal.)
    : entry.kind === 'livestock' ? intents.filter((i) => i !== 'animal-safety').sort((a, b) => Number(b === 'waiting') - Number(a === 'waiting')) : intents;
  for (const intent of asked) {
    // Asked for and missing, these say so (no dose in our source, follow the label, no organic
    // option). Not of a scheme or a practice without products: 'in how many days must I report the
    // loss?' asks the scheme's own steps, not a spray's waiting days.
    if (isTreatment(intent) && (entry.products.length > 0 || PROBLEM_KINDS.has(entry.kind) || intent === 'organic' || intent === 'animal-safety')) return intent;
    // (The weather's harm is prevented tonight by what its short answer tells, irrigating and
    // smoking against frost; its prevention section is for years to come, windbreaks.)
    if (intent === 'prevention' && has('prevention') && entry.kind !== 'weather') return 'prevention';
    // Whether the sick animal's milk may be drunk is its safety for people (boil it, keep it out).
    if (intent === 'milk' && entry.kind === 'livestock' && has('symptoms') && has('safety')) return 'safety';
    if (intent === 'cause' && has('cause')) return 'cause';
    if (intent === 'variety' && has('varieties')) return 'varieties';
    if (intent === 'seed' && has('seed')) return 'seed';
    if (intent === 'sowing' && (has('season') || has('seed'))) return has('season') ? 'season' : 'seed';
    if (intent === 'fertilizer' && has('fertilizer')) return 'fertilizer';
    if (intent === 'irrigation' && has('irrigation')) return 'irrigation';
    if (intent === 'weeds' && has('weeds')) return 'weeds';
    if (intent === 'harvest' && has('harvest')) return 'harvest';
  }
  return 'short';
}

/** The sections a part shows ('sowing' is the season and the seed together). */
const sectionsOf = (part: Part): string[] => (part === 'sowing' ? ['sowing', 'season', 'seed'] : part === 'organic' ? ['organic', 'prevention'] : [part]);

/** The profile sections an intent asks (the first the entry has). */
const PROFILE_SECTIONS: Partial<Record<Intent, SectionId[]>> = {
  variety: ['varieties'], fertilizer: ['fertilizer'], weeds: ['weeds'], harvest: ['harvest'], sowing: ['seed', 'season'], seed: ['seed'],
};
/**
 * A second part of a crop's profile, when the question asks two ('which variety, and how far
 * apart?'): the next intent asked whose section is not shown yet. Sowing counts beside a variety,
 * or with 'how much' beside it: 'sown 20 days ago, how much urea?' tells the setting, not a question.
 */
export function alsoPart(entry: Entry, part: Part, intents: Intent[]): SectionId | null {
  if (entry.kind !== 'crop-profile' || part === 'short') return null;
  const shown = sectionsOf(part);
  for (const intent of PROFILE_ORDER) {
    if (!intents.includes(intent) || (intent === 'sowing' && !intents.includes('dose') && part !== 'varieties')) continue;
    const id = PROFILE_SECTIONS[intent]?.find((s) => entry.text.en.sections[s]);
    if (id && !shown.includes(id)) return id;
  }
  return null;
}

/** The intents whose chips an entry can answer, in the order they are offered. */
function chipIntents(entry: Entry): SectionIntent[] {
  const has = (id: SectionId) => Boolean(entry.text.en.sections[id]);
  const list: SectionIntent[] = [];
  if (entry.products.length) list.push('dose', 'waiting');
  if (entry.products.length || has('safety')) list.push('animal-safety');
  if (has('organic')) list.push('organic');
  if (has('prevention')) list.push('prevention');
  if (has('cause')) list.push('cause');
  return list;
}

function partText(k: Knowledge, entry: Entry, part: Exclude<Part, 'short'>, language: KbLanguage, litres: number | null = null, near: Near = null): string {
  const t = k.vocabulary.templates[language];
  const own = (id: SectionId) => sectionText(t, k, entry, id, language);
  switch (part) {
    // Without products, the entry's own words on chemical control (an animal's: 'only what the vet gives').
    case 'dose': return entry.products.length ? entry.products.map((p) => `• ${doseLine(t, k, p, language, false, litres)}`).join('\n') : own('chemical') ?? t.noChemical;
    case 'waiting': {
      // An animal has no harvest: 'how many days before the milk goes to the dairy?' asks the withdrawal period.
      if (entry.kind === 'livestock') {
        const withdrawal = entry.products.map((p) => withdrawalLine(t, k, p, language)).filter((l): l is string => l !== null);
        return [...withdrawal, ...(withdrawal.length < entry.products.length || withdrawal.length === 0 ? [t.withdrawalUnknown] : [])].join('\n');
      }
      const applied = entry.products.filter((p) => p.use !== 'seed');
      if (applied.length === 0) return t.waitingNoProduct;
      // Products without a stated period share one line, not one each.
      const unknown = applied.filter((p) => p.waitingDays === null);
      const lines = applied.filter((p) => p.waitingDays !== null).map((p) => waitingLine(t, k, p, language));
      if (unknown.length) lines.push(fill(t.waitingUnknown, { product: unknown.map((p) => productName(k, p, language)).join(', ') }));
      return lines.join('\n');
    }
    case 'animal-safety': {
      const withdrawal = entry.products.map((p) => withdrawalLine(t, k, p, language)).filter((l): l is string => l !== null);
      const safety = own('safety');
      // The rule first, in so many words, even where the safety section goes on to tell of grazing
      // (spraying safely: 'it differs from product to product'): a farmer asking 'may my cows graze
      // there?' is told 'not until the label's waiting period has passed' before the details.
      // Bees and fish are not kept off a field: the spray is kept off them (evening sprays, no drift
      // into ponds), and no milk or meat waits on a withdrawal period.
      const lines = near === 'bees' ? [t.beesSafe] : near === 'fish' ? [t.fishSafe] : entry.kind === 'livestock' ? withdrawal : [t.animalsKeepAway, ...withdrawal];
      return [...lines, ...(safety ? [safety] : [])].join('\n');
    }
    // Without a spray is more than the biological products: the traps, clean fields and resistant
    // varieties of prevention are what a farmer asking 'anything without chemicals?' can do too.
    case 'organic': return [own('organic') ?? t.noOrganic, own('prevention')].filter(Boolean).join('\n');
    case 'sowing': return [own('season'), own('seed')].filter(Boolean).join('\n');
    default: return own(part) ?? t.noChemical;
  }
}

/**
 * A problem's title with its English name beside it ('पत्ती लपेटक (leaf folder)'), as extension
 * leaflets print it: product labels, the agro-dealer and the officer use the English name.
 */
function titleOf(entry: Entry, language: KbLanguage): string {
  const title = entry.text[language].title;
  const english = entry.text.en.aliases[0];
  if (language === 'en' || !english || !PROBLEM_KINDS.has(entry.kind) || title.toLowerCase().includes(english.toLowerCase())) return title;
  // Inside the title's own brackets when it has them: 'पछेती झुलसा (लेट ब्लाइट, late blight)'.
  const comma = language === 'ur' ? '، ' : ', ';
  return title.endsWith(')') ? `${title.slice(0, -1)}${comma}${english})` : `${title} (${english})`;
}

/**
 * Answers what was asked: a diagnosis gets the problem's name, what to do now and the dose, to
 * fit one phone screen; a follow-up ('what dose?', 'days before harvest?') gets that part alone.
 * The other sections go along for the phone to open.
 */
export function compose(k: Knowledge, entry: Entry, part: Part, language: KbLanguage, asked: SectionId | null = null, litres: number | null = null, near: Near = null): Composed {
  const t = k.vocabulary.templates[language];
  const text = entry.text[language];
  // Fish in the paddy or bees at the flowers: the ways without a spray come along with the warning.
  const also = asked ?? (part === 'animal-safety' && near !== null && text.sections.organic ? 'organic' : null);
  let body: string;
  let shownAlso: string | null = null;
  if (part === 'short') {
    const doses = entry.products.slice(0, SHORT_PRODUCTS).map((p) => `• ${doseLine(t, k, p, language, true, litres)}`);
    const steps = STEPS_FIRST.has(entry.kind) ? text.sections.steps : undefined;
    body = [titleOf(entry, language), text.summary, ...(steps ? [steps] : []), ...doses].join('\n');
    if (steps) shownAlso = 'steps';
  } else {
    const heading = part === 'waiting' && entry.kind === 'livestock' ? t.sections.withdrawal
      // (Bees and fish are no 'animals' of the chip's 'is it safe for my animals?': the safety heading.)
      : part === 'dose' || part === 'waiting' ? t.sections[part] : part === 'animal-safety' ? (near ? t.sections.safety : t.chips['animal-safety'])
      : part === 'sowing' ? `${t.sections.season} · ${t.sections.seed}` : t.sections[part];
    // A follow-up names the problem it answers for, so a tapped chip can't be misread.
    body = `${titleOf(entry, language)} — ${heading}\n${partText(k, entry, part, language, litres, near)}`;
    if (also) body += `\n\n${t.sections[also]}\n${partText(k, entry, also, language)}`;
  }
  const shown = new Set<string>([...sectionsOf(part), ...(shownAlso ? [shownAlso] : []), ...(also ? sectionsOf(also) : [])]);
  const sections = SECTION_IDS.filter((id) => !shown.has(id) && text.sections[id])
    .map((id) => ({ id, title: t.sections[id], text: sectionText(t, k, entry, id, language)! }));
  // A crop's profile offers its own questions: each names the crop, so it answers itself when tapped
  // (the engine, which understands them, leaves out the one that asks the part just shown).
  const followups = entry.kind === 'crop-profile' ? text.followups : chipIntents(entry).filter((i) => i !== part).slice(0, 3).map((i) => t.chips[i]);
  const source = `${t.source}: ${entry.source[language]}`;
  return { text: `${body}\n\n${source}`, spoken: body, part, sections, followups };
}

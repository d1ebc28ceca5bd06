import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KB_LANGUAGES, type KbLanguage, SECTION_IDS } from './schema.ts';

// The shared per-language vocabulary (knowledge/vocabulary/*.json): active ingredients' names,
// what questions ask (intents), the animals farmers name, and how the assistant words doses, days, headings, chips and declines.
// It is data, like the entries: a new language or a better word is content, not code.

export const INTENTS = [
  'dose', 'waiting', 'animal-safety', 'organic', 'prevention', 'cause', 'variety', 'sowing', 'seed', 'fertilizer', 'irrigation',
  'weather-forecast', 'price', 'scheme', 'livestock', 'advice', 'weeds', 'harvest', 'growing', 'vaccine', 'milk',
] as const;
export type Intent = (typeof INTENTS)[number];
/** Intents a follow-up can ask of the entry the conversation is about. */
export const SECTION_INTENTS = ['dose', 'waiting', 'animal-safety', 'organic', 'prevention', 'cause'] as const;
export type SectionIntent = (typeof SECTION_INTENTS)[number];
/** Intents about treating a crop problem: a spray's dose, its waiting days, animals' safety, an organic option. */
const TREATMENT_INTENTS = ['dose', 'waiting', 'animal-safety', 'organic'] as const;
export const isTreatment = (intent: Intent): intent is (typeof TREATMENT_INTENTS)[number] => (TREATMENT_INTENTS as readonly Intent[]).includes(intent);
/**
 * Intents about growing a crop, which its practice profile answers section by section; 'growing'
 * ('how to grow tomato?') asks the whole, answered by its summary with a chip for each part.
 */
export const PRACTICE_INTENTS = ['sowing', 'seed', 'variety', 'fertilizer', 'irrigation', 'weeds', 'harvest', 'growing'] as const;
/** When to sow ('sowing') or how much seed, how far apart ('seed'): both are sowing questions to the route. */
export const isSowing = (intent: Intent) => intent === 'sowing' || intent === 'seed';
export const isPractice = (intent: Intent): intent is (typeof PRACTICE_INTENTS)[number] => (PRACTICE_INTENTS as readonly Intent[]).includes(intent);
/**
 * 'cropProblems': a crop we know how to grow (its profile) but none of whose pests or diseases.
 * 'label': whether animals may graze, or the crop be cut, after a spray we have no entry for: the label's days.
 */
export const DECLINES = ['general', 'livestock', 'scheme', 'price', 'weather', 'crop', 'cropProblems', 'followup', 'outlook', 'label'] as const;
export type Decline = (typeof DECLINES)[number];

/** The forecast answer's templates and the placeholders each must keep. */
const WEATHER_PLACEHOLDERS = {
  heading: ['place'], today: [], tomorrow: [], rainDay: ['day', 'rain', 'chance', 'max', 'min', 'humidity', 'wind'],
  dryDay: ['day', 'chance', 'max', 'min', 'humidity', 'wind'], adviceHeading: [], spray: ['when'], noSpray: [],
  heavyRain: ['rain', 'day'], irrigate: ['need', 'rain'], skipIrrigation: ['need', 'rain'], heat: ['max', 'day'],
  frost: ['min', 'day'], wind: ['wind', 'day'], source: ['place', 'date'], unavailable: [], askPlace: [], placeNotFound: ['name'],
} as const;
/** The price answer's templates and their placeholders. */
const PRICE_PLACEHOLDERS = {
  heading: ['commodity', 'place'], market: ['market', 'district', 'date', 'modal', 'min', 'max'], notToday: [],
  stateOnly: ['district', 'commodity', 'state'], none: ['state', 'commodity'], msp: ['commodity', 'rate', 'grade', 'season', 'date'],
  noMsp: ['commodity'], source: ['source'], askPlace: [], askCommodity: [],
} as const;
const PRICE_KEYS = Object.keys(PRICE_PLACEHOLDERS) as [keyof typeof PRICE_PLACEHOLDERS, ...(keyof typeof PRICE_PLACEHOLDERS)[]];
const WEATHER_KEYS = Object.keys(WEATHER_PLACEHOLDERS) as [keyof typeof WEATHER_PLACEHOLDERS, ...(keyof typeof WEATHER_PLACEHOLDERS)[]];

const perLanguage = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(KB_LANGUAGES.map((l) => [l, value])) as Record<KbLanguage, T>);
const list = z.array(z.string().trim().min(1));

const templateSchema = z.object({
  units: z.object({ g: z.string(), ml: z.string(), kg: z.string(), l: z.string() }),
  perLitre: z.string().includes('{amount}'),
  /** A per-litre dose scaled to the water the farmer named ('100 litres', a 15-litre pump). */
  inTank: z.string().includes('{amount}').includes('{litres}'),
  /** Words for litres a farmer types after the number ('15 ltr'), in the language's script and Latin. */
  litres: z.array(z.string().min(1)).min(1),
  perAcre: z.string().includes('{amount}'),
  inWater: z.string().includes('{litres}'),
  perKgSeed: z.string().includes('{amount}'),
  maxApplications: z.string().includes('{n}'),
  waiting: z.string().includes('{days}'),
  waitingUnknown: z.string().includes('{product}'),
  withdrawal: z.string().includes('{milk}'),
  /** An animal's medicine with no withdrawal period in our source: the label's or the vet's, never a guess. */
  withdrawalUnknown: z.string().includes('1962'),
  animalsKeepAway: z.string(),
  /** After a spray answer, bees or fish named: the care they need (the cattle's keep-away rule is no answer). */
  beesSafe: z.string(),
  fishSafe: z.string(),
  noChemical: z.string(),
  /** The days before harvest asked of a problem our sources name no spray for: the label of what was sprayed says them. */
  waitingNoProduct: z.string(),
  /** 'Which medicine?' of an animal's problem our sources name no medicine for a farmer to give: the vet's (1962). */
  vetMedicine: z.string().includes('1962'),
  noOrganic: z.string(),
  // Records over an enum need every key: a missing heading or chip fails the loader.
  sections: z.record(z.enum([...SECTION_IDS, 'dose', 'waiting', 'withdrawal']), z.string().min(1)),
  chips: z.record(z.enum([...SECTION_INTENTS, 'expert']), z.string().min(2)),
  source: z.string(),
  more: z.string(),
  declines: z.record(z.enum(DECLINES), z.string().min(10)),
  /** A forecast's words; each must keep the placeholders the English one has (checked below). */
  weather: z.record(z.enum(WEATHER_KEYS), z.string().min(2)),
  /** A mandi price answer's words; the same rule. */
  prices: z.record(z.enum(PRICE_KEYS), z.string().min(2)),
});
export type Templates = z.output<typeof templateSchema>;

const vocabularySchema = z.object({
  /** Active ingredients' names per language, one spelling each: the templates name products with them. */
  ingredients: z.record(z.string(), perLanguage(z.string().trim().min(2))),
  intents: z.object(Object.fromEntries(INTENTS.map((i) => [i, perLanguage(list)])) as Record<Intent, ReturnType<typeof perLanguage<typeof list>>>),
  animals: z.record(z.string(), perLanguage(list)),
  /** Crops farmers name, with their names per language, the first one the name an answer prints; those no entry covers get a decline naming them. */
  crops: z.record(z.string(), perLanguage(list)),
  /**
   * A weather word and a word of days to come, together, ask a forecast ('how cold will the nights
   * be this week'); with a word that reports one ('warning', 'TV says') the farmer already knows
   * the forecast and asks what to do about it.
   */
  // ('because': words after a weather word, or endings on it, that name the weather, or its absence
  // ('no rain for three weeks'), as the cause of the crop's trouble: 'गर्मी से', 'ਲੂ ਨਾਲ',
  // 'ಬಿಸಿಲಿನಿಂದ'; in English before it, 'due to heat'.)
  forecast: z.object({ weather: perLanguage(list), future: perLanguage(list), reported: perLanguage(list), beyond: perLanguage(list), onset: perLanguage(list), date: perLanguage(list), monsoon: perLanguage(list), because: perLanguage(list) }),
  /**
   * Words that tell a crop named came before the one asked about: after its name ('धान के बाद',
   * 'paddy was cut') or, in English, before it ('after paddy').
   */
  sequence: z.object({ follows: perLanguage(list), precedes: perLanguage(list) }),
  /**
   * A crop's name that names something else: before a word of likeness ('leaves like carrot's',
   * 'grains like mustard') or inside a pest's or weed's own name ('gajar ghas', 'tobacco caterpillar').
   */
  cropWords: z.object({
    comparisons: perLanguage(list), names: perLanguage(list),
    /** Another language's crop name that means something else in this one: Hindi 'patti' (a leaf) is Telugu cotton typed. */
    otherMeaning: perLanguage(z.array(z.string().trim().min(1))),
    /**
     * A crop's name that is also a colour, read as the crop only when growing a crop is asked and
     * no other is named: Telugu పసుపు, Tamil மஞ்சள் (turmeric, and yellow: 'yellow leaves').
     */
    growingOnly: perLanguage(z.record(z.string().trim().min(1), z.string())),
    /**
     * Words that tell a crop is irrigated, its setting, not a question of water: 'piyat vala ghau'
     * (irrigated wheat), 'सिंचित गेहूं'. Said so, water is asked only by other words.
     */
    irrigated: perLanguage(list),
    /**
     * Case endings a Dravidian language adds to a crop's name typed in Latin letters ('maangayilum',
     * in the mango too; 'baleyalli', in banana): the name is read without them. (In its script the
     * name begins the word, which is enough: text.ts, beginsWith.)
     */
    romanEndings: perLanguage(z.array(z.string().regex(/^[a-z]+$/))),
    /**
     * The heads of a Sanskrit compound a crop's name begins that name nothing but the crop's own
     * field or plant (सर्षपसस्यस्य, of the mustard crop; भिण्डीक्षेत्रे): no sign is said in them.
     */
    compoundHeads: perLanguage(z.array(z.string().trim().min(1))),
  }),
  /**
   * A soil test's pH as farmers write it in their script ('पी एच 5.2', 'പി എച്ച് 4.8'), and the words
   * for its value said between ('पीएच मान 9'): the search reads the number (search/index.ts).
   */
  readings: z.object({ ph: perLanguage(z.array(z.string().trim().min(1))), value: perLanguage(z.array(z.string().trim().min(1))) }),
  /** How a question names a place (beside 'in', 'district', or with an ending), for the forecast. */
  places: z.object({
    before: perLanguage(z.array(z.string())), after: perLanguage(z.array(z.string())),
    endings: perLanguage(z.array(z.tuple([z.string().min(1), z.string()]))),
    kinds: perLanguage(z.array(z.string())), notPlaces: perLanguage(z.array(z.string())),
    /** Places whose names begin like a word of the vocabulary (Bhavnagar, 'bhav' a price): never read as that word. */
    names: perLanguage(z.array(z.string())),
  }),
  templates: perLanguage(templateSchema).superRefine((templates, ctx) => {
    for (const [language, t] of Object.entries(templates)) {
      for (const [part, placeholders] of [['weather', WEATHER_PLACEHOLDERS], ['prices', PRICE_PLACEHOLDERS]] as const) {
        for (const [key, wanted] of Object.entries(placeholders)) {
          const has = [...((t[part] as Record<string, string>)[key] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
          if (has.join() !== [...wanted].sort().join()) ctx.addIssue({ code: 'custom', path: [language, part, key], message: `placeholders ${has.join(', ')}; wanted ${wanted.join(', ')}` });
        }
      }
    }
  }),
});
export type Vocabulary = z.output<typeof vocabularySchema>;

/** Reads the vocabulary's files; a broken file names its path. */
export function loadVocabulary(dir: string): Vocabulary {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
  const parsed = vocabularySchema.safeParse({ ingredients: read('ingredients.json'), intents: read('intents.json'), animals: read('animals.json'), crops: read('crops.json'), forecast: read('forecast.json'), sequence: read('sequence.json'), cropWords: read('crop-words.json'), places: read('places.json'), readings: read('readings.json'), templates: read('templates.json') });
  if (!parsed.success) throw new Error(`Vocabulary has errors:\n${parsed.error.issues.slice(0, 20).map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return parsed.data;
}

/** A template with its {placeholders} filled. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

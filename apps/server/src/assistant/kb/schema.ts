import { z } from 'zod';

// Knowledge format v2 (knowledge/FORMAT.md): an entry holds typed sections per language, and its
// numbers (doses, days) as data that per-language templates put into words. A broken entry fails
// the loader and so `npm test`.

export const KB_LANGUAGES = ['en', 'hi', 'te', 'ta', 'gu', 'pa', 'ur', 'ml', 'sa', 'kn'] as const;
export type KbLanguage = (typeof KB_LANGUAGES)[number];
export const TOPICS = ['crop-disease', 'soil-test', 'crop-doctor', 'weather-insurance', 'farm-monitoring', 'weather-forecast'] as const;
export const KINDS = ['disease', 'pest', 'deficiency', 'disorder', 'weed', 'practice', 'crop-profile', 'scheme', 'weather', 'livestock'] as const;
/** Entries about a problem (a crop's or an animal's), not a practice. */
export const PROBLEM_KINDS: ReadonlySet<string> = new Set(['disease', 'pest', 'weed', 'deficiency', 'disorder', 'livestock']);

/** Sections an entry may have; which ones fit depends on its kind (see SECTIONS_OF). */
export const SECTION_IDS = [
  // a problem of a crop or an animal
  'symptoms', 'cause', 'prevention', 'organic', 'chemical', 'safety', 'expert',
  // a crop practice
  'season', 'seed', 'varieties', 'fertilizer', 'irrigation', 'weeds', 'harvest',
  // a scheme
  'eligibility', 'benefits', 'apply', 'documents', 'deadlines', 'helpline',
  // anything: what to do, when no finer section fits (a weather action, a soil practice)
  'steps',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTIONS_OF: Record<(typeof KINDS)[number], readonly SectionId[]> = {
  disease: ['symptoms', 'cause', 'prevention', 'organic', 'chemical', 'safety', 'expert'],
  pest: ['symptoms', 'cause', 'prevention', 'organic', 'chemical', 'safety', 'expert'],
  deficiency: ['symptoms', 'cause', 'prevention', 'organic', 'chemical', 'safety', 'expert', 'steps'],
  disorder: ['symptoms', 'cause', 'prevention', 'organic', 'chemical', 'safety', 'expert', 'steps'],
  weed: ['symptoms', 'prevention', 'organic', 'chemical', 'safety', 'expert', 'steps'],
  livestock: ['symptoms', 'cause', 'prevention', 'organic', 'chemical', 'safety', 'expert', 'steps'],
  practice: ['steps', 'season', 'seed', 'varieties', 'fertilizer', 'irrigation', 'weeds', 'harvest', 'prevention', 'organic', 'chemical', 'safety', 'expert'],
  'crop-profile': ['season', 'seed', 'varieties', 'fertilizer', 'irrigation', 'weeds', 'harvest', 'expert'],
  scheme: ['steps', 'eligibility', 'benefits', 'apply', 'documents', 'deadlines', 'helpline'],
  weather: ['steps', 'prevention', 'safety', 'expert'],
};

const text = z.string().trim().min(2);
const perLanguage = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(KB_LANGUAGES.map((l) => [l, value])) as Record<KbLanguage, T>);

const amount = z.object({
  amount: z.number().positive(),
  unit: z.enum(['g', 'ml', 'kg', 'l']),
});

/**
 * A product, as data: the templates say it in every language. A field the source does not give
 * stays out (null or absent) and the answer says "follow the label": never a guessed number.
 */
export const productSchema = z.object({
  /** Key into the file's `ingredients` (its names per language), e.g. "tricyclazole". */
  ingredient: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** As sold: "75 WP", "40 EC", "5% SC". */
  formulation: z.string().trim().min(1).nullable().default(null),
  use: z.enum(['spray', 'soil', 'seed', 'drench', 'bait', 'animal']).default('spray'),
  perLitre: amount.nullable().default(null),
  /** For one acre, and the water it goes in (sprays). */
  perAcre: amount.extend({ waterLitres: z.number().positive().nullable().default(null) }).nullable().default(null),
  perKgSeed: amount.nullable().default(null),
  /** When to apply, in each language ("at the first leaf spots"). */
  when: perLanguage(text).nullable().default(null),
  maxApplications: z.number().int().positive().nullable().default(null),
  /** Days from the last application to harvest (pre-harvest interval). */
  waitingDays: z.number().int().nonnegative().nullable().default(null),
  /** Animal medicines: days before milk or meat may be used. */
  withdrawal: z.object({ milkDays: z.number().int().nonnegative().nullable(), meatDays: z.number().int().nonnegative().nullable() }).nullable().default(null),
});
export type Product = z.output<typeof productSchema>;

const sections = z.partialRecord(z.enum(SECTION_IDS), text);

export const entrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  topic: z.enum(TOPICS),
  kind: z.enum(KINDS),
  /** Crop or animal keys of the vocabulary; [] for a topic about no one crop (heavy rain, PM-KISAN). */
  crops: z.array(z.string()),
  /** The same problem in other crops shares this (e.g. "fruit-borer"): 'and in tomato?' finds it. */
  problem: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).nullable().default(null),
  /** The public source, named in each language. */
  source: perLanguage(z.string().trim().min(5)),
  products: z.array(productSchema).default([]),
  text: perLanguage(z.object({
    title: text,
    /** A handful of names farmers use for this problem or topic (local names, common spellings). */
    aliases: z.array(text).max(12).default([]),
    /** One or two sentences: what it is and the first thing to do. The short answer starts here. */
    summary: text,
    sections,
    followups: z.array(text).max(4).default([]),
  })),
  /** Search phrases of the engine v1, kept until the search library replaces them. */
  legacyKeys: perLanguage(z.object({ strong: z.array(z.string()).default([]), weak: z.array(z.string()).default([]) })).optional(),
});
export type Entry = z.output<typeof entrySchema>;

export const fileSchema = z.object({
  /** Crop and animal names per language (the shared vocabulary of this file's entries). */
  crops: z.record(z.string(), perLanguage(z.array(z.string().trim().min(1)))).default({}),
  /** Ingredients the shared vocabulary lacks (a test's own); the shipped ones live in vocabulary/ingredients.json. */
  ingredients: z.record(z.string(), perLanguage(text)).default({}),
  entries: z.array(entrySchema),
});
export type KnowledgeFile = z.output<typeof fileSchema>;

/** Rules a schema can't say: sections that fit the kind, products named, same sections in every language. */
export function entryProblems(entry: Entry, ingredients: Set<string>): string[] {
  const problems: string[] = [];
  const allowed = new Set(SECTIONS_OF[entry.kind]);
  const english = Object.keys(entry.text.en.sections);
  for (const language of KB_LANGUAGES) {
    const own = Object.keys(entry.text[language].sections);
    for (const id of own) if (!allowed.has(id as SectionId)) problems.push(`${entry.id}: ${language}: section "${id}" does not fit a ${entry.kind}`);
    const missing = english.filter((id) => !own.includes(id));
    if (missing.length) problems.push(`${entry.id}: ${language}: missing sections ${missing.join(', ')}`);
  }
  for (const product of entry.products) {
    if (!ingredients.has(product.ingredient)) problems.push(`${entry.id}: ingredient "${product.ingredient}" has no names in the file's ingredients`);
    if (!product.perLitre && !product.perAcre && !product.perKgSeed) problems.push(`${entry.id}: ${product.ingredient}: no dose at all`);
  }
  if (entry.products.length && !entry.text.en.sections.chemical) problems.push(`${entry.id}: products but no chemical section`);
  return problems;
}

import fs from 'node:fs';
import path from 'node:path';
import { shippedPincodes } from '../live/place/pincodes.ts';
import { type KnowledgeBase, type KnowledgeFile, KnowledgeError, prepareChecked } from '../search/legacy-index.ts';
import { isLatin, words } from '../text.ts';
import { fullText, type Names } from './render.ts';
import { type Entry, entryProblems, fileSchema, KB_LANGUAGES, type KbLanguage } from './schema.ts';
import { loadVocabulary, type Vocabulary } from './vocabulary.ts';

/** The knowledge base as the pipeline uses it. */
export interface Knowledge extends Names {
  entries: Entry[];
  byId: Map<string, Entry>;
  crops: Record<string, Record<KbLanguage, string[]>>;
  vocabulary: Vocabulary;
  /** The v1 key index the search stage still runs on, until the search library replaces it. */
  legacy: KnowledgeBase;
  files: string[];
}

/** The v1 kinds the legacy index knows. */
const LEGACY_KIND = { disease: 'disease', pest: 'pest', deficiency: 'deficiency', disorder: 'deficiency', weed: 'pest', practice: 'practice', 'crop-profile': 'profile', scheme: 'scheme', weather: 'weather', livestock: 'livestock' } as const;

/** Checks and merges knowledge files; any broken entry is an error naming the file and the field. */
/**
 * `districts`: India's district names (the pincode table's), which are no key typed loosely:
 * 'Bareilly' read by its consonants was प्रालेय, frost.
 */
export function prepareKnowledge(files: { name: string; data: unknown }[], vocabulary: Vocabulary, districts: string[] = []): Knowledge {
  const problems: string[] = [];
  const entries: Entry[] = [];
  const crops: Knowledge['crops'] = {};
  const ingredients: Knowledge['ingredients'] = { ...vocabulary.ingredients };
  const legacyFiles: { name: string; data: { crops: KnowledgeFile['crops']; entries: string[] } }[] = [];
  for (const { name, data } of files) {
    const parsed = fileSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 20)) problems.push(`${name}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    Object.assign(crops, parsed.data.crops);
    // One name per ingredient and language across the knowledge base: a second spelling is an error.
    for (const [key, names] of Object.entries(parsed.data.ingredients)) {
      if (ingredients[key] && JSON.stringify(ingredients[key]) !== JSON.stringify(names)) problems.push(`${name}: ingredient "${key}" is named differently elsewhere`);
      ingredients[key] = names;
    }
    entries.push(...parsed.data.entries);
    legacyFiles.push({ name, data: { crops: parsed.data.crops, entries: parsed.data.entries.map((e) => e.id) } });
  }
  const known = new Set(Object.keys(ingredients));
  const byId = new Map<string, Entry>();
  for (const entry of entries) {
    if (byId.has(entry.id)) problems.push(`duplicate entry id ${entry.id}`);
    byId.set(entry.id, entry);
    problems.push(...entryProblems(entry, known));
    for (const crop of entry.crops) if (!crops[crop]) problems.push(`${entry.id}: crop "${crop}" is in no file's crops`);
  }
  if (problems.length) throw new KnowledgeError(`Knowledge base has errors:\n${problems.join('\n')}`);

  const names = { ingredients };
  const perLanguage = <T>(value: (language: KbLanguage) => T) => Object.fromEntries(KB_LANGUAGES.map((l) => [l, value(l)])) as Record<KbLanguage, T>;
  const legacyEntry = (entry: Entry): KnowledgeFile['entries'][number] => ({
    id: entry.id, topic: entry.topic, kind: LEGACY_KIND[entry.kind], crops: entry.crops, problem: entry.problem, source: entry.source.en,
    keys: perLanguage((l) => ({
      strong: [...entry.text[l].aliases, ...(entry.legacyKeys?.[l].strong ?? [])],
      weak: entry.legacyKeys?.[l].weak ?? [],
    })),
    title: perLanguage((l) => entry.text[l].title),
    // Rendered when a language's symptom index first reads it: ten languages of every entry's whole
    // text, kept for the process's life, were a third of the knowledge base's memory.
    answer: perLanguageOnDemand((l) => fullText(vocabulary.templates[l], names, entry, l)),
    followups: perLanguage((l) => (entry.text[l].followups.length ? entry.text[l].followups : [vocabulary.templates[l].chips.dose])),
  });
  const legacy = prepareChecked(legacyFiles.map(({ name, data }) => {
    const { crops: fileCrops, entries: ids } = data;
    return { name, data: { crops: fileCrops, entries: ids.map((id) => legacyEntry(byId.get(id)!)) } };
  }));
  legacy.plain = plainWords(vocabulary, districts);
  legacy.cropNames = vocabulary.crops;
  legacy.cropsByLanguage = crops;
  legacy.notCrop = {
    comparisons: Object.values(vocabulary.cropWords.comparisons).flat().map((c) => words(c).join(' ')), names: Object.values(vocabulary.cropWords.names).flat().map((n) => words(n)),
    inLanguage: Object.fromEntries(Object.entries(vocabulary.cropWords.otherMeaning).map(([language, list]) => [language, new Set(list.flatMap(words))])),
    compoundHeads: Object.values(vocabulary.cropWords.compoundHeads).flat().flatMap(words),
    // (Longest first: 'yilum' before 'um'.)
    romanEndings: Object.fromEntries(Object.entries(vocabulary.cropWords.romanEndings).map(([language, list]) => [language, [...list].sort((a, b) => b.length - a.length)])),
  };
  legacy.asking = new Set(Object.values(vocabulary.intents).flatMap((perLanguage) => Object.values(perLanguage).flat()).flatMap((phrase) => words(phrase)));
  return { entries, byId, crops, ingredients, vocabulary, legacy, files: files.map((f) => f.name) };
}

/** The shipped knowledge: src/assistant/knowledge/{entries,vocabulary} in the server package. */
export function shippedKnowledgeDir(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'src', 'assistant', 'knowledge');
}

/**
 * Entries from `entriesDir`; the vocabulary from a `vocabulary` folder beside it, or the shipped
 * one (a test's small knowledge base speaks the shipped vocabulary).
 */
export function loadKnowledge(entriesDir: string, shippedDir: string): Knowledge {
  const names = fs.readdirSync(entriesDir).filter((f) => f.endsWith('.json')).sort();
  const beside = path.join(path.dirname(entriesDir), 'vocabulary');
  const vocabulary = loadVocabulary(fs.existsSync(beside) ? beside : path.join(shippedDir, 'vocabulary'));
  return prepareKnowledge(names.map((name) => ({ name, data: JSON.parse(fs.readFileSync(path.join(entriesDir, name), 'utf8')) as unknown })), vocabulary, districtNames(shippedDir));
}

/**
 * Single Latin words of the intents, weather and place vocabulary, and the everyday words that look
 * like a crop's or a key's name (cropWords.otherMeaning: Malayalam 'manja', yellow, is no typo of
 * 'munja', hoppers): see KnowledgeBase.plain.
 */
function plainWords(vocabulary: Vocabulary, districts: string[]): Set<string> {
  const lists = [...Object.values(vocabulary.intents), vocabulary.forecast.weather, vocabulary.forecast.future, vocabulary.places.before, vocabulary.places.after, vocabulary.places.names, vocabulary.cropWords.otherMeaning];
  const places = districts.flatMap((d) => words(d)).filter((w) => w.length >= 5);
  return new Set([...lists.flatMap((perLanguage) => Object.values(perLanguage).flat()).flatMap((phrase) => words(phrase)), ...places].filter((w) => isLatin(w)));
}

/** The district names of the shipped pincode table, when it is there. */
function districtNames(shippedDir: string): string[] {
  return fs.existsSync(path.join(shippedDir, 'live', 'pincodes.tsv')) ? shippedPincodes(shippedDir).districts() : [];
}

/** A value per language, each made the first time it is read. */
function perLanguageOnDemand(make: (language: KbLanguage) => string): Record<KbLanguage, string> {
  const made: Partial<Record<KbLanguage, string>> = {};
  return Object.defineProperties({}, Object.fromEntries(KB_LANGUAGES.map((l) => [l, {
    enumerable: true,
    get: () => (made[l] ??= make(l)),
  }]))) as Record<KbLanguage, string>;
}

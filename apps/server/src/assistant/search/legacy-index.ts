import { z } from 'zod';
import { KB_LANGUAGES, type KbLanguage, TOPICS } from '../kb/schema.ts';
import { words } from '../text.ts';

export type { KbLanguage };

const perLanguage = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(KB_LANGUAGES.map((l) => [l, value])) as Record<KbLanguage, T>);
const phraseList = z.array(z.string().trim().min(1)).default([]);

/**
 * The v1 key index the search stage runs on until the search library replaces it: kb/load.ts feeds
 * it each entry's aliases and legacy keys, titles, whole text and follow-ups.
 */
export const entrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  topic: z.enum(TOPICS),
  kind: z.enum(['disease', 'pest', 'deficiency', 'practice', 'profile', 'livestock', 'scheme', 'weather']),
  crops: z.array(z.string()),
  /** The problem it is about, if any ('alkaline-soil'): a field's problem named outright answers over a crop's signs. */
  problem: z.string().nullable().default(null),
  source: z.string().min(10, 'name the institution and topic'),
  keys: perLanguage(z.object({ strong: phraseList, weak: phraseList })),
  title: perLanguage(z.string().trim().min(2)),
  answer: perLanguage(z.string().trim().min(40, 'an answer of a few sentences at least')),
  followups: perLanguage(z.array(z.string().trim().min(3)).min(1).max(4)),
});
export const fileSchema = z.object({
  version: z.string().optional(),
  crops: z.record(z.string(), perLanguage(z.array(z.string().trim().min(1)))).default({}),
  entries: z.array(entrySchema),
});
export type Entry = z.output<typeof entrySchema>;
export type KnowledgeFile = z.output<typeof fileSchema>;

/**
 * An entry with its key phrases as word lists, ready for matching, and for each phrase the
 * languages whose lists hold it (romanized typing of one language must not match another's
 * Latin keys: Hindi 'pani' is water, not a Tamil word).
 */
export interface PreparedEntry extends Entry { strong: string[][]; weak: string[][]; strongLanguages: LanguageSet[]; weakLanguages: LanguageSet[] }

/**
 * A set of languages as one number, a bit per language of KB_LANGUAGES: every key phrase carries
 * one, and a Set object each took a sixth of a thousand entries' heap.
 */
export type LanguageSet = number;
export const languageBit = (language: KbLanguage): LanguageSet => 1 << KB_LANGUAGES.indexOf(language);
export const languagesHave = (set: LanguageSet, language: KbLanguage) => (set & languageBit(language)) !== 0;
export interface KnowledgeBase {
  crops: Map<string, string[][]>;
  entries: PreparedEntry[];
  files: string[];
  /**
   * Latin words the vocabulary gives another meaning (what a question asks, weather, places):
   * never read as a typo of a key word ('mandi', market, is not 'makdi', mite).
   */
  plain?: Set<string>;
  /** Every single word of what questions ask (sow, when, how much, yield…), in every language: not signs of a problem. */
  asking?: Set<string>;
  /** Our crops' names per language (the knowledge files' crops): romanized typing is read against them transliterated. */
  cropsByLanguage?: Record<string, Record<string, string[]>>;
  /** The vocabulary's crop names per language (vocabulary/crops.json), for the crops no entry covers. */
  cropNames?: Record<string, Record<string, string[]>>;
  /** Words of likeness after a crop's name, and pests' or weeds' names that hold one (vocabulary/crop-words.json): no crop named. */
  notCrop?: { comparisons: string[]; names: string[][]; inLanguage?: Record<string, Set<string>>; romanEndings?: Record<string, string[]>; compoundHeads?: string[] };
}

export class KnowledgeError extends Error {}

/** Key phrases as word lists, each once: a Latin key repeated in several languages' lists must not count twice. */
const phrases = (list: string[]) => {
  const seen = new Set<string>();
  return list.map(words).filter((w) => {
    const key = w.join(' ');
    if (w.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** An entry's keys of one kind, each phrase once, with the languages that list it. */
function keyPhrases(entry: Entry, kind: 'strong' | 'weak', splitKey: (key: string) => SplitKey) {
  const byPhrase = new Map<string, { words: string[]; languages: LanguageSet }>();
  for (const language of KB_LANGUAGES) {
    for (const key of entry.keys[language][kind]) {
      const { words: w, phrase } = splitKey(key);
      if (w.length === 0) continue;
      const found = byPhrase.get(phrase);
      if (found) found.languages |= languageBit(language);
      else byPhrase.set(phrase, { words: w, languages: languageBit(language) });
    }
  }
  const list = [...byPhrase.values()];
  return { phrases: list.map((p) => p.words), languages: list.map((p) => p.languages) };
}

/** A key as words, and those words joined: the phrase's identity. */
interface SplitKey { words: string[]; phrase: string }

/** Checks and merges knowledge files; any broken entry is an error naming the file and the field. */
export function prepare(files: { name: string; data: unknown }[]): KnowledgeBase {
  const problems: string[] = [];
  const parsed: { name: string; data: KnowledgeFile }[] = [];
  for (const { name, data } of files) {
    const result = fileSchema.safeParse(data);
    if (result.success) parsed.push({ name, data: result.data });
    else for (const issue of result.error.issues.slice(0, 20)) problems.push(`${name}: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (problems.length) throw new KnowledgeError(`Knowledge base has errors:\n${problems.join('\n')}`);
  return prepareChecked(parsed);
}

/**
 * The index of files already in this shape: kb/load.ts builds them from entries its own schema
 * checked, so a second validation (a deep copy of every text) would only cost time and memory.
 */
export function prepareChecked(files: { name: string; data: KnowledgeFile }[]): KnowledgeBase {
  const problems: string[] = [];
  const crops = new Map<string, string[][]>();
  const entries: PreparedEntry[] = [];
  const ids = new Set<string>();
  // A quarter of all keys are written the same in another entry or language ('patte peele' in
  // Hindi and Urdu): each distinct key is split into words once. (Read only: entries share them.)
  const split = new Map<string, SplitKey>();
  const splitKey = (key: string) => {
    let found = split.get(key);
    if (!found) { const w = words(key); split.set(key, found = { words: w, phrase: w.join(' ') }); }
    return found;
  };
  for (const { name, data } of files) {
    for (const [crop, names] of Object.entries(data.crops)) {
      crops.set(crop, [...(crops.get(crop) ?? []), ...phrases(Object.values(names).flat())]);
    }
    for (const entry of data.entries) {
      if (ids.has(entry.id)) problems.push(`${name}: duplicate entry id ${entry.id}`);
      ids.add(entry.id);
      const strong = keyPhrases(entry, 'strong', splitKey);
      const weak = keyPhrases(entry, 'weak', splitKey);
      if (strong.phrases.length === 0) problems.push(`${name}: ${entry.id}: no strong key in any language`);
      entries.push({ ...entry, strong: strong.phrases, weak: weak.phrases, strongLanguages: strong.languages, weakLanguages: weak.languages });
    }
  }
  for (const entry of entries) {
    for (const crop of entry.crops) if (!crops.has(crop)) problems.push(`${entry.id}: crop "${crop}" is in no file's crops`);
  }
  if (problems.length) throw new KnowledgeError(`Knowledge base has errors:\n${problems.join('\n')}`);
  return { crops, entries, files: files.map((f) => f.name) };
}

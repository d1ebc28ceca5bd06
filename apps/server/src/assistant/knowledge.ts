import { words } from './text.ts';

/** One knowledge entry as stored in knowledge/*.json. */
export interface Entry {
  id: string;
  /** The bot topic it belongs to (a bot slug). */
  topic: string;
  /** Crop keys (see `crops`); empty when the entry is about no one crop. */
  crops: string[];
  source: string;
  /** Phrases that identify the problem: a strong one alone is enough, a weak one needs the crop named too. */
  signs: { strong: string[]; weak: string[] };
  title: Record<string, string>;
  answer: Record<string, string>;
}

export interface KnowledgeFile {
  version: string;
  crops: Record<string, string[]>;
  entries: Entry[];
}

/** Phrases as word lists, prepared once when the knowledge base loads. */
export interface PreparedEntry extends Entry {
  strong: string[][];
  weak: string[][];
}

export interface KnowledgeBase {
  version: string;
  crops: Map<string, string[][]>;
  entries: PreparedEntry[];
}

const phrases = (list: string[]) => list.map(words).filter((w) => w.length > 0);

export function prepare(file: KnowledgeFile): KnowledgeBase {
  const ids = new Set<string>();
  for (const entry of file.entries) {
    if (ids.has(entry.id)) throw new Error(`knowledge: duplicate entry id ${entry.id}`);
    ids.add(entry.id);
    if (!entry.answer.en || !entry.title.en) throw new Error(`knowledge: ${entry.id} has no English answer`);
    if (!entry.source) throw new Error(`knowledge: ${entry.id} names no source`);
    for (const crop of entry.crops) if (!file.crops[crop]) throw new Error(`knowledge: ${entry.id} names unknown crop ${crop}`);
  }
  return {
    version: file.version,
    crops: new Map(Object.entries(file.crops).map(([k, names]) => [k, phrases(names)])),
    entries: file.entries.map((e) => ({ ...e, strong: phrases(e.signs.strong), weak: phrases(e.signs.weak) })),
  };
}

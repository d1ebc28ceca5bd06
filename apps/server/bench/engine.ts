// npm run bench:engine — a benchmark, not a test: the offline engine alone (no HTTP), on the shipped
// knowledge base and on a generated one of BENCH_ENTRIES entries (the real entries copied with new
// ids and aliases). Prints index build time, answer latency p50/p99 over the open question sets,
// and the heap. Targets (issue: engine v2): p99 <= 50 ms at 1,000 entries on one core, build <= 2 s,
// heap <= 300 MB. 'ready' is the knowledge loaded and a first answer given; the server then builds
// every language's search index in the background (warmSearch), 'all langs' later, and the latency
// is measured after that, as farmers meet it once the server has started.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { knowledgeAssistant } from '../src/assistant/engine.ts';
import { prepareKnowledge, shippedKnowledgeDir } from '../src/assistant/kb/load.ts';
import { KB_LANGUAGES } from '../src/assistant/kb/schema.ts';
import { loadVocabulary } from '../src/assistant/kb/vocabulary.ts';
import { warmSearch } from '../src/assistant/search/index.ts';
import { percentile } from '../eval/stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const shipped = shippedKnowledgeDir(here);
const TARGET = Number(process.env.BENCH_ENTRIES ?? 1000);

type KbFile = { crops: unknown; entries: { id: string; text: Record<string, { aliases: string[] }> }[] };
const files = fs.readdirSync(path.join(shipped, 'entries')).filter((f) => f.endsWith('.json')).sort()
  .map((name) => ({ name, data: JSON.parse(fs.readFileSync(path.join(shipped, 'entries', name), 'utf8')) as KbFile }));
const questions = ['questions.json', 'holdout.json', 'holdout-2.json', 'holdout-3.json']
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(here, '../eval', f), 'utf8')) as { lang: string; bot: string; q: string }[]);

/** The real entries, copied until there are exactly `target`: new ids, and aliases that name the copy. */
function grown(target: number) {
  const real = files.reduce((n, f) => n + f.data.entries.length, 0);
  const copies = Math.max(0, Math.ceil(target / real) - 1);
  let room = Math.max(0, target - real);
  const extra = Array.from({ length: copies }, (_, c) => files.map(({ name, data }) => {
    // The last copy stops at the target: 199 real entries copied six times would be 1,194.
    const taken = data.entries.slice(0, room);
    room -= taken.length;
    return {
      name: `copy${c + 1}-${name}`,
      data: { ...data, entries: taken.map((e) => ({
        ...e, id: `${e.id}-copy${c + 1}`,
        text: Object.fromEntries(KB_LANGUAGES.map((l) => [l, { ...e.text[l], aliases: e.text[l]!.aliases.map((a) => `${a} variant${c + 1}`) }])),
      })) },
    };
  })).flat().filter((f) => f.data.entries.length > 0);
  return [...files, ...extra];
}

const heapMb = () => { (globalThis as { gc?: () => void }).gc?.(); return process.memoryUsage().heapUsed / 1048576; };

async function measure(label: string, knowledgeFiles: { name: string; data: unknown }[]) {
  const before = heapMb();
  const started = performance.now();
  const kb = prepareKnowledge(knowledgeFiles, loadVocabulary(path.join(shipped, 'vocabulary')));
  const engine = knowledgeAssistant({ kb });
  const ask = (lang: string, bot: string, text: string) =>
    engine.answer({ text, audio: null, media: [], language: lang, bot: { id: 1, slug: bot, name: bot }, history: [], speech: false });
  // The search builds its indexes on the first question: that is part of being ready.
  await ask('EN', 'crop-disease', 'wheat yellow rust');
  const build = performance.now() - started;
  await warmSearch(kb);
  const warm = performance.now() - started;
  const latency: number[] = [];
  for (const q of questions) {
    const t = performance.now();
    await ask(q.lang, q.bot, q.q);
    latency.push(performance.now() - t);
  }
  const heap = heapMb();
  console.log(label.padEnd(22), String(kb.entries.length).padStart(7), `${(build / 1000).toFixed(2)} s`.padStart(9), `${(warm / 1000).toFixed(2)} s`.padStart(10),
    percentile(latency, 50).toFixed(1).padStart(8), percentile(latency, 99).toFixed(1).padStart(8), `${heap.toFixed(0)} MB`.padStart(9), `${(heap - before).toFixed(0)} MB`.padStart(9));
}

async function main() {
  if (!(globalThis as { gc?: () => void }).gc) console.log('(run with node --expose-gc for exact heap figures: npm run bench:engine does)');
  console.log(`bench:engine — ${questions.length} questions of the open sets, one process, node ${process.version}\n`);
  console.log('knowledge base'.padEnd(22), 'entries'.padStart(7), 'ready'.padStart(9), 'all langs'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'heap'.padStart(9), 'kb heap'.padStart(9));
  await measure('shipped', files);
  await measure(`generated (${TARGET})`, grown(TARGET));
}

main().catch((err) => { console.error(err); process.exit(1); });

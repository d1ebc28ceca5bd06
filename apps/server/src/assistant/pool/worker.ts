import { threadId, workerData } from 'node:worker_threads';
import { type DecideInput, decider } from '../decide.ts';
import { loadKnowledge } from '../kb/load.ts';
import { warmSearch } from '../search/index.ts';

// One thread of the thinking pool (pool/index.ts): it loads the knowledge base once, from the
// same folders as the server, and then decides question after question. Bundled into
// dist/engine-worker.js beside the server (build.mjs).
const { entriesDir, shippedDir, warm } = workerData as { entriesDir: string; shippedDir: string; warm: boolean };
const kb = loadKnowledge(entriesDir, shippedDir);
const decide = decider(kb);
if (warm) void warmSearch(kb);

export default function think(input: DecideInput) {
  return { decision: decide(input), threadId };
}

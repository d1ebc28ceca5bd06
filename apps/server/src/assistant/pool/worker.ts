import { threadId, workerData } from 'node:worker_threads';
import { type DecideInput, decider } from '../decide.ts';
import { loadKnowledge } from '../kb/load.ts';

// One thread of the thinking pool (pool/index.ts): it loads the knowledge base once, from the
// same folders as the server, and then decides question after question. Bundled into
// dist/engine-worker.js beside the server (build.mjs).
const { entriesDir, shippedDir } = workerData as { entriesDir: string; shippedDir: string };
const decide = decider(loadKnowledge(entriesDir, shippedDir));

export default function think(input: DecideInput) {
  return { decision: decide(input), threadId };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Decision, DecideInput } from '../decide.ts';

export interface ThinkingPoolOptions {
  entriesDir: string;
  shippedDir: string;
  threads: number;
  /** Each thread builds every language's search index after loading (search/index.ts warmSearch). */
  warm?: boolean;
  /** Questions waiting for a thread beyond which the next one is thought on the main thread. */
  maxQueue?: number;
  /** The bundled worker (dist/engine-worker.js, see bundledWorker). */
  workerFile: string;
}

export interface ThinkingPool {
  decide(input: DecideInput): Promise<Decision>;
  stats(): { decided: number; threads: Set<number>; inline: number };
  close(): Promise<void>;
}

/** The bundled worker beside the running server: dist/engine-worker.js beside dist/main.js. */
const besideServer = () => fileURLToPath(new URL('./engine-worker.js', import.meta.url));
/** Whether this is the built server (its worker beside it). */
const isBuiltServer = () => fs.existsSync(besideServer());
/** The bundled worker: beside the built server, or (from the source tree, when asked for threads) the last build's. */
export const bundledWorker = (serverDir: string) => (isBuiltServer() ? besideServer() : path.join(serverDir, 'dist', 'engine-worker.js'));

/**
 * The thinking (safety, understand, search, route, compose: tens of milliseconds of CPU a
 * question) in worker threads, so the main thread stays free for requests, the database and the
 * live tools: a busy minute of questions no longer holds up /healthz or another farmer's login.
 * Each thread holds its own copy of the knowledge base. A full queue thinks on the caller's
 * thread (`inline`) rather than refusing a farmer's question.
 */
export function thinkingPool(options: ThinkingPoolOptions, inline: (input: DecideInput) => Decision | Promise<Decision>): ThinkingPool {
  const maxQueue = options.maxQueue ?? 64;
  const pool = new Piscina({
    filename: options.workerFile,
    workerData: { entriesDir: options.entriesDir, shippedDir: options.shippedDir, warm: options.warm ?? false },
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  const threads = new Set<number>();
  let decided = 0, thoughtInline = 0;
  return {
    async decide(input) {
      if (pool.queueSize >= maxQueue) { thoughtInline++; return inline(input); }
      const out = await pool.run(input) as { decision: Decision; threadId: number };
      threads.add(out.threadId);
      decided++;
      return out.decision;
    },
    stats: () => ({ decided, threads, inline: thoughtInline }),
    close: () => pool.destroy(),
  };
}

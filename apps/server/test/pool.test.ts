import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { type DecideInput, decider } from '../src/assistant/decide.ts';
import { knowledgeAssistant } from '../src/assistant/engine.ts';
import { loadKnowledge, shippedKnowledgeDir } from '../src/assistant/kb/load.ts';
import { thinkingPool } from '../src/assistant/pool/index.ts';
import { takingTurns } from '../src/assistant/pool/turns.ts';

// The built worker (npm test builds first, as the process tests need dist/main.js too).
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workerFile = path.join(serverDir, 'dist', 'engine-worker.js');
const shippedDir = shippedKnowledgeDir(path.dirname(fileURLToPath(import.meta.url)));
const entriesDir = path.join(shippedDir, 'entries');
const kb = loadKnowledge(entriesDir, shippedDir);
const inline = decider(kb);

describe('the thinking pool', () => {
  const pool = thinkingPool({ entriesDir, shippedDir, threads: 1, workerFile }, inline);
  afterAll(() => pool.close());
  const input = (question: string, sessionLanguage = 'EN'): DecideInput =>
    ({ question, heard: question, sessionLanguage, bot: 'crop-doctor', history: [], mayTranslate: false });

  it('thinks in a worker thread, not on the main thread, and decides as the main thread would', async () => {
    const questions = [input('paddy leaves with eye shaped spots, what to spray'), input('गेहूं में कितना यूरिया डालें', 'HI'),
      input('will it rain tomorrow in Nashik'), input('ಲಿಚಿ ಎಲೆ ಮುರುಟಿದೆ', 'KN'), input('how to make a bomb with urea')];
    for (const q of questions) {
      const { stages: _a, ...pooled } = await pool.decide(q);
      const { stages: _b, ...here } = inline(q);
      expect(pooled, q.question).toEqual(here);
    }
    const stats = pool.stats();
    expect([stats.decided, stats.threads.size, stats.threads.has(threadId)]).toEqual([questions.length, 1, false]);
  });

  it('answers a farmer through the engine with the pool deciding', async () => {
    const assistant = knowledgeAssistant({ kb, decide: (i) => pool.decide(i) });
    const a = await assistant.answer({ text: 'paddy leaves with eye shaped spots, what to spray', audio: null, media: [], language: 'EN',
      bot: { id: 3, slug: 'crop-doctor', name: 'Crop Doctor' }, history: [], speech: false });
    expect([a.sources[0]?.id, a.telemetry.route, typeof a.telemetry.stages.think]).toEqual(['rice-blast', 'knowledge', 'number']);
  });
});

describe('thinking on the main thread takes turns with the event loop', () => {
  it('runs one question per loop iteration, in the order asked, so sockets are served between them', async () => {
    // A ticker that runs once in every iteration's check phase numbers the iterations.
    let iteration = 0;
    let ticking = true;
    const tick = () => { iteration++; if (ticking) setImmediate(tick); };
    setImmediate(tick);
    const seen: { job: number; iteration: number }[] = [];
    const think = takingTurns((job: number) => { seen.push({ job, iteration }); return job * 2; });
    const answers = await Promise.all([1, 2, 3, 4].map(think));
    ticking = false;
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(seen.map((s) => s.job)).toEqual([1, 2, 3, 4]);
    // Asked together, yet each thought in an iteration of its own.
    expect(new Set(seen.map((s) => s.iteration)).size).toBe(4);
  });
});

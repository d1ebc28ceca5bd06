import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { type SpeechSynthesizer, speakable } from './speech.ts';
import { readWav, resample, SPEECH_RATE, writeWav } from './wav.ts';

/** eSpeak NG voices by language; Sanskrit is read with the Hindi voice. */
const VOICES: Record<string, string> = {
  EN: 'en', HI: 'hi', SA: 'hi', TE: 'te', TA: 'ta', GU: 'gu', PA: 'pa', UR: 'ur', ML: 'ml', KN: 'kn',
};

/** Spoken answers kept in memory by their text: an answer heard twice is made once. */
const CACHE_ENTRIES = 200;

export interface EspeakOptions {
  wordsPerMinute?: number;
  /** Worker threads; by default one per core but one, at least one. */
  threads?: number;
  /** Syntheses waiting for a thread beyond which a new one is refused (that answer goes without audio). */
  maxQueue?: number;
}

/** Where the worker is: beside this file in the source tree, beside main.js in dist/. */
const workerFile = () => fileURLToPath(new URL('./espeak-worker.mjs', import.meta.url));

/**
 * Offline speech with eSpeak NG compiled to WebAssembly (the npm package espeak-ng): no network,
 * no root. It runs in a bounded pool of worker threads (piscina): about a second of work per
 * answer would otherwise stall every other request on the main thread. Its 22 kHz output is
 * brought down to 8 kHz 16-bit mono (16 KB a second), and kept by the text's hash.
 */
export function espeakSynthesizer(options: EspeakOptions = {}): SpeechSynthesizer & { stats(): { made: number; cached: number; threads: Set<number> }; close(): Promise<void> } {
  let pool: Piscina | null = null;
  const threads = new Set<number>();
  const cache = new Map<string, Buffer>();
  let made = 0, cached = 0;
  const open = () => (pool ??= new Piscina({
    filename: workerFile(),
    maxThreads: options.threads ?? Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    maxQueue: options.maxQueue ?? 16,
    idleTimeout: 60_000,
  }));
  return {
    name: 'espeak-ng',
    async synthesize(text, language) {
      const voice = VOICES[language.toUpperCase()] ?? 'en';
      const words = speakable(text);
      if (!words) throw new Error('nothing to say');
      const wordsPerMinute = options.wordsPerMinute ?? 145;
      const key = createHash('sha256').update(`${voice}|${wordsPerMinute}|${words}`).digest('base64url');
      const kept = cache.get(key);
      if (kept) {
        cached++;
        // Most recently used last: the oldest goes first when the cache is full.
        cache.delete(key); cache.set(key, kept);
        return kept;
      }
      // A full queue rejects at once (piscina's 'Task queue is at limit'): the answer goes without audio.
      const out = await open().run({ text: words, voice, wordsPerMinute }) as { wav: Uint8Array; threadId: number };
      threads.add(out.threadId);
      made++;
      const { rate, samples } = readWav(Buffer.from(out.wav));
      const wav = writeWav(resample(samples, rate, SPEECH_RATE), SPEECH_RATE);
      cache.set(key, wav);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return wav;
    },
    stats: () => ({ made, cached, threads }),
    async close() { await pool?.destroy(); pool = null; },
  };
}

// A speech worker (piscina): eSpeak NG (WebAssembly) turns one text into a 22 kHz WAV, off the
// main thread, so that answers being spoken never hold up other farmers' requests. Plain
// JavaScript: it runs as it is from the source tree and from dist/ alike.
import { threadId } from 'node:worker_threads';
import espeak from 'espeak-ng';

/** @param {{ text: string, voice: string, wordsPerMinute: number }} task */
export default async function speak({ text, voice, wordsPerMinute }) {
  const run = await espeak({ arguments: ['-v', voice, '-s', String(wordsPerMinute), '-w', '/tmp/out.wav', text] });
  return { wav: run.FS.readFile('/tmp/out.wav'), threadId };
}

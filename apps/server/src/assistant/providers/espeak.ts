import { readWav, resample, SPEECH_RATE, writeWav } from './wav.ts';
import { type SpeechSynthesizer, speakable } from './speech.ts';

/** eSpeak NG voices by language; Sanskrit is read with the Hindi voice. */
const VOICES: Record<string, string> = {
  EN: 'en', HI: 'hi', SA: 'hi', TE: 'te', TA: 'ta', GU: 'gu', PA: 'pa', UR: 'ur', ML: 'ml', KN: 'kn',
};

type ESpeak = typeof import('espeak-ng').default;

/**
 * Offline speech with eSpeak NG compiled to WebAssembly (the npm package espeak-ng): no network,
 * no root. Its 22 kHz output is brought down to 8 kHz 16-bit mono (16 KB a second).
 */
export function espeakSynthesizer(options: { wordsPerMinute?: number } = {}): SpeechSynthesizer {
  let engine: Promise<ESpeak> | null = null;
  const load = () => (engine ??= import('espeak-ng').then((m) => m.default));
  return {
    name: 'espeak-ng',
    async synthesize(text, language) {
      const voice = VOICES[language.toUpperCase()] ?? 'en';
      const words = speakable(text);
      if (!words) throw new Error('nothing to say');
      const espeak = await load();
      const run = await espeak({ arguments: ['-v', voice, '-s', String(options.wordsPerMinute ?? 145), '-w', '/tmp/out.wav', words] });
      const { rate, samples } = readWav(Buffer.from(run.FS.readFile('/tmp/out.wav')));
      return writeWav(resample(samples, rate, SPEECH_RATE), SPEECH_RATE);
    },
  };
}

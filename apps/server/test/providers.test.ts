import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openAiChat } from '../src/assistant/providers/chat-model.ts';
import { espeakSynthesizer } from '../src/assistant/providers/espeak.ts';
import { ModelError } from '../src/assistant/providers/http.ts';
import { openAiSpeech } from '../src/assistant/providers/openai-speech.ts';
import { speakable } from '../src/assistant/providers/speech.ts';
import { openAiTranscriber } from '../src/assistant/providers/transcriber.ts';
import { readWav } from '../src/assistant/providers/wav.ts';
import { fakeHttp } from './fake-http.ts';
import { wav } from './harness.ts';

const SAMPLES: Record<string, string> = {
  EN: 'Spray propiconazole at one millilitre per litre of water.',
  HI: 'प्रति लीटर पानी में एक मिलीलीटर दवा छिड़कें।',
  SA: 'प्रतिलीटरं जले एकं मिलीलीटरम् औषधं सिञ्चतु।',
  TE: 'లీటరు నీటికి ఒక మిల్లీలీటరు మందు పిచికారీ చేయండి.',
  TA: 'ஒரு லிட்டர் நீருக்கு ஒரு மில்லி மருந்து தெளிக்கவும்.',
  GU: 'એક લિટર પાણીમાં એક મિલી દવા છાંટો.',
  PA: 'ਇੱਕ ਲੀਟਰ ਪਾਣੀ ਵਿੱਚ ਇੱਕ ਮਿਲੀਲੀਟਰ ਦਵਾਈ ਛਿੜਕੋ।',
  UR: 'ایک لیٹر پانی میں ایک ملی لیٹر دوا چھڑکیں۔',
  ML: 'ഒരു ലിറ്റർ വെള്ളത്തിൽ ഒരു മില്ലി മരുന്ന് തളിക്കുക.',
  KN: 'ಒಂದು ಲೀಟರ್ ನೀರಿಗೆ ಒಂದು ಮಿಲಿ ಔಷಧಿ ಸಿಂಪಡಿಸಿ.',
};

describe('offline speech (eSpeak NG in WebAssembly)', () => {
  const tts = espeakSynthesizer();
  afterAll(async () => { await tts.close(); });
  it.each(Object.keys(SAMPLES))('speaks %s as 8 kHz mono WAV within 16 KB a second', async (code) => {
    const audio = await tts.synthesize(SAMPLES[code]!, code);
    const { rate, samples } = readWav(audio);
    expect(rate).toBe(8000);
    const seconds = samples.length / rate;
    expect(seconds).toBeGreaterThan(1);
    expect(audio.length / seconds).toBeLessThanOrEqual(16 * 1024);
    // Not silence: speech has energy.
    const energy = samples.reduce((sum, s) => sum + Math.abs(s), 0) / samples.length;
    expect(energy).toBeGreaterThan(100);
  }, 30_000);

  it('synthesizes in a worker thread, not on the main one, and an answer heard twice is made once', async () => {
    const { threadId } = await import('node:worker_threads');
    const own = espeakSynthesizer({ threads: 1 });
    try {
      const first = await own.synthesize(SAMPLES.HI!, 'HI');
      const again = await own.synthesize(SAMPLES.HI!, 'HI');
      expect(again.equals(first)).toBe(true);
      const stats = own.stats();
      expect(stats).toMatchObject({ made: 1, cached: 1 });
      expect([...stats.threads].length).toBe(1);
      expect(stats.threads.has(threadId)).toBe(false);
    } finally { await own.close(); }
  }, 30_000);

  it('refuses syntheses beyond its queue at once, so a burst of spoken answers cannot pile up', async () => {
    const own = espeakSynthesizer({ threads: 1, maxQueue: 2 });
    try {
      const results = await Promise.allSettled(Object.entries(SAMPLES).map(([code, text]) => own.synthesize(text, code)));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(3);
    } finally { await own.close(); }
  }, 60_000);

  it('leaves the source line out of what is spoken', () => {
    expect(speakable('Wheat rust\n\nSpray it.\n\nSource: ICAR-IIWBR')).toBe('Wheat rust Spray it.');
    expect(speakable('गेहूं\n\nस्रोत: ICAR')).toBe('गेहूं');
    // A hyphenated range is said as a range, not 'four dash eight'.
    expect(speakable('Vaccinate at 4-8 months')).toBe('Vaccinate at 4\u20138 months');
  });
});

describe('model servers, against a local fake of their API', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const c of closers.splice(0)) await c(); });

  it('chat: posts the messages to /chat/completions with the key and model, and reads the answer', async () => {
    const api = await fakeHttp(() => ({ status: 200, body: JSON.stringify({ choices: [{ message: { content: 'उत्तर' } }] }) }));
    closers.push(api.close);
    const llm = openAiChat({ baseUrl: `${api.url}/v1`, apiKey: 'sk-test', model: 'llama3', timeoutMs: 2000, vision: false });
    expect(await llm.complete([{ role: 'user', content: 'hello' }])).toBe('उत्तर');
    const [req] = api.received;
    expect(req!.url).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(req!.body)).toMatchObject({ model: 'llama3', messages: [{ role: 'user', content: 'hello' }] });
  });

  it('chat: retries a 5xx once, and gives up on a hanging server within its deadline', async () => {
    let calls = 0;
    const flaky = await fakeHttp(() => (++calls === 1 ? { status: 503, body: 'busy' } : { status: 200, body: JSON.stringify({ choices: [{ message: { content: 'ok' } }] }) }));
    closers.push(flaky.close);
    expect(await openAiChat({ baseUrl: flaky.url, model: 'm', timeoutMs: 2000, vision: false }).complete([{ role: 'user', content: 'x' }])).toBe('ok');
    expect(calls).toBe(2);
    // A server that never answers: only the client's own deadline can end the call.
    const hanging = await fakeHttp(() => ({ hang: true }));
    closers.push(hanging.close);
    await expect(openAiChat({ baseUrl: hanging.url, model: 'm', timeoutMs: 300, vision: false }).complete([{ role: 'user', content: 'x' }]))
      .rejects.toThrow(ModelError);
    await hanging.abandoned;
  });

  it('speech to text: uploads the WAV with model and language to /audio/transcriptions', async () => {
    const api = await fakeHttp(() => ({ status: 200, body: JSON.stringify({ text: ' गेहूं में रतुआ ' }) }));
    closers.push(api.close);
    const stt = openAiTranscriber({ baseUrl: api.url, apiKey: 'k', model: 'whisper-1', timeoutMs: 2000 });
    expect(await stt.transcribe(wav(1), 'HI')).toBe('गेहूं में रतुआ');
    const [req] = api.received;
    expect(req!.url).toBe('/audio/transcriptions');
    expect(req!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(req!.body).toContain('name="model"\r\n\r\nwhisper-1');
    expect(req!.body).toContain('name="language"\r\n\r\nhi');
    expect(req!.body).toContain('RIFF');
  });

  it('text to speech: asks /audio/speech for WAV and brings it to 8 kHz', async () => {
    const api = await fakeHttp(() => ({ status: 200, body: wav(1, 24000) }));
    closers.push(api.close);
    const tts = openAiSpeech({ baseUrl: api.url, model: 'tts-1', voice: 'alloy', timeoutMs: 2000 });
    const audio = await tts.synthesize('Spray today.\n\nSource: ICAR', 'EN');
    expect(readWav(audio).rate).toBe(8000);
    expect(JSON.parse(api.received[0]!.body)).toEqual({ model: 'tts-1', voice: 'alloy', input: 'Spray today.', response_format: 'wav' });
  });
});

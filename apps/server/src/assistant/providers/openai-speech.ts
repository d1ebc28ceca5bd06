import { authHeaders, callModel, type ModelEndpoint } from './http.ts';
import { readWav, resample, SPEECH_RATE, writeWav } from './wav.ts';
import { type SpeechSynthesizer, speakable } from './speech.ts';

/** An OpenAI-compatible /audio/speech endpoint, asked for WAV and brought to the 16 KB/s budget. */
export function openAiSpeech(endpoint: ModelEndpoint & { voice: string }): SpeechSynthesizer {
  return {
    name: 'openai-speech',
    async synthesize(text, _language) {
      const response = await callModel(`${endpoint.baseUrl}/audio/speech`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(endpoint) },
        body: JSON.stringify({ model: endpoint.model, voice: endpoint.voice, input: speakable(text), response_format: 'wav' }),
      }, endpoint);
      const { rate, samples } = readWav(Buffer.from(await response.arrayBuffer()));
      return writeWav(resample(samples, rate, SPEECH_RATE), SPEECH_RATE);
    },
  };
}

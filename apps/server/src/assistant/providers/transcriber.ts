import { authHeaders, callModel, type ModelEndpoint } from './http.ts';

/** Speech to text: what the farmer said in a WAV recording. */
export interface Transcriber {
  readonly name: string;
  transcribe(wav: Buffer, language: string): Promise<string>;
}

const ISO: Record<string, string> = { EN: 'en', HI: 'hi', SA: 'sa', TE: 'te', TA: 'ta', GU: 'gu', PA: 'pa', UR: 'ur', ML: 'ml', KN: 'kn' };

/** An OpenAI-compatible /audio/transcriptions endpoint (Whisper and its servers). */
export function openAiTranscriber(endpoint: ModelEndpoint): Transcriber {
  return {
    name: 'openai-transcriptions',
    async transcribe(wav, language) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'speech.wav');
      form.set('model', endpoint.model);
      form.set('language', ISO[language.toUpperCase()] ?? 'en');
      form.set('response_format', 'json');
      const response = await callModel(`${endpoint.baseUrl}/audio/transcriptions`, { method: 'POST', headers: authHeaders(endpoint), body: form }, endpoint);
      const body = (await response.json()) as { text?: string };
      return (body.text ?? '').trim();
    },
  };
}

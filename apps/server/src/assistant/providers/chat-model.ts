import { authHeaders, callModel, ModelError, type ModelEndpoint } from './http.ts';

export type ChatContent = string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
export interface ChatMessage { role: 'system' | 'user' | 'assistant'; content: ChatContent }

/** A language model behind an OpenAI-compatible /chat/completions endpoint (vLLM, Ollama, llama.cpp, hosted). */
export interface ChatModel {
  readonly name: string;
  /** Whether it can look at images. */
  readonly vision: boolean;
  complete(messages: ChatMessage[], options?: { maxTokens?: number; temperature?: number }): Promise<string>;
}

export function openAiChat(endpoint: ModelEndpoint & { vision: boolean }): ChatModel {
  return {
    name: 'openai-chat',
    vision: endpoint.vision,
    async complete(messages, options = {}) {
      const response = await callModel(`${endpoint.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(endpoint) },
        body: JSON.stringify({ model: endpoint.model, messages, max_tokens: options.maxTokens ?? 700, temperature: options.temperature ?? 0.2 }),
      }, endpoint);
      const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) throw new ModelError('model returned no text');
      return text;
    },
  };
}

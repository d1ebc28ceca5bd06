import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Assistant } from './assistant.ts';
import { knowledgeAssistant } from './engine.ts';
import { loadKnowledge, shippedKnowledgeDir } from './kb/load.ts';
import { openAiChat } from './providers/chat-model.ts';
import { espeakSynthesizer } from './providers/espeak.ts';
import { openAiSpeech } from './providers/openai-speech.ts';
import { openAiTranscriber } from './providers/transcriber.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The assistant as configured: the shipped knowledge base, plus whichever model servers are set. */
export function assistantFrom(config: Config['assistant'], log: FastifyBaseLogger): Assistant {
  const shipped = shippedKnowledgeDir(here);
  const kb = loadKnowledge(config.knowledgeDir ?? path.join(shipped, 'entries'), shipped);
  log.info({ entries: kb.entries.length, files: kb.files.length }, 'knowledge base loaded');
  return knowledgeAssistant({
    kb,
    search: config.search,
    log,
    llm: config.llm ? openAiChat(config.llm) : null,
    transcriber: config.stt ? openAiTranscriber(config.stt) : null,
    speech: !config.tts ? null : config.tts.provider === 'openai' ? openAiSpeech(config.tts) : espeakSynthesizer(),
  });
}

export type { Assistant, AssistantAnswer, AssistantQuestion, Telemetry } from './assistant.ts';

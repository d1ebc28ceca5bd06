import starter from './knowledge/starter.json' with { type: 'json' };
import type { Assistant } from './assistant.ts';
import { type KnowledgeFile, prepare } from './knowledge.ts';
import { retrievalAssistant } from './retrieval-assistant.ts';

/** The assistant the server uses by default: offline retrieval over the shipped knowledge base. */
export function defaultAssistant(): Assistant {
  return retrievalAssistant(prepare(starter as KnowledgeFile));
}

export type { Assistant, AssistantAnswer, AssistantQuestion } from './assistant.ts';

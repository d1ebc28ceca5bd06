import type { Assistant, AssistantAnswer, AssistantQuestion } from './assistant.ts';
import type { KnowledgeBase } from './knowledge.ts';
import { ENGLISH_ONLY, inLanguage, NO_ANSWER, PHOTO_NEEDS_WORDS, SOURCE_LABEL, VOICE_NOT_UNDERSTOOD } from './replies.ts';
import { retrieve } from './retrieval.ts';
import { dominantScript, SCRIPT_OF } from './text.ts';

/**
 * The language to answer in: the session's, unless the farmer clearly wrote in another script
 * (a Hindi question in an English session gets a Hindi answer).
 */
export function answerLanguage(sessionLanguage: string, text: string): string {
  const script = dominantScript(text);
  if (!script || script === 'latn' || SCRIPT_OF[sessionLanguage] === script) return sessionLanguage;
  const byScript = Object.entries(SCRIPT_OF).find(([, s]) => s === script);
  return byScript ? byScript[0] : sessionLanguage;
}

/** The offline assistant: finds the knowledge entry a question is about and answers from it. */
export function retrievalAssistant(kb: KnowledgeBase): Assistant {
  const reply = (text: string, language: string): AssistantAnswer =>
    ({ text, language, audio: null, sources: [], followups: [] });

  return {
    async answer(q: AssistantQuestion): Promise<AssistantAnswer> {
      const language = answerLanguage(q.language, q.text);
      if (!q.text) {
        if (q.spoken) return reply(inLanguage(VOICE_NOT_UNDERSTOOD, language), language);
        if (q.media.length) return reply(inLanguage(PHOTO_NEEDS_WORDS, language), language);
        return reply(inLanguage(NO_ANSWER, language), language);
      }
      const [best] = retrieve(kb, q.text, q.bot.slug);
      if (!best) return reply(inLanguage(NO_ANSWER, language), language);

      const key = language.toLowerCase();
      const { entry } = best;
      const localized = entry.answer[key] !== undefined && entry.title[key] !== undefined;
      const title = localized ? entry.title[key]! : entry.title.en!;
      const body = localized ? entry.answer[key]! : entry.answer.en!;
      const note = localized ? '' : `${inLanguage(ENGLISH_ONLY, language)}\n\n`;
      const text = `${note}${title}\n\n${body}\n\n${inLanguage(SOURCE_LABEL, language)}: ${entry.source}`;
      return {
        text,
        language,
        audio: null,
        sources: [{ id: entry.id, title, source: entry.source }],
        followups: [],
      };
    },
  };
}

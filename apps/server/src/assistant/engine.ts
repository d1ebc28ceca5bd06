import type { FastifyBaseLogger } from 'fastify';
import type { Assistant, AssistantAnswer, AssistantQuestion } from './assistant.ts';
import type { KbLanguage, KnowledgeBase } from './knowledge.ts';
import type { ChatModel } from './providers/chat-model.ts';
import type { SpeechSynthesizer } from './providers/speech.ts';
import type { Transcriber } from './providers/transcriber.ts';
import {
  DANGEROUS_REPLY, inLanguage, NO_ANSWER, OFF_TOPIC_REPLY, PHOTO_NEEDS_WORDS, SELF_HARM_REPLY, SOURCE_LABEL, VOICE_NOT_UNDERSTOOD,
} from './replies.ts';
import { retrieveInContext } from './retrieval.ts';
import { isOffTopic, refusalFor } from './safety.ts';
import { dominantScript, SCRIPT_OF } from './text.ts';

export interface EngineDeps {
  kb: KnowledgeBase;
  speech?: SpeechSynthesizer | null;
  transcriber?: Transcriber | null;
  llm?: ChatModel | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

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

const kbKey = (language: string) => language.toLowerCase() as KbLanguage;

/** Knowledge-grounded answers: offline retrieval always; models, where configured, only improve on it. */
export function knowledgeAssistant(deps: EngineDeps): Assistant {
  const { kb, log } = deps;

  const safely = async <T>(what: string, work: () => Promise<T>): Promise<T | null> => {
    try { return await work(); } catch (err) { log?.warn({ err: String(err) }, `${what} failed; carrying on without it`); return null; }
  };

  /** The entry rewritten by the language model as a short answer to this very question, from the entry only. */
  async function grounded(question: string, language: string, body: string): Promise<string> {
    if (!deps.llm) return body;
    const written = await safely('language model', () => deps.llm!.complete([
      { role: 'system', content: 'You are Krishimitra, an agricultural extension assistant for Indian farmers. Answer ONLY from the reference text. '
        + 'Keep every dose, product name, timing and safety step exactly as written; never add a product or dose that is not in it. '
        + `Write in the language and script of the reference text, in short plain sentences a farmer understands.` },
      { role: 'user', content: `Reference text:\n${body}\n\nFarmer's question: ${question}` },
    ]));
    // Only keep a rewrite in the right script: a model that drifts into English is not an answer in Tamil.
    return written && dominantScript(written) === SCRIPT_OF[language] ? written : body;
  }

  /** A one-line description of a photo by a vision model, used as the question. */
  const describe = (image: { mime: string; data: Buffer }) => safely('vision model', () => deps.llm!.complete([
    { role: 'system', content: 'Name the crop and describe the visible disease or pest symptoms in one short English sentence, e.g. "tomato leaves with dark greasy patches and white mould". If it is not a plant, say "not a plant".' },
    { role: 'user', content: [{ type: 'image_url', image_url: { url: `data:${image.mime};base64,${image.data.toString('base64')}` } }] },
  ], { maxTokens: 80 }));

  return {
    async answer(q: AssistantQuestion): Promise<AssistantAnswer> {
      let heard = q.text;
      if (!heard && q.audio && deps.transcriber) heard = (await safely('speech recognition', () => deps.transcriber!.transcribe(q.audio!, q.language))) ?? '';
      let question = heard;
      const image = q.media.find((m) => m.kind === 'image');
      if (image && deps.llm?.vision) {
        const seen = await describe(image);
        if (seen && !/not a plant/i.test(seen)) question = `${heard} ${seen}`.trim();
      }
      const language = answerLanguage(q.language, heard);
      const speak = async (text: string) => (q.speech && deps.speech ? safely('speech synthesis', () => deps.speech!.synthesize(text, language)) : null);
      const reply = async (text: string): Promise<AssistantAnswer> =>
        ({ text, language, heard, audio: await speak(text), sources: [], followups: [] });

      if (!question) {
        if (q.audio) return reply(inLanguage(VOICE_NOT_UNDERSTOOD, language));
        if (q.media.length) return reply(inLanguage(PHOTO_NEEDS_WORDS, language));
        return reply(inLanguage(NO_ANSWER, language));
      }
      const refusal = refusalFor(question);
      if (refusal === 'self-harm') return reply(inLanguage(SELF_HARM_REPLY, language));
      if (refusal === 'dangerous') return reply(inLanguage(DANGEROUS_REPLY, language));
      if (refusal === 'off-topic') return reply(inLanguage(OFF_TOPIC_REPLY, language));

      const previous = q.history.map((h) => h.query);
      let [best] = retrieveInContext(kb, question, q.bot.slug, previous, q.language);
      if (!best && deps.llm) {
        // Words the keys don't know (a rare local name, an unusual spelling): the model puts the
        // question into plain English, and retrieval tries again. The answer still comes from an entry.
        const english = await safely('translation', () => deps.llm!.complete([
          { role: 'system', content: 'Translate the farmer\'s question into plain English. Keep crop, pest and disease names; give only the translation.' },
          { role: 'user', content: question },
        ], { maxTokens: 120, temperature: 0 }));
        if (english) [best] = retrieveInContext(kb, english, q.bot.slug, previous, 'EN');
      }
      if (!best) return reply(inLanguage(isOffTopic(question) ? OFF_TOPIC_REPLY : NO_ANSWER, language));
      const { entry } = best;
      const key = kbKey(language);
      const title = entry.title[key] ?? entry.title.en;
      const body = await grounded(question, language, entry.answer[key] ?? entry.answer.en);
      const text = `${title}\n\n${body}\n\n${inLanguage(SOURCE_LABEL, language)}: ${entry.source}`;
      return {
        text, language, heard,
        audio: await speak(`${title}. ${body}`),
        sources: [{ id: entry.id, title, source: entry.source }],
        followups: entry.followups[key] ?? entry.followups.en,
      };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Assistant, AssistantAnswer, AssistantQuestion, Telemetry } from './assistant.ts';
import { type Answered, type Decision, type DecideInput, decider } from './decide.ts';
import { takingTurns } from './pool/turns.ts';
import type { Knowledge } from './kb/load.ts';
import type { KbLanguage } from './kb/schema.ts';
import { fill } from './kb/vocabulary.ts';
import type { PriceTool } from './live/prices/answer.ts';
import type { WeatherTool } from './live/weather/answer.ts';
import { placeName } from './live/weather/render.ts';
import type { ChatModel } from './providers/chat-model.ts';
import type { SpeechSynthesizer } from './providers/speech.ts';
import type { Transcriber } from './providers/transcriber.ts';
import { inLanguage, PHOTO_NEEDS_WORDS, VIDEO_NEEDS_WORDS, VOICE_NOT_UNDERSTOOD } from './replies.ts';
import type { SearchKind } from './search/index.ts';
import { dominantScript, SCRIPT_OF } from './text.ts';
import { answerLanguage } from './understand/index.ts';

export { answerLanguage };

/** A photo of a crop the farmer did not describe: its first few problems in the knowledge base, as chips. */
const PHOTO_CHIP_KINDS = new Set(['disease', 'pest', 'deficiency', 'disorder']);
const PHOTO_CHIPS = 4;

export interface EngineDeps {
  kb: Knowledge;
  /** The knowledge search: the v1 key index (default), or the search library without hand keys (being measured). */
  search?: SearchKind;
  speech?: SpeechSynthesizer | null;
  transcriber?: Transcriber | null;
  llm?: ChatModel | null;
  /** The forecast tool; without it a forecast question gets the honest reply. */
  weather?: WeatherTool | null;
  /** The mandi price tool; without it a price question gets the honest reply. */
  prices?: PriceTool | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * The thinking (safety, understand, search, route, compose) run elsewhere, e.g. in a worker
   * thread (pool/); by default here, on this thread.
   */
  decide?: ((input: DecideInput) => Decision | Promise<Decision>) | null;
}

/**
 * The assistant as a pipeline of stages (one folder each): understand → safety → route (knowledge
 * search, live tools, declines; remember resolves follow-ups) → compose. Offline always; models,
 * where configured, only transcribe, describe photos, help the search and reword from the entry.
 * Every answer carries what made it (telemetry), for the chat history and the eval. The thinking
 * is decide.ts's, pure and synchronous; this file does the waiting around it.
 */
export function knowledgeAssistant(deps: EngineDeps): Assistant {
  const { kb, log } = deps;
  const providers = { llm: deps.llm ? 'openai-compatible' : null, stt: deps.transcriber ? 'openai-compatible' : null, tts: deps.speech?.name ?? null };

  const safely = async <T>(what: string, work: () => Promise<T>): Promise<T | null> => {
    try { return await work(); } catch (err) { log?.warn({ err: String(err) }, `${what} failed; carrying on without it`); return null; }
  };

  /** The answer reworded by the language model for this very question, from the answer's own text only. */
  async function grounded(question: string, language: string, body: string): Promise<string> {
    if (!deps.llm) return body;
    const written = await safely('language model', () => deps.llm!.complete([
      { role: 'system', content: 'You are Krishimitra, an agricultural extension assistant for Indian farmers. Answer ONLY from the reference text. '
        + 'Keep every dose, product name, timing and safety step exactly as written; never add a product or dose that is not in it. '
        + 'Write in the language and script of the reference text, in short plain sentences a farmer understands.' },
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

  const decide = deps.decide ?? takingTurns(decider(kb));

  return {
    // The language of the answer's own words: a Hindi answer in a Telugu session is read in Hindi.
    speak: async (text, sessionLanguage) => (deps.speech
      ? safely('speech synthesis', () => deps.speech!.synthesize(text, answerLanguage(sessionLanguage, text)))
      : null),

    async answer(q: AssistantQuestion): Promise<AssistantAnswer> {
      const stages: Record<string, number> = {};
      const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
        const started = performance.now();
        try { return await work(); } finally { stages[stage] = Math.round((performance.now() - started) * 10) / 10; }
      };
      const telemetry = (t: Partial<Telemetry>): Telemetry => ({
        route: 'decline', intent: null, entry: null, part: null, score: null, decline: null, reason: null, ...t, stages, providers,
      });

      let heard = q.text;
      if (!heard && q.audio && deps.transcriber) heard = (await timed('transcribe', () => safely('speech recognition', () => deps.transcriber!.transcribe(q.audio!, q.language)))) ?? '';
      let question = heard;
      const image = q.media.find((m): m is { kind: 'image'; mime: string; data: Buffer } => m.kind === 'image' && m.data !== null);
      if (image && deps.llm?.vision) {
        const seen = await timed('describe', () => describe(image));
        if (seen && !/not a plant/i.test(seen)) question = `${heard} ${seen}`.trim();
      }
      const language = answerLanguage(q.language, heard);
      const key = language.toLowerCase() as KbLanguage;
      const t = kb.vocabulary.templates[key];
      const speak = async (text: string) => (q.speech && deps.speech ? timed('speak', () => safely('speech synthesis', () => deps.speech!.synthesize(text, language))) : null);
      const fixed = async (text: string, tm: Partial<Telemetry>): Promise<AssistantAnswer> =>
        ({ text, language, heard, audio: await speak(text), sources: [], followups: [], sections: [], telemetry: telemetry(tm) });

      if (!question) {
        if (q.audio) return fixed(inLanguage(VOICE_NOT_UNDERSTOOD, language), { reason: 'voice not understood' });
        if (q.media.some((m) => m.kind === 'image')) return fixed(inLanguage(PHOTO_NEEDS_WORDS, language), { reason: 'photo without words' });
        if (q.media.length) return fixed(inLanguage(VIDEO_NEEDS_WORDS, language), { reason: 'video without words' });
        return fixed(t.declines.general, { decline: 'general', reason: 'empty question' });
      }
      const input: DecideInput = { question, heard, sessionLanguage: q.language, bot: q.bot.slug, history: q.history, mayTranslate: Boolean(deps.llm), search: deps.search };
      const think = async (i: DecideInput) => {
        const started = performance.now();
        const d = await decide(i);
        // Stages of the thinking as it timed them, and what waiting for a thread to think cost.
        for (const [stage, ms] of Object.entries(d.stages)) stages[stage] = (stages[stage] ?? 0) + ms;
        stages.think = Math.round((performance.now() - started) * 10) / 10;
        return d;
      };
      let d = await think(input);
      if (d.kind === 'translate') {
        const english = await timed('translate', () => safely('translation', () => deps.llm!.complete([
          { role: 'system', content: 'Translate the farmer\'s question into plain English. Keep crop, pest and disease names; give only the translation.' },
          { role: 'user', content: question },
        ], { maxTokens: 120, temperature: 0 })));
        d = await think({ ...input, english: english ?? null });
      }
      const where = { text: question, language: key, location: q.location ?? null, pincode: q.pincode ?? null, placeReply: false };

      switch (d.kind) {
        case 'translate': throw new Error('asked to translate twice');
        case 'reply': {
          // A photo no model can look at, with words that name a crop but not what is wrong: ask
          // what the farmer sees, with the crop's common problems to tap (each chip its entry's title).
          const crop = d.telemetry.decline && image && !deps.llm?.vision ? d.crops?.[0] : undefined;
          if (crop) {
            const problems = kb.entries.filter((e) => e.crops.includes(crop) && PHOTO_CHIP_KINDS.has(e.kind)).slice(0, PHOTO_CHIPS);
            return { ...(await fixed(inLanguage(PHOTO_NEEDS_WORDS, language), { ...d.telemetry, reason: 'photo of a crop, problem not told' })), followups: problems.map((e) => e.text[key].title) };
          }
          return fixed(d.text, d.telemetry);
        }
        case 'price': {
          const reply = deps.prices ? await timed('prices', () => deps.prices!.answer({ ...where, placeReply: d.placeReply }, d.crops, d.uncovered)) : null;
          if (!reply || reply.outcome === 'unavailable') return fixed(t.declines.price, { intent: 'price', decline: 'price', reason: reply?.reason ?? 'prices not configured' });
          if (reply.outcome !== 'prices')
            return { ...(await fixed(reply.text, { route: 'live', intent: 'price', part: reply.outcome, reason: reply.outcome })), needsLocation: reply.outcome === 'ask-place' };
          return {
            text: reply.text, language, heard, audio: await speak(reply.spoken),
            sources: [{ id: 'live:price', title: reply.text.split('\n')[0]!, source: 'Agmarknet' }], followups: [], sections: [],
            telemetry: telemetry({ route: 'live', intent: 'price', part: 'prices' }),
          };
        }
        case 'weather': {
          // Without a forecast, the weather's own entry where one stands in (what to do about frost).
          if (!deps.weather) return d.fallback ? answer(d.fallback) : fixed(t.declines.weather, { intent: 'weather-forecast', decline: 'weather', reason: 'weather not configured' });
          const reply = await timed('weather', () => deps.weather!.answer({ ...where, placeReply: d.placeReply }));
          if (reply.outcome === 'unavailable') return d.fallback ? answer(d.fallback) : fixed(reply.text, { intent: 'weather-forecast', decline: 'weather', reason: reply.reason });
          if (reply.outcome !== 'forecast')
            return { ...(await fixed(reply.text, { route: 'live', intent: 'weather-forecast', part: reply.outcome, reason: reply.outcome })), needsLocation: true };
          const note = (said: string) => (d.note ? `${d.note}\n\n${said}` : said);
          // What to do about the weather, or the problem named beside the forecast, to open: its
          // answer's first line (the entry's name, as compose writes it) is the part's title.
          const [heading, ...rest] = d.fallback?.text.split('\n') ?? [];
          return {
            text: note(reply.text), language, heard,
            audio: await speak(note(reply.spoken)),
            sources: [{ id: 'live:weather', title: fill(t.weather.heading, { place: placeName(reply.place) }), source: 'Open-Meteo' }],
            followups: [], sections: d.fallback && heading ? [{ id: d.fallback.source.id, title: heading, text: rest.join('\n').trim() }] : [],
            telemetry: telemetry({ route: 'live', intent: 'weather-forecast', part: 'forecast', reason: `place by ${reply.how}` }),
          };
        }
        case 'answer': return answer(d);
      }

      async function answer(d: Answered): Promise<AssistantAnswer> {
        const body = await timed('reword', () => grounded(question, language, d.spoken));
        const text = body === d.spoken ? d.text : `${body}${d.text.slice(d.spoken.length)}`;
        return {
          text, language, heard, audio: await speak(body),
          sources: [d.source], followups: d.followups, sections: d.sections, telemetry: telemetry(d.telemetry),
        };
      }
    },
  };
}


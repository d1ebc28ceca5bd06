import type { FastifyBaseLogger } from 'fastify';
import type { Assistant, AssistantAnswer, AssistantQuestion, Telemetry } from './assistant.ts';
import { compose, type Part, partFor } from './compose/index.ts';
import type { Knowledge } from './kb/load.ts';
import type { PriceTool } from './live/prices/answer.ts';
import type { WeatherTool } from './live/weather/answer.ts';
import type { Entry, KbLanguage } from './kb/schema.ts';
import type { ChatModel } from './providers/chat-model.ts';
import type { SpeechSynthesizer } from './providers/speech.ts';
import type { Transcriber } from './providers/transcriber.ts';
import { DANGEROUS_REPLY, inLanguage, OFF_TOPIC_REPLY, PHOTO_NEEDS_WORDS, SELF_HARM_REPLY, VOICE_NOT_UNDERSTOOD } from './replies.ts';
import { type Routed, route } from './route/index.ts';
import { isOffTopic, refusalFor } from './safety/index.ts';
import { search, type SearchKind } from './search/index.ts';
import { dominantScript, SCRIPT_OF } from './text.ts';
import { answerLanguage, understand, type Understood, wordsOf } from './understand/index.ts';
import { fill } from './kb/vocabulary.ts';
import { placeName } from './live/weather/render.ts';

export { answerLanguage };

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
}

/**
 * The assistant as a pipeline of stages (one folder each): understand → safety → route (knowledge
 * search, live tools, declines; remember resolves follow-ups) → compose. Offline always; models,
 * where configured, only transcribe, describe photos, help the search and reword from the entry.
 * Every answer carries what made it (telemetry), for the chat history and the eval.
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

  // The part a profile's chip asks never changes: understood once, not on every answer that offers it.
  const chipParts = new Map<string, Part>();
  const chipPart = (entry: Entry, chip: string, language: string) => {
    const key = `${entry.id}\u0000${language}\u0000${chip}`;
    let part = chipParts.get(key);
    if (part === undefined) chipParts.set(key, part = partFor(entry, understand(kb, chip, language).intents));
    return part;
  };

  return {
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
      const speak = async (text: string) => (q.speech && deps.speech ? timed('speak', () => safely('speech synthesis', () => deps.speech!.synthesize(text, language))) : null);
      const fixed = async (text: string, t: Partial<Telemetry>): Promise<AssistantAnswer> =>
        ({ text, language, heard, audio: await speak(text), sources: [], followups: [], sections: [], telemetry: telemetry(t) });

      if (!question) {
        if (q.audio) return fixed(inLanguage(VOICE_NOT_UNDERSTOOD, language), { reason: 'voice not understood' });
        if (q.media.length) return fixed(inLanguage(PHOTO_NEEDS_WORDS, language), { reason: 'photo without words' });
        return fixed(kb.vocabulary.templates[key].declines.general, { decline: 'general', reason: 'empty question' });
      }
      const refusal = await timed('safety', () => refusalFor(question));
      if (refusal) {
        const reply = refusal === 'self-harm' ? SELF_HARM_REPLY : refusal === 'dangerous' ? DANGEROUS_REPLY : OFF_TOPIC_REPLY;
        return fixed(inLanguage(reply, language), { route: 'refusal', reason: refusal });
      }

      const u = await timed('understand', () => understand(kb, question, q.language));
      let found = await timed('search', () => search(kb, question, q.bot.slug, language, deps.search, u.animals.length > 0));
      if (!found && deps.llm && !q.history.some((h) => h.entryId)) {
        // Words the search doesn't know (a rare local name, an unusual spelling): the model puts the
        // question into plain English, and the search tries again. The answer still comes from an entry.
        // (Not in a conversation: 'what dose?' finds nothing on its own by design; remember answers it.)
        const english = await timed('translate', () => safely('translation', () => deps.llm!.complete([
          { role: 'system', content: 'Translate the farmer\'s question into plain English. Keep crop, pest and disease names; give only the translation.' },
          { role: 'user', content: question },
        ], { maxTokens: 120, temperature: 0 })));
        if (english) found = search(kb, english, q.bot.slug, 'EN', deps.search, u.animals.length > 0);
      }
      const routed: Routed = await timed('route', () => route(kb, u, q.history, found));
      const intent = u.intents[0] ?? null;
      const t = kb.vocabulary.templates[key];
      const where = { text: question, language: key, location: q.location ?? null, pincode: q.pincode ?? null, placeReply: false };
      // Mandi prices: asked outright, or the place the assistant just asked for (the crop was in the question before).
      const before = q.history.at(-1);
      const askedFor = askedForPlace(kb, before?.response);
      if ((routed.route === 'live' && routed.tool === 'price') || (askedFor === 'price' && routed.route === 'decline')) {
        const crops = askedFor === 'price' && before ? [...u.crops, ...understand(kb, before.query, q.language).crops] : u.crops;
        const reply = deps.prices ? await timed('prices', () => deps.prices!.answer({ ...where, placeReply: askedFor === 'price' }, crops, u.uncoveredCrop)) : null;
        if (!reply || reply.outcome === 'unavailable') return fixed(t.declines.price, { intent: 'price', decline: 'price', reason: reply?.reason ?? 'prices not configured' });
        if (reply.outcome !== 'prices')
          return { ...(await fixed(reply.text, { route: 'live', intent: 'price', part: reply.outcome, reason: reply.outcome })), needsLocation: reply.outcome === 'ask-place' };
        return {
          text: reply.text, language, heard, audio: await speak(reply.spoken),
          sources: [{ id: 'live:price', title: reply.text.split('\n')[0]!, source: 'Agmarknet' }], followups: [], sections: [],
          telemetry: telemetry({ route: 'live', intent: 'price', part: 'prices' }),
        };
      }
      // The forecast: asked outright; or, in the Weather Forecast bot, a weather word or a place
      // alone; or the place the assistant just asked for.
      const inWeatherBot = q.bot.slug === 'weather-forecast' && routed.route === 'decline'
        && (says(kb.vocabulary.forecast.weather, u) || /(?<!\d)[1-9]\d{5}(?!\d)/.test(question) || u.words.length <= 3);
      if (routed.route === 'live' || inWeatherBot || (askedFor === 'weather' && routed.route === 'decline')) {
        if (!deps.weather) return fixed(t.declines.weather, { intent: 'weather-forecast', decline: 'weather', reason: 'weather not configured' });
        const reply = await timed('weather', () => deps.weather!.answer({ ...where, placeReply: askedFor === 'weather' || inWeatherBot }));
        if (reply.outcome === 'unavailable') return fixed(reply.text, { intent: 'weather-forecast', decline: 'weather', reason: reply.reason });
        if (reply.outcome !== 'forecast')
          return { ...(await fixed(reply.text, { route: 'live', intent: 'weather-forecast', part: reply.outcome, reason: reply.outcome })), needsLocation: true };
        return {
          text: reply.text, language, heard,
          audio: await speak(reply.spoken),
          sources: [{ id: 'live:weather', title: fill(t.weather.heading, { place: placeName(reply.place) }), source: 'Open-Meteo' }],
          followups: [], sections: [],
          telemetry: telemetry({ route: 'live', intent: 'weather-forecast', part: 'forecast', reason: `place by ${reply.how}` }),
        };
      }
      if (routed.route === 'decline') {
        const text = routed.decline === 'general' && isOffTopic(question) ? inLanguage(OFF_TOPIC_REPLY, language)
          : fill(kb.vocabulary.templates[key].declines[routed.decline], { crop: kb.vocabulary.crops[routed.crop ?? '']?.[key][0] ?? '' });
        return fixed(text, { intent, decline: routed.decline, reason: routed.reason, score: found?.score ?? null });
      }

      const { entry } = routed;
      const answer = await timed('compose', () => compose(kb, entry, routed.part, key));
      const body = await timed('reword', () => grounded(question, language, answer.spoken));
      const text = body === answer.spoken ? answer.text : `${body}${answer.text.slice(answer.spoken.length)}`;
      const title = entry.text[key].title;
      return {
        text, language, heard,
        audio: await speak(body),
        sources: [{ id: entry.id, title, source: entry.source[key] }],
        followups: entry.kind === 'crop-profile' ? answer.followups.filter((f) => chipPart(entry, f, q.language) !== answer.part).slice(0, 3) : answer.followups,
        sections: answer.sections,
        telemetry: telemetry({ route: 'knowledge', intent, entry: entry.id, part: answer.part, score: routed.score, reason: routed.via }),
      };
    },
  };
}

/** A weather word of any of the question's languages ('mausam' in the Weather Forecast bot). */
const says = (lists: Record<KbLanguage, string[]>, u: Understood) => wordsOf(lists, u.words, u.language, u.romanized);

/** Whether an earlier answer asked the farmer for their place, and for what (then the reply names it). */
function askedForPlace(kb: Knowledge, response: string | undefined): 'weather' | 'price' | null {
  if (!response) return null;
  const templates = Object.values(kb.vocabulary.templates);
  if (templates.some((t) => response === t.weather.askPlace || response.startsWith(t.weather.placeNotFound.split('{name}')[0]!))) return 'weather';
  return templates.some((t) => response === t.prices.askPlace) ? 'price' : null;
}

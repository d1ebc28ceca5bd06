import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Assistant } from './assistant.ts';
import { decider } from './decide.ts';
import { takingTurns } from './pool/turns.ts';
import { knowledgeAssistant } from './engine.ts';
import { bundledWorker, thinkingPool } from './pool/index.ts';
import { type Knowledge, loadKnowledge, shippedKnowledgeDir } from './kb/load.ts';
import type { KbLanguage } from './kb/schema.ts';
import { shippedPincodes } from './live/place/pincodes.ts';
import { agmarknet } from './live/prices/agmarknet.ts';
import { type MspData, priceTool } from './live/prices/answer.ts';
import { priceService } from './live/prices/service.ts';
import type { WeatherRules } from './live/weather/advice.ts';
import { type WeatherTool, weatherTool } from './live/weather/answer.ts';
import { openMeteo } from './live/weather/open-meteo.ts';
import { weatherService } from './live/weather/service.ts';
import { warmSearch } from './search/index.ts';
import { understand, wordsOf } from './understand/index.ts';
import { openAiChat } from './providers/chat-model.ts';
import { espeakSynthesizer } from './providers/espeak.ts';
import { openAiSpeech } from './providers/openai-speech.ts';
import { openAiTranscriber } from './providers/transcriber.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A word the vocabulary knows (a crop, an animal, what is asked, 'rain', 'tomorrow'): no place's name. */
export const vocabularyWord = (kb: Knowledge) => (word: string) => {
  const u = understand(kb, word, 'EN');
  const { weather, future } = kb.vocabulary.forecast;
  return u.crops.length > 0 || u.uncoveredCrop || u.animals.length > 0 || u.intents.length > 0
    || [weather, future].some((list) => wordsOf(list, u.words, u.language, false, true));
};

const readLive = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(shippedKnowledgeDir(here), 'live', name), 'utf8')) as T;

/**
 * The live tools over the shipped pincode table, rules and rates: the forecast (with the provider
 * `weather` names) and mandi prices (with `prices`); the price tool finds places with the
 * forecast's geocoder.
 */
export function liveTools(kb: Knowledge, config: Pick<Config['assistant'], 'weather' | 'prices'>, live: { cache: Cache; clock: Clock; log?: FastifyBaseLogger }) {
  const { weather, prices } = config;
  const pincodes = shippedPincodes(shippedKnowledgeDir(here));
  const known = vocabularyWord(kb);
  const forecasts = weatherService({ provider: weather ? openMeteo(weather) : null, cache: live.cache, clock: live.clock, timeoutMs: weather?.timeoutMs ?? 0, log: live.log });
  const priceTools = priceTool({
    service: priceService({ provider: prices ? agmarknet(prices) : null, cache: live.cache, clock: live.clock, timeoutMs: prices?.timeoutMs ?? 0, log: live.log }),
    pincodes, placeWords: kb.vocabulary.places, known,
    commodities: readLive<Record<string, string>>('commodities.json'),
    msp: readLive<MspData>('msp.json'),
    // The knowledge base's first name for the crop (the vocabulary's for a crop without entries);
    // English's capitalised, as it may begin a sentence.
    cropName: (crop, language) => {
      const name = kb.crops[crop]?.[language]?.[0] ?? kb.vocabulary.crops[crop]?.[language]?.[0] ?? crop;
      return language === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
    },
    templates: (language: KbLanguage) => kb.vocabulary.templates[language].prices,
    findPlace: forecasts.enabled ? (name) => forecasts.findPlace(name) : null,
    clock: live.clock, log: live.log,
  });
  const forecastTool = weatherTool({
    service: forecasts, pincodes, placeWords: kb.vocabulary.places, known,
    rules: readLive<WeatherRules>('weather-rules.json'),
    templates: (language: KbLanguage) => kb.vocabulary.templates[language].weather,
    clock: live.clock, log: live.log,
  });
  return { weather: forecastTool, prices: priceTools };
}

/**
 * The assistant as configured: the shipped knowledge base, plus whichever model servers are set;
 * and its forecast tool, which the forecast card's call shares.
 */
export function assistantFrom(config: Config['assistant'], log: FastifyBaseLogger, live: { cache: Cache; clock: Clock }): { assistant: Assistant; weather: WeatherTool; warm(): Promise<void>; close(): Promise<void> } {
  const shipped = shippedKnowledgeDir(here);
  const entriesDir = config.knowledgeDir ?? path.join(shipped, 'entries');
  const kb = loadKnowledge(entriesDir, shipped);
  log.info({ entries: kb.entries.length, files: kb.files.length }, 'knowledge base loaded');
  // ENGINE_THREADS moves the thinking to worker threads (from the source tree, the last build's
  // worker). Off by default: on the 2-core machine it keeps /healthz quick while answers are
  // spoken (bench:api p99 128 → 35 ms), but with 200 farmers at once the server's own p99 grows
  // (bench:load on SQLite 0.3 → 9.3 s), so it is for machines with cores to spare.
  const threads = config.engineThreads ?? 0;
  const pool = threads > 0 ? thinkingPool({ entriesDir, shippedDir: shipped, threads, warm: config.warmSearch, workerFile: bundledWorker(path.resolve(shipped, '../../..')) }, takingTurns(decider(kb))) : null;
  if (pool) log.info({ threads }, 'thinking in worker threads');
  const { weather, prices } = liveTools(kb, config, { ...live, log });
  const speech = !config.tts ? null : config.tts.provider === 'openai' ? openAiSpeech(config.tts) : espeakSynthesizer();
  const assistant = knowledgeAssistant({
    kb,
    search: config.search,
    log,
    llm: config.llm ? openAiChat(config.llm) : null,
    transcriber: config.stt ? openAiTranscriber(config.stt) : null,
    weather,
    prices,
    speech,
    decide: pool ? (input) => pool.decide(input) : null,
  });
  // Every language's search index, built once the server listens (app.ts), not while it starts.
  // The threads warm their own copies; the main thread's copy thinks only when no thread does.
  let warming: Promise<void> | null = null;
  const warm = () => (warming ??= pool || !config.warmSearch ? Promise.resolve()
    : warmSearch(kb).then(() => log.info('search indexes ready for every language')));
  return { assistant, weather, warm, close: async () => { await speech?.close?.(); await pool?.close(); } };
}

export type { Assistant, AssistantAnswer, AssistantQuestion, Telemetry } from './assistant.ts';
export type { WeatherCard, WeatherTool } from './live/weather/answer.ts';

import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { KbLanguage } from '../../kb/schema.ts';
import { fill } from '../../kb/vocabulary.ts';
import type { PlaceWords } from '../place/extract.ts';
import { locate, type WhereAsked } from '../place/locate.ts';
import type { PincodeTable } from '../place/pincodes.ts';
import { adviceFor, type WeatherRules } from './advice.ts';
import type { ForecastDay, Place } from './provider.ts';
import { renderAdvice, renderForecast, type WeatherTemplates } from './render.ts';
import type { WeatherService } from './service.ts';

export type WeatherReply =
  | { outcome: 'forecast'; text: string; spoken: string; place: Place; how: string }
  /** No place to forecast for: the farmer is asked for it. */
  | { outcome: 'ask-place' | 'place-not-found'; text: string }
  /** Weather off, no network, the provider down or talking nonsense: the honest reply. */
  | { outcome: 'unavailable'; text: string; reason: string };

/** The forecast card's content (GET /weather/): the days as numbers, the advice worded. */
export type WeatherCard =
  | { outcome: 'forecast'; place: Place; days: ForecastDay[]; sprayWindow: string | null; advice: string[]; source: string }
  | { outcome: 'ask-place' }
  | { outcome: 'unavailable'; text: string };

export interface WeatherToolDeps {
  service: WeatherService;
  pincodes: PincodeTable;
  placeWords: PlaceWords;
  rules: WeatherRules;
  templates: (language: KbLanguage) => WeatherTemplates;
  known: (word: string) => boolean;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/**
 * The forecast tool: finds the place, fetches (or reuses) its forecast, draws the advice and says
 * it in the farmer's language. It never throws: a failure is logged and becomes the honest reply
 * naming Meghdoot and the Kisan Call Centre.
 */
export function weatherTool(deps: WeatherToolDeps) {
  const { service } = deps;
  const locateFor = (where: WhereAsked) =>
    locate(where, { pincodes: deps.pincodes, words: deps.placeWords, known: deps.known, findPlace: (name) => service.findPlace(name) });
  return {
    enabled: service.enabled,
    async answer(where: WhereAsked): Promise<WeatherReply> {
      const t = deps.templates(where.language);
      const unavailable = (reason: string): WeatherReply => {
        deps.log?.warn({ reason }, 'weather forecast not available; honest reply given');
        return { outcome: 'unavailable', text: t.unavailable, reason };
      };
      if (!service.enabled) return { outcome: 'unavailable', text: t.unavailable, reason: 'weather switched off' };
      try {
        const located = await locateFor(where);
        if (!located.found) {
          return located.named
            ? { outcome: 'place-not-found', text: fill(t.placeNotFound, { name: located.named }) }
            : { outcome: 'ask-place', text: t.askPlace };
        }
        const forecast = await service.forecast(located.found);
        const now = deps.clock();
        const rendered = renderForecast(forecast, located.found, adviceFor(forecast, deps.rules, now), t, where.language, now);
        return { outcome: 'forecast', ...rendered, place: located.found, how: located.how };
      } catch (err) {
        return unavailable(String((err as Error).message ?? err));
      }
    },

    /** The card: the phone's location or the profile's pincode only (no question to name a place). */
    async card(where: Pick<WhereAsked, 'language' | 'location' | 'pincode'>): Promise<WeatherCard> {
      const t = deps.templates(where.language);
      if (!service.enabled) return { outcome: 'unavailable', text: t.unavailable };
      try {
        const located = await locateFor({ ...where, text: '', placeReply: false });
        if (!located.found) return { outcome: 'ask-place' };
        const forecast = await service.forecast(located.found);
        const now = deps.clock();
        const advice = renderAdvice(forecast, located.found, adviceFor(forecast, deps.rules, now), t, where.language, now);
        const today = advice.today;
        return { outcome: 'forecast', place: located.found, days: forecast.days.filter((d) => d.date >= today), sprayWindow: advice.sprayWindow, advice: advice.lines, source: advice.source };
      } catch (err) {
        deps.log?.warn({ reason: String((err as Error).message ?? err) }, 'weather card not available');
        return { outcome: 'unavailable', text: t.unavailable };
      }
    },
  };
}
export type WeatherTool = ReturnType<typeof weatherTool>;

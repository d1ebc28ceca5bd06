import type { FastifyBaseLogger } from 'fastify';
import { type Cache, cached } from '../../../cache/index.ts';
import type { Clock } from '../../../clock.ts';
import type { Forecast, Place, Point, WeatherProvider } from './provider.ts';

/** A forecast is kept an hour: models update a few times a day, and a farmer asks again soon. */
const FORECAST_TTL_SECONDS = 3600;
/** A place's coordinates don't move; a day keeps the geocoder's load low. */
const PLACE_TTL_SECONDS = 86_400;
/** The cache cell: 0.1° is about 11 km, finer than the models' own grid over India. */
const CELL_DEGREES = 0.1;

/** Rounds a point to its cell, so that the farmer's own spot never leaves the server. */
export function cellOf(p: Point): Point {
  const round = (x: number) => Math.round(Math.round(x / CELL_DEGREES) * CELL_DEGREES * 1000) / 1000;
  return { latitude: round(p.latitude), longitude: round(p.longitude) };
}

export interface WeatherServiceDeps {
  /** Null when weather is switched off (WEATHER_PROVIDER=none). */
  provider: WeatherProvider | null;
  cache: Cache;
  clock: Clock;
  /** The deadline of each provider call. */
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/**
 * Forecasts and places through the provider, cached per cell (Redis, or the database), so one
 * provider call serves every farmer nearby and every process of a fleet. Each call has a deadline;
 * a failure throws, and the caller gives the farmer the honest reply.
 */
export function weatherService({ provider, cache, clock, timeoutMs, log }: WeatherServiceDeps) {
  const warn = (what: string) => (err: unknown) => log?.warn({ err: String(err) }, `weather cache: ${what} failed`);
  return {
    enabled: provider !== null,

    async forecast(point: Point): Promise<Forecast> {
      if (!provider) throw new Error('weather is switched off');
      const cell = cellOf(point);
      const key = `weather:${provider.name}:${cell.latitude}:${cell.longitude}`;
      return cached(cache, key, FORECAST_TTL_SECONDS, clock(), async () => {
        const made = await provider.forecast(cell, AbortSignal.timeout(timeoutMs));
        return { point: cell, fetchedOn: clock().toISOString(), ...made };
      }, warn('forecast'));
    },

    /** The best place in India by this name, or null when the geocoder knows none. */
    async findPlace(name: string): Promise<Place | null> {
      if (!provider) throw new Error('weather is switched off');
      const key = `place:${provider.name}:${name.toLowerCase().replace(/\s+/g, ' ').trim()}`;
      const places = await cached(cache, key, PLACE_TTL_SECONDS, clock(), () => provider.findPlaces(name, AbortSignal.timeout(timeoutMs)), warn('place'));
      return places[0] ?? null;
    },
  };
}
export type WeatherService = ReturnType<typeof weatherService>;

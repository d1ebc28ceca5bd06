import type { FastifyBaseLogger } from 'fastify';
import { type Cache, cached } from '../../../cache/index.ts';
import type { Clock } from '../../../clock.ts';
import type { PriceProvider, PriceRecord } from './provider.ts';

/** Mandis report once or twice a day; a few hours' cache keeps the API's quota for new questions. */
const PRICES_TTL_SECONDS = 3 * 3600;

export interface PriceServiceDeps {
  /** Null when prices are off (no DATA_GOV_IN_API_KEY). */
  provider: PriceProvider | null;
  cache: Cache;
  clock: Clock;
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** A state's latest prices of a commodity, cached (Redis or the database) for every farmer asking. */
export function priceService({ provider, cache, clock, timeoutMs, log }: PriceServiceDeps) {
  return {
    enabled: provider !== null,
    async latest(state: string, commodity: string): Promise<PriceRecord[]> {
      if (!provider) throw new Error('prices are switched off');
      const key = `prices:${provider.name}:${state.toLowerCase()}:${commodity.toLowerCase()}`;
      return cached(cache, key, PRICES_TTL_SECONDS, clock(), () => provider.latest(state, commodity, AbortSignal.timeout(timeoutMs)),
        (err) => log?.warn({ err: String(err) }, 'price cache failed'));
    },
  };
}
export type PriceService = ReturnType<typeof priceService>;

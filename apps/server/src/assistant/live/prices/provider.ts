/** One market's price of one commodity on one day, as Agmarknet reports it (₹ per quintal). */
export interface PriceRecord {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  /** YYYY-MM-DD. */
  date: string;
  min: number;
  max: number;
  modal: number;
}

/**
 * Where mandi prices come from; chosen by config. Throws on any failure (no key, network,
 * garbage); returns [] when the markets reported nothing.
 */
export interface PriceProvider {
  name: string;
  /** The latest records of a commodity (its Agmarknet name) in a state, newest first. */
  latest(state: string, commodity: string, signal: AbortSignal): Promise<PriceRecord[]>;
}

export class PriceError extends Error {}

/**
 * Counters for rate limits and caps: "at most `limit` events per `windowSeconds` for this key".
 * Counted exactly over a sliding window (a log of event times), so a cap of 3 per 10 minutes never
 * lets 6 through across a window boundary. One implementation per file: Redis when REDIS_URL is
 * set, the database otherwise; both are shared by every server process.
 */
export interface Rule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type Verdict = { ok: true } | { ok: false; rule: Rule; retryAfterSeconds: number };

export interface Limiter {
  readonly name: 'redis' | 'database';
  /**
   * Counts one event against every rule, all or nothing: when any rule is already full nothing is
   * counted and the verdict names the first full rule and when it frees up. `now` comes from the
   * app's clock so tests can move time.
   */
  take(rules: Rule[], now: Date): Promise<Verdict>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An error a limiter throws when its store is down; the request fails with 503, not 500. */
export class LimiterUnavailable extends Error {
  override name = 'LimiterUnavailable';
}

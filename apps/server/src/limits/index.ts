import type { Database } from '../db/connect.ts';
import { databaseLimiter } from './database-limiter.ts';
import type { Limiter } from './limiter.ts';
import { redisLimiter } from './redis-limiter.ts';

export type { Limiter, Rule, Verdict } from './limiter.ts';
export { LimiterUnavailable } from './limiter.ts';

/** Redis when configured (shared by a fleet, fast); otherwise the database every process shares. */
export function limiterFrom(redis: { url: string; prefix: string } | null, database: Database): Limiter {
  return redis ? redisLimiter(redis) : databaseLimiter(database.db, database.dialect);
}

import { connectCounters, type Database } from '../db/connect.ts';
import { databaseLimiter } from './database-limiter.ts';
import type { Limiter } from './limiter.ts';
import { redisLimiter } from './redis-limiter.ts';

export type { Limiter, Rule, Verdict } from './limiter.ts';
export { LimiterUnavailable } from './limiter.ts';

/**
 * Redis when configured (shared by a fleet, fast); otherwise the database every process shares.
 * On SQLite the counters live in a file of their own written without waiting for the disk
 * (counters lost to a power cut cost nothing; an fsync per request would halve throughput).
 */
export function limiterFrom(redis: { url: string; prefix: string } | null, database: Database, dataDir: string): Limiter {
  if (redis) return redisLimiter(redis);
  if (database.dialect === 'postgres') return databaseLimiter(database.db, 'postgres');
  const counters = connectCounters(dataDir);
  const limiter = databaseLimiter(counters.db, 'sqlite');
  return { ...limiter, close: async () => { await counters.db.destroy(); } };
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Cache } from './cache.ts';
import { databaseCache } from './database-cache.ts';
import { redisCache } from './redis-cache.ts';

export { type Cache, cached } from './cache.ts';

/** Redis when configured (a fleet shares it); otherwise the database every process shares. */
export const cacheFrom = (redis: { url: string; prefix: string } | null, db: Kysely<DB>): Cache =>
  redis ? redisCache(redis) : databaseCache(db);

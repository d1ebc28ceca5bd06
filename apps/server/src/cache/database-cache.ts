import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Cache } from './cache.ts';

/** Expired rows are swept now and then by a write, so the table stays the size of what is live. */
const SWEEP_EVERY = 100;

/** The cache as rows of the shared database, when there is no Redis. */
export function databaseCache(db: Kysely<DB>): Cache {
  let writes = 0;
  return {
    name: 'database',
    async get(key, now) {
      const row = await db.selectFrom('live_cache').select('value')
        .where('key', '=', key).where('expires_at', '>', now.getTime()).executeTakeFirst();
      return row?.value ?? null;
    },
    async set(key, value, ttlSeconds, now) {
      const expires_at = now.getTime() + ttlSeconds * 1000;
      await db.insertInto('live_cache').values({ key, value, expires_at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at })).execute();
      if (++writes % SWEEP_EVERY === 0) await db.deleteFrom('live_cache').where('expires_at', '<=', now.getTime()).execute();
    },
    async close() {},
  };
}

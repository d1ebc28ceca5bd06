import { type Kysely, sql } from 'kysely';
import type { Database, Dialect } from './connect.ts';
import type { DB } from './schema.ts';
import * as initial from './migrations/2026-11-21T00-initial.ts';
import * as rateEvents from './migrations/2026-11-21T01-rate-events.ts';
import * as answerTelemetry from './migrations/2026-11-27T00-answer-telemetry.ts';
import * as liveCache from './migrations/2026-11-27T01-live-cache.ts';
import * as questionClientId from './migrations/2026-11-28T00-question-client-id.ts';
import * as answerRatings from './migrations/2026-11-28T01-answer-ratings.ts';
import * as shares from './migrations/2026-11-28T02-shares.ts';
import * as operators from './migrations/2026-11-28T03-operators.ts';
import * as expertAnswers from './migrations/2026-11-28T04-expert-answers.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then, not as DB types say now
type Up = (db: Kysely<any>, dialect: Dialect) => Promise<void>;

/** Migrations by ISO-dated name, in order; a static list so the bundled server carries them. */
const MIGRATIONS: [string, Up][] = [
  ['2026-11-21T00-initial', initial.up],
  ['2026-11-21T01-rate-events', rateEvents.up],
  ['2026-11-27T00-answer-telemetry', answerTelemetry.up],
  ['2026-11-27T01-live-cache', liveCache.up],
  ['2026-11-28T00-question-client-id', questionClientId.up],
  ['2026-11-28T01-answer-ratings', answerRatings.up],
  ['2026-11-28T02-shares', shares.up],
  ['2026-11-28T03-operators', operators.up],
  ['2026-11-28T04-expert-answers', expertAnswers.up],
];

/** Any number shared by every process of this app: the PostgreSQL advisory lock for migrations. */
const MIGRATION_LOCK = 4_1_2_2_0_2_6;

/**
 * Applies pending migrations in one transaction. On PostgreSQL an advisory lock makes processes
 * that start together take turns. (Kysely's Migrator is not used: it introspects every schema of
 * the database, which fails while another schema is being dropped.) `then` runs in the same turn:
 * two servers seeding the reference rows at once collide on their other unique keys (a language's
 * code) while the first insert is not yet committed.
 */
export async function migrate({ db, dialect }: Database, then?: (trx: Kysely<DB>) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists schema_migrations (name text primary key, applied_on text not null)`.execute(trx);
    const applied = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const done = new Set(applied.rows.map((r) => r.name));
    for (const [name, up] of MIGRATIONS) {
      if (done.has(name)) continue;
      await up(trx, dialect);
      await sql`insert into schema_migrations (name, applied_on) values (${name}, ${new Date().toISOString()})`.execute(trx);
    }
    await then?.(trx);
  });
}

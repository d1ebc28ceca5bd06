import type { Kysely } from 'kysely';

// Frozen once landed. Answers of live providers (a place's forecast, a district's prices) kept for
// a while when there is no Redis, so one provider call serves every farmer nearby and every process.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('live_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    /** Milliseconds since the epoch. */
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

// Frozen once landed. Counters for rate limits and caps when no Redis is configured: one row per
// counted event, so "N in the last W seconds" is exact and shared by every process on the database.
// (The server on SQLite keeps its counters in a file of their own, see limits/; the table is here
// on both dialects so the limiter can be tested against either.)
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await (dialect === 'postgres'
    ? db.schema.createTable('rate_events').addColumn('id', 'bigserial', (c) => c.primaryKey())
    : db.schema.createTable('rate_events').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('key', 'text', (c) => c.notNull())
    /** Milliseconds since the epoch. */
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_key_at').on('rate_events').columns(['key', 'at']).execute();
}

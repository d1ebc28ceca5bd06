import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

// Frozen once landed. The content team's back office (issue 15): its own accounts (never a
// farmer's), their sessions, failed sign-ins (for growing delays), every action, and what the
// team decided about a farmer's question.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const serial = (t: string) => (dialect === 'postgres'
    ? db.schema.createTable(t).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(t).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()));
  await serial('operators')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('csrf', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .execute();
  await serial('operator_failures')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_failures_key_at').on('operator_failures').columns(['key', 'at']).execute();
  await serial('operator_log')
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('turn_reviews')
    .addColumn('turn_id', 'integer', (c) => c.primaryKey().references('chat_turns.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('reviewed_on', 'text', (c) => c.notNull())
    .execute();
}

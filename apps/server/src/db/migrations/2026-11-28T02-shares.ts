import type { Kysely } from 'kysely';

// Frozen once landed. A link a farmer shares (issue 15): one answer of their chat, or the whole
// chat (turn_id null), opened by anyone with its unguessable id until it is revoked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('turn_id', 'integer', (c) => c.references('chat_turns.id').onDelete('cascade'))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('revoked_on', 'text')
    .execute();
  await db.schema.createIndex('shares_session').on('shares').columns(['session_id', 'turn_id']).execute();
}

import type { Kysely } from 'kysely';

// Frozen once landed. The phone's own id for a question (its outbox resends it when the link
// returns): one question per id in a session, however many times it is sent.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_turns').addColumn('client_id', 'text').execute();
  // Questions without an id (NULL) never collide, on SQLite and PostgreSQL alike.
  await db.schema.createIndex('chat_turns_session_client').unique().on('chat_turns').columns(['session_id', 'client_id']).execute();
}

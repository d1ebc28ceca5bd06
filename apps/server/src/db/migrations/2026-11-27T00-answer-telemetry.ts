import type { Kysely } from 'kysely';

// Frozen once landed. What made each answer (route, intent, entry, part, score, stage times,
// providers), as JSON beside it: the chat history keeps it, the eval and the content team read it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_turns').addColumn('telemetry', 'text').execute();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

// Frozen once landed. An expert's answer to a farmer's question (issue 15, Kisan Sarathi's loop):
// written in the back office, shown in the farmer's chat after the assistant's answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await (dialect === 'postgres'
    ? db.schema.createTable('expert_answers').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('expert_answers').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('turn_id', 'integer', (c) => c.notNull().references('chat_turns.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expert_answers_turn').on('expert_answers').columns(['turn_id', 'id']).execute();
}

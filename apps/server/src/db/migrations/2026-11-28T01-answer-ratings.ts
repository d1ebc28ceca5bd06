import { type Kysely, sql } from 'kysely';

// Frozen once landed. A farmer's rating of an answer (issue 15): one per answer, changed or taken
// back by its owner; the reasons a thumbs down gives, and a short note in their own words.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('answer_ratings')
    .addColumn('turn_id', 'integer', (c) => c.primaryKey().references('chat_turns.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull().check(sql`value in ('up', 'down')`))
    .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text')
    .addColumn('rated_on', 'text', (c) => c.notNull())
    .execute();
  // The content team reads a week's thumbs down.
  await db.schema.createIndex('answer_ratings_value_rated').on('answer_ratings').columns(['value', 'rated_on']).execute();
}

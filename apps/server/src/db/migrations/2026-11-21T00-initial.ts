import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

// Frozen once landed: later changes go into new migrations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema as it was, not as DB types say
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const serial = (t: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(t).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(t).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema.createTable('languages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('english_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('country_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('bots')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bgcolor', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await serial('users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code_id', 'integer', (c) => c.notNull().references('country_codes.id'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('dob', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('updated_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_mobile_unique', ['country_code_id', 'mobile_number'])
    .execute();

  await serial('otp_codes')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('country_code_id', 'integer', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('consumed_on', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_number').on('otp_codes').columns(['mobile_number', 'country_code_id', 'created_on']).execute();
  await db.schema.createIndex('otp_codes_ip').on('otp_codes').columns(['ip', 'created_on']).execute();

  await serial('access_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('revoked_on', 'text')
    .execute();

  await db.schema.createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id'))
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('name', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_sessions_user').on('chat_sessions').columns(['user_id', 'created_on']).execute();

  await serial('chat_turns')
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('followups', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('answer_audio_id', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('answered_on', 'text')
    .execute();
  await db.schema.createIndex('chat_turns_session').on('chat_turns').columns(['session_id', 'id']).execute();

  await db.schema.createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('turn_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_turn').on('media').column('turn_id').execute();

  await db.schema.createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

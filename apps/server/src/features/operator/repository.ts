import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The back office's tables, and what it reads of the farmers' chats. */
export function operatorRepository(db: Kysely<DB>) {
  return {
    async addOperator(name: string, passwordHash: string, now: string) {
      await db.insertInto('operators').values({ name, password_hash: passwordHash, created_on: now }).execute();
    },
    operatorByName: (name: string) => db.selectFrom('operators').select(['id', 'name', 'password_hash']).where('name', '=', name).executeTakeFirst(),
    async addSession(row: { token_hash: string; operator_id: number; csrf: string; created_on: string; expires_on: string }) {
      await db.insertInto('operator_sessions').values(row).execute();
    },
    session: (tokenHash: string, now: string) =>
      db.selectFrom('operator_sessions').innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
        .select(['operators.id', 'operators.name', 'operator_sessions.csrf'])
        .where('operator_sessions.token_hash', '=', tokenHash).where('operator_sessions.expires_on', '>', now).executeTakeFirst(),
    async endSession(tokenHash: string) {
      await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async addFailure(keys: string[], now: string) {
      await db.insertInto('operator_failures').values(keys.map((key) => ({ key, at: now }))).execute();
    },
    /** Failed sign-ins under a key since a time: how many, and the last one's time. */
    async failuresSince(key: string, since: string) {
      const row = await db.selectFrom('operator_failures').where('key', '=', key).where('at', '>', since)
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('at').as('last')]).executeTakeFirstOrThrow();
      return { count: Number(row.n), last: row.last === null ? null : String(row.last) };
    },
    async forgetFailures(before: string) {
      await db.deleteFrom('operator_failures').where('at', '<', before).execute();
    },
    async log(operatorId: number | null, action: string, detail: string, now: string) {
      await db.insertInto('operator_log').values({ operator_id: operatorId, action, detail, at: now }).execute();
    },
    /**
     * The answered questions of a period with what made each answer, its chat's language and bot,
     * the farmer's number (for its last digits only), rating and review. Newest first.
     */
    turns: (from: string, to: string, limit: number) =>
      db.selectFrom('chat_turns')
        .innerJoin('chat_sessions', 'chat_sessions.id', 'chat_turns.session_id')
        .innerJoin('languages', 'languages.id', 'chat_sessions.language_id')
        .innerJoin('bots', 'bots.id', 'chat_sessions.bot_id')
        .leftJoin('users', 'users.id', 'chat_sessions.user_id')
        .leftJoin('answer_ratings', 'answer_ratings.turn_id', 'chat_turns.id')
        .leftJoin('turn_reviews', 'turn_reviews.turn_id', 'chat_turns.id')
        .select([
          'chat_turns.id', 'chat_turns.query', 'chat_turns.response', 'chat_turns.telemetry', 'chat_turns.created_on', 'chat_turns.answered_on',
          'languages.code as language', 'bots.slug as bot', 'users.mobile_number',
          'answer_ratings.value as rating', 'answer_ratings.reasons', 'answer_ratings.note',
          'turn_reviews.status as review',
        ])
        .where('chat_turns.created_on', '>=', from).where('chat_turns.created_on', '<', to).where('chat_turns.response', 'is not', null)
        .orderBy('chat_turns.id', 'desc').limit(limit).execute(),
    turnExists: (turnId: number) => db.selectFrom('chat_turns').select('id').where('id', '=', turnId).executeTakeFirst(),
    async addExpertAnswer(turnId: number, operatorId: number, text: string, now: string) {
      await db.insertInto('expert_answers').values({ turn_id: turnId, operator_id: operatorId, text, created_on: now }).execute();
    },
    async review(turnId: number, status: 'needs_content' | 'answered', operatorId: number, now: string) {
      await db.insertInto('turn_reviews').values({ turn_id: turnId, status, operator_id: operatorId, reviewed_on: now })
        .onConflict((oc) => oc.column('turn_id').doUpdateSet({ status, operator_id: operatorId, reviewed_on: now })).execute();
    },
  };
}
export type OperatorRepository = ReturnType<typeof operatorRepository>;

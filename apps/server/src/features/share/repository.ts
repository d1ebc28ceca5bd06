import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function shareRepository(db: Kysely<DB>) {
  return {
    /** The live link to this answer (or, turnId null, this whole chat), if one was made and not revoked. */
    live: (sessionId: string, turnId: number | null) =>
      (turnId === null
        ? db.selectFrom('shares').select('id').where('session_id', '=', sessionId).where('turn_id', 'is', null)
        : db.selectFrom('shares').select('id').where('session_id', '=', sessionId).where('turn_id', '=', turnId))
        .where('revoked_on', 'is', null).executeTakeFirst(),
    async add(row: { id: string; session_id: string; turn_id: number | null; created_on: string }) {
      await db.insertInto('shares').values({ ...row, revoked_on: null }).execute();
    },
    /** Revokes a link of this chat; false when there was no live one. */
    async revoke(sessionId: string, id: string, now: string) {
      const res = await db.updateTable('shares').set({ revoked_on: now })
        .where('id', '=', id).where('session_id', '=', sessionId).where('revoked_on', 'is', null).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** A live link with its chat's language. */
    opened: (id: string) =>
      db.selectFrom('shares')
        .innerJoin('chat_sessions', 'chat_sessions.id', 'shares.session_id')
        .innerJoin('languages', 'languages.id', 'chat_sessions.language_id')
        .select(['shares.session_id', 'shares.turn_id', 'languages.code as language_code'])
        .where('shares.id', '=', id).where('shares.revoked_on', 'is', null)
        .executeTakeFirst(),
    /** What a link shows: the answered questions (one, or the chat's, oldest first), their text only. */
    turns: (sessionId: string, turnId: number | null, limit: number) => {
      const q = db.selectFrom('chat_turns').select(['id', 'query', 'response'])
        .where('session_id', '=', sessionId).where('response', 'is not', null);
      return (turnId === null ? q : q.where('id', '=', turnId)).orderBy('id').limit(limit).execute();
    },
  };
}
export type ShareRepository = ReturnType<typeof shareRepository>;

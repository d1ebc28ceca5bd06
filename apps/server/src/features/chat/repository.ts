import type { Kysely } from 'kysely';
import type { DB, MediaTable } from '../../db/schema.ts';

export function chatRepository(db: Kysely<DB>) {
  return {
    async createSession(row: { id: string; user_id: number | null; bot_id: number; language_id: number; created_on: string }) {
      await db.insertInto('chat_sessions').values({ ...row, name: null }).execute();
    },
    /** A session with its bot and language, as the chat and history need them. */
    session: (id: string) =>
      db.selectFrom('chat_sessions')
        .innerJoin('bots', 'bots.id', 'chat_sessions.bot_id')
        .innerJoin('languages', 'languages.id', 'chat_sessions.language_id')
        .select([
          'chat_sessions.id', 'chat_sessions.user_id', 'chat_sessions.name', 'chat_sessions.created_on',
          'bots.id as bot_id', 'bots.slug as bot_slug', 'bots.name as bot_name',
          'languages.id as language_id', 'languages.code as language_code', 'languages.language',
        ])
        .where('chat_sessions.id', '=', id)
        .executeTakeFirst(),
    async sessionsOf(userId: number, offset: number, limit: number) {
      const rows = await db.selectFrom('chat_sessions')
        .innerJoin('bots', 'bots.id', 'chat_sessions.bot_id')
        .innerJoin('languages', 'languages.id', 'chat_sessions.language_id')
        .select([
          'chat_sessions.id', 'chat_sessions.name', 'chat_sessions.created_on',
          'bots.id as bot_id', 'bots.slug as bot_slug', 'bots.name as bot_name',
          'languages.id as language_id', 'languages.language',
        ])
        .where('chat_sessions.user_id', '=', userId)
        // Only chats that hold a question: every title listed is the farmer's own words.
        .where(({ exists, selectFrom }) => exists(selectFrom('chat_turns').select('chat_turns.id').whereRef('chat_turns.session_id', '=', 'chat_sessions.id')))
        .orderBy('chat_sessions.created_on', 'desc').orderBy('chat_sessions.id', 'desc')
        .limit(limit).offset(offset).execute();
      const { n } = await db.selectFrom('chat_sessions').where('user_id', '=', userId)
        .where(({ exists, selectFrom }) => exists(selectFrom('chat_turns').select('chat_turns.id').whereRef('chat_turns.session_id', '=', 'chat_sessions.id')))
        .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },
    async nameSession(id: string, name: string) {
      await db.updateTable('chat_sessions').set({ name }).where('id', '=', id).where('name', 'is', null).execute();
    },
    /**
     * Keeps a question. One the phone sent before under the same client id (its outbox resending
     * after a dropped link) is not kept again: its turn comes back, with `again`.
     */
    async addQuestion(sessionId: string, query: string, now: string, clientId?: string) {
      const row = await db.insertInto('chat_turns').values({ session_id: sessionId, query, created_on: now, client_id: clientId ?? null })
        .onConflict((oc) => oc.columns(['session_id', 'client_id']).doNothing())
        .returning('id').executeTakeFirst();
      if (row) return { id: row.id, again: false, answerAudioId: null };
      const kept = await db.selectFrom('chat_turns').select(['id', 'answer_audio_id'])
        .where('session_id', '=', sessionId).where('client_id', '=', clientId ?? '').executeTakeFirstOrThrow();
      return { id: kept.id, again: true, answerAudioId: kept.answer_audio_id };
    },
    async setQuery(turnId: number, query: string) {
      await db.updateTable('chat_turns').set({ query }).where('id', '=', turnId).execute();
    },
    async saveAnswer(turnId: number, answer: { response: string; sources: string; followups: string; telemetry: string; answer_audio_id: string | null; answered_on: string }) {
      await db.updateTable('chat_turns').set(answer).where('id', '=', turnId).execute();
    },
    /** One answered turn of a session (its answer and any spoken one). */
    answeredTurn: (sessionId: string, turnId: number) =>
      db.selectFrom('chat_turns').select(['id', 'response', 'answer_audio_id'])
        .where('session_id', '=', sessionId).where('id', '=', turnId).where('response', 'is not', null)
        .executeTakeFirst(),
    /** A farmer's rating of an answer: kept, replaced by a new one, or (null) taken back. */
    async rate(turnId: number, rating: { value: 'up' | 'down'; reasons: string; note: string | null; rated_on: string } | null) {
      if (!rating) {
        await db.deleteFrom('answer_ratings').where('turn_id', '=', turnId).execute();
        return;
      }
      await db.insertInto('answer_ratings').values({ turn_id: turnId, ...rating })
        .onConflict((oc) => oc.column('turn_id').doUpdateSet({ value: rating.value, reasons: rating.reasons, note: rating.note, rated_on: rating.rated_on }))
        .execute();
    },
    expertAnswersOf: (turnIds: number[]) =>
      turnIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('expert_answers').select(['turn_id', 'text', 'created_on']).where('turn_id', 'in', turnIds).orderBy('id').execute(),
    ratingsOfTurns: (turnIds: number[]) =>
      turnIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('answer_ratings').select(['turn_id', 'value', 'reasons', 'note']).where('turn_id', 'in', turnIds).execute(),
    async setAnswerAudio(turnId: number, audioId: string) {
      await db.updateTable('chat_turns').set({ answer_audio_id: audioId }).where('id', '=', turnId).execute();
    },
    /** The answered turns of a session, newest first. */
    async turns(sessionId: string, offset: number, limit: number) {
      const rows = await db.selectFrom('chat_turns')
        .select(['id', 'query', 'response', 'answer_audio_id', 'followups', 'created_on'])
        .where('session_id', '=', sessionId).where('response', 'is not', null)
        .orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { n } = await db.selectFrom('chat_turns').where('session_id', '=', sessionId).where('response', 'is not', null)
        .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },
    /** The last `limit` answered turns, oldest first: the context for a follow-up question. */
    /** The last answered turns, oldest first, with the entry each answer came from (its first source). */
    /** Media of anonymous sessions made before `before`, oldest first. */
    expiredAnonymousMedia: (before: string, limit: number) =>
      db.selectFrom('media').select(['id', 'storage_key']).where('user_id', 'is', null).where('created_on', '<', before)
        .orderBy('created_on').limit(limit).execute(),
    /** Forgets media rows (their files are already gone); a spoken answer's turn keeps its text. */
    async forgetMedia(ids: string[]) {
      if (ids.length === 0) return;
      await db.updateTable('chat_turns').set({ answer_audio_id: null }).where('answer_audio_id', 'in', ids).execute();
      await db.deleteFrom('media').where('id', 'in', ids).execute();
    },
    /** Bytes a farmer (or, without one, an anonymous session) keeps in uploads. */
    async storedBytes(userId: number | null, sessionId: string) {
      const q = db.selectFrom('media').select((eb) => eb.fn.sum<number | string | null>('size').as('bytes')).where('role', '=', 'question');
      const row = await (userId !== null ? q.where('user_id', '=', userId) : q.where('session_id', '=', sessionId)).executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
    /** Which of these storage keys have a media row. */
    async storedKeys(keys: string[]) {
      if (keys.length === 0) return new Set<string>();
      const rows = await db.selectFrom('media').select('storage_key').where('storage_key', 'in', keys).execute();
      return new Set(rows.map((r) => r.storage_key));
    },
    async pincodeOf(userId: number) {
      const row = await db.selectFrom('users').select('pincode').where('id', '=', userId).executeTakeFirst();
      return row?.pincode ?? null;
    },
    async recentTurns(sessionId: string, limit: number) {
      const rows = await db.selectFrom('chat_turns').select(['query', 'response', 'sources'])
        .where('session_id', '=', sessionId).where('response', 'is not', null)
        .orderBy('id', 'desc').limit(limit).execute();
      const entryOf = (sources: string) => {
        try { return (JSON.parse(sources) as { id?: string }[])[0]?.id ?? null; } catch { return null; }
      };
      return rows.reverse().map((r) => ({ query: r.query, response: r.response ?? '', entryId: entryOf(r.sources) }));
    },
    async addMedia(row: MediaTable) {
      await db.insertInto('media').values(row).execute();
    },
    mediaOfTurns: (turnIds: number[]) =>
      turnIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('media').select(['id', 'turn_id', 'kind', 'mime'])
          .where('turn_id', 'in', turnIds).where('role', '=', 'question').orderBy('created_on').execute(),
    media: (id: string) =>
      db.selectFrom('media').select(['id', 'user_id', 'session_id', 'kind', 'mime', 'size', 'storage_key'])
        .where('id', '=', id).executeTakeFirst(),
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;

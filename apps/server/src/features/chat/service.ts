import { randomBytes } from 'node:crypto';
import { API_BASE, M, type RateAnswerBody, type RatingReason } from '@krishimitra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Assistant } from '../../assistant/index.ts';
import type { Clock } from '../../clock.ts';
import { AppError, badRequest, notFound, unavailable } from '../../http/errors.ts';
import { offsetOf } from '../../http/paging.ts';
import type { MediaStore } from '../../media/store.ts';
import type { Caller } from '../auth/tokens.ts';
import type { BotRepository } from '../bots/repository.ts';
import type { ReferenceRepository } from '../reference/repository.ts';
import { usableSession } from './access.ts';
import type { ChatRepository } from './repository.ts';
import { onceAtATime } from '../../once-at-a-time.ts';
import type { Upload } from './form.ts';
import type { MediaKind } from '../../media/sniff.ts';

const newId = () => randomBytes(16).toString('base64url');
const HISTORY_TURNS = 6;
export const SESSIONS_PAGE = 10;
export const TURNS_PAGE = 10;

/** A short title from the first question: at most 60 characters, cut at a word. */
export function titleOf(question: string): string {
  const q = question.replace(/\s+/g, ' ').trim();
  if (q.length <= 60) return q;
  const cut = q.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${space > 30 ? cut.slice(0, space) : cut}…`;
}

/** Follow-ups as stored with the answer (JSON); anything unreadable is none. */
const followupsOf = (stored: string) => {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string') : [];
  } catch { return []; }
};

/** Where the owner fetches a media file: with their token, or (anonymous sessions) the session id. */
export const mediaUrl = (id: string, anonymousSessionId: string | null) =>
  `${API_BASE}/media/${id}/${anonymousSessionId ? `?session_id=${encodeURIComponent(anonymousSessionId)}` : ''}`;

/** Who a session's files belong to: a farmer, or (user_id null) whoever holds the anonymous session's id. */
type Owned = { id: string; user_id: number | null };
/** The anonymous session's id, which fetches its files; null for a farmer's (the token does). */
const anonymousIdOf = (session: Owned) => (session.user_id === null ? session.id : null);
/** A stored file as the API gives it: with the address its owner fetches it from. */
const mediaRef = <R extends { id: string; kind: MediaKind; mime: string }>(session: Owned, { id, kind, mime }: R) =>
  ({ id, kind, mime, url: mediaUrl(id, anonymousIdOf(session)) });

export interface ChatDeps {
  chats: ChatRepository;
  bots: BotRepository;
  reference: ReferenceRepository;
  media: MediaStore;
  assistant: Assistant;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Bytes a farmer, and an anonymous session, may keep in uploads. */
  quotas: { farmerBytes: number; sessionBytes: number };
}

export function chatService(deps: ChatDeps) {
  const { chats, clock } = deps;

  const sessionFor = (sessionId: string, caller: Caller | null, mode: 'owner' | 'anonymous' | 'read') => usableSession(chats, sessionId, caller, mode);

  /**
   * Stores a file of a turn (`write` puts its bytes under the storage key) and its row; returns
   * its reference, with the address its owner fetches it from.
   */
  async function keepMedia(session: Owned, turnId: number, file: { kind: MediaKind; role: 'question' | 'answer'; mime: string; size: number },
    write: (key: string) => Promise<void>) {
    const id = newId();
    const now = clock().toISOString();
    const key = `${now.slice(0, 7)}/${id}`;
    await write(key);
    await chats.addMedia({ id, user_id: session.user_id, session_id: session.id, turn_id: turnId, ...file, storage_key: key, created_on: now });
    return mediaRef(session, { id, kind: file.kind, mime: file.mime });
  }
  /** A spoken answer kept as the turn's media. */
  const keepSpokenAudio = (session: Owned, turnId: number, audio: Buffer) =>
    keepMedia(session, turnId, { kind: 'audio', role: 'answer', mime: 'audio/wav', size: audio.length }, (key) => deps.media.put(key, audio));
  /** The question's files as kept the first time it was sent. */
  async function keptMedia(session: Owned, turnId: number) {
    return (await chats.mediaOfTurns([turnId])).map((m) => mediaRef(session, m));
  }
  /** Answers being read aloud right now, by turn: a second tap waits for the first instead of speaking it again. */
  const speaking = new Map<number, Promise<Buffer | null>>();

  /**
   * Each farmer (or anonymous session) has a storage quota for what they upload: a full one refuses
   * the new files with a clear message before anything is stored.
   */
  async function checkQuota(uploads: Upload[], session: { id: string; user_id: number | null }) {
    if (uploads.length === 0) return;
    const quota = session.user_id !== null ? deps.quotas.farmerBytes : deps.quotas.sessionBytes;
    const used = await chats.storedBytes(session.user_id, session.id);
    if (used + uploads.reduce((sum, u) => sum + u.size, 0) > quota) throw new AppError(413, { detail: [M.storageFull] });
  }

  async function storeUploads(uploads: Upload[], session: Owned, turnId: number) {
    const refs = [];
    for (const upload of uploads) {
      refs.push(await keepMedia(session, turnId, { kind: upload.kind, role: 'question', mime: upload.mime, size: upload.size },
        (key) => deps.media.putFile(key, upload.file, upload.size)));
    }
    return refs;
  }

  return {
    /**
     * Removes media a crash left behind (half-written files, files without their row), older
     * than an hour so that no upload in progress on any process is touched. Run at start.
     */
    async sweepMedia() {
      if (!deps.media.sweep) return 0;
      return deps.media.sweep(new Date(clock().getTime() - 3_600_000), (keys) => chats.storedKeys(keys));
    },

    /**
     * Deletes anonymous sessions' media older than the retention (files, then rows). Safe on a
     * fleet: every step may run twice (a file already gone, a row already deleted).
     */
    async pruneAnonymousMedia(retentionDays: number) {
      const before = new Date(clock().getTime() - retentionDays * 86_400_000).toISOString();
      let removed = 0;
      for (;;) {
        const rows = await chats.expiredAnonymousMedia(before, 200);
        if (rows.length === 0) return removed;
        for (const r of rows) await deps.media.remove(r.storage_key);
        await chats.forgetMedia(rows.map((r) => r.id));
        removed += rows.length;
      }
    },

    async createSession(caller: Caller | null, body: { language_id: number; config_id: number }) {
      const [language, bot] = await Promise.all([deps.reference.language(body.language_id), deps.bots.byId(body.config_id)]);
      if (!language) throw badRequest('language_id', M.selectLanguage);
      if (!bot) throw badRequest('config_id', M.selectBot);
      const id = newId();
      await chats.createSession({
        id, user_id: caller?.userId ?? null, bot_id: bot.id, language_id: language.id, created_on: clock().toISOString(),
      });
      return { session_id: id };
    },

    async sessions(caller: Caller, page: number, logo: (slug: string) => string) {
      const { rows, count } = await chats.sessionsOf(caller.userId, offsetOf(page, SESSIONS_PAGE), SESSIONS_PAGE);
      const results = rows.map((r) => ({
        session_id: r.id,
        name: r.name,
        created_on: r.created_on,
        config: { id: r.bot_id, slug: r.bot_slug, name: r.bot_name, logo: logo(r.bot_slug) },
        language: { id: r.language_id, language: r.language },
      }));
      return { results, count };
    },

    /**
     * A stored file for its owner only: the signed-in user, or the holder of the anonymous
     * session id. Anyone else gets the same 404 as for a file that doesn't exist.
     */
    async media(id: string, caller: Caller | null, anonymousSessionId: string | undefined) {
      const row = await chats.media(id);
      const allowed = row && (row.user_id !== null ? row.user_id === caller?.userId : row.session_id === anonymousSessionId);
      if (!row || !allowed) throw notFound();
      const stream = await deps.media.read(row.storage_key).catch(() => { throw notFound(); });
      return { mime: row.mime, size: row.size, stream };
    },

    /**
     * An answer read aloud, for a phone with no voice of its own for the language: made once,
     * kept with the answer (history then offers it too), served from there after. Only the
     * session's owner, or an anonymous session's holder, may ask.
     */
    async speech(caller: Caller | null, sessionId: string, turnId: number) {
      const session = await sessionFor(sessionId, caller, 'read');
      const turn = await chats.answeredTurn(session.id, turnId);
      if (!turn) throw notFound();
      if (turn.answer_audio_id) {
        const row = await chats.media(turn.answer_audio_id);
        if (row) return { mime: row.mime, size: row.size, body: await deps.media.read(row.storage_key).catch(() => { throw notFound(); }) };
      }
      const audio = await onceAtATime(speaking, turn.id, async () => {
        const spoken = await (deps.assistant.speak?.(turn.response ?? '', session.language_code) ?? Promise.resolve(null));
        if (spoken) await chats.setAnswerAudio(turn.id, (await keepSpokenAudio(session, turn.id, spoken)).id);
        return spoken;
      });
      if (!audio) throw unavailable();
      return { mime: 'audio/wav', size: audio.length, body: audio };
    },

    async conversations(caller: Caller | null, sessionId: string, page: number) {
      const session = await sessionFor(sessionId, caller, 'read');
      const { rows, count } = await chats.turns(session.id, offsetOf(page, TURNS_PAGE), TURNS_PAGE);
      const media = await chats.mediaOfTurns(rows.map((r) => r.id));
      const ratings = new Map((await chats.ratingsOfTurns(rows.map((r) => r.id))).map((r) => [r.turn_id, ratingOf(r)]));
      const experts = await chats.expertAnswersOf(rows.map((r) => r.id));
      const anonymous = anonymousIdOf(session);
      // A spoken answer goes by its address, like the farmer's own media: the page stays small.
      const results = rows.map((r) => ({
        id: r.id,
        response: {
          query: r.query,
          response: r.response ?? '',
          audio_url: r.answer_audio_id ? mediaUrl(r.answer_audio_id, anonymous) : null,
          followups: followupsOf(r.followups),
        },
        media: media.filter((m) => m.turn_id === r.id).map((m) => mediaRef(session, m)),
        created_on: r.created_on,
        rating: ratings.get(r.id) ?? null,
        expert: experts.filter((e) => e.turn_id === r.id).map((e) => ({ text: e.text, created_on: e.created_on })),
      }));
      return { results, count };
    },

    /**
     * A farmer rates an answer of their own chat (the owner, or an anonymous session's holder),
     * changes the rating or takes it back. Any other chat's answers are not found.
     */
    async rate(caller: Caller | null, body: RateAnswerBody & { reasons: RatingReason[] }) {
      const session = await sessionFor(body.session_id, caller, 'read');
      const turn = await chats.answeredTurn(session.id, body.turn_id);
      if (!turn) throw notFound(M.notFound);
      const rating = body.rating === 'none' ? null
        : { value: body.rating, reasons: JSON.stringify(body.reasons), note: body.note || null, rated_on: clock().toISOString() };
      await chats.rate(turn.id, rating);
      return { turn_id: turn.id, rating: rating && ratingOf(rating) };
    },

    /**
     * Keeps the question (and its files) first, then asks the assistant, then keeps the answer: a
     * failing assistant loses nothing the farmer sent.
     */
    async ask(
      caller: Caller | null,
      anonymousRoute: boolean,
      fields: {
        session_id: string; text?: string | undefined; transcript?: string | undefined; speech: boolean;
        latitude?: number | undefined; longitude?: number | undefined; client_id?: string | undefined;
      },
      uploads: Upload[],
    ) {
      const session = await sessionFor(fields.session_id, caller, anonymousRoute ? 'anonymous' : 'owner');
      const question = fields.text || fields.transcript || '';
      const created = clock().toISOString();
      const kept = await chats.addQuestion(session.id, question, created, fields.client_id);
      const turnId = kept.id;
      // A question sent again (same client id) is answered again, from what was kept the first time.
      if (!kept.again) await checkQuota(uploads, session);
      const media = kept.again ? await keptMedia(session, turnId) : await storeUploads(uploads, session, turnId);
      const spoken = uploads.some((u) => u.kind === 'audio');
      const history = await chats.recentTurns(session.id, HISTORY_TURNS);
      // Where a forecast is for: the phone's location when shared (used, never stored), else the profile's pincode.
      const location = fields.latitude !== undefined && fields.longitude !== undefined ? { latitude: fields.latitude, longitude: fields.longitude } : null;
      const pincode = session.user_id !== null ? await chats.pincodeOf(session.user_id) : null;

      let answer;
      try {
        answer = await deps.assistant.answer({
          text: question,
          audio: uploads.find((u) => u.kind === 'audio')?.data ?? null,
          media: uploads.filter((u) => u.kind !== 'audio').map((u) => ({ kind: u.kind as 'image' | 'video', mime: u.mime, data: u.data })),
          language: session.language_code,
          bot: { id: session.bot_id, slug: session.bot_slug, name: session.bot_name },
          history,
          speech: fields.speech || spoken,
          location,
          pincode,
        });
      } catch (err) {
        deps.log.error({ err, turnId }, 'assistant failed; question kept');
        throw unavailable();
      }

      const audioId = kept.answerAudioId ?? (answer.audio ? (await keepSpokenAudio(session, turnId, answer.audio)).id : null);
      // A recording understood by the server's speech recognition is kept as the question's text.
      const asked = question || answer.heard;
      if (asked !== question) await chats.setQuery(turnId, asked);
      await chats.saveAnswer(turnId, {
        response: answer.text,
        sources: JSON.stringify(answer.sources),
        followups: JSON.stringify(answer.followups),
        telemetry: JSON.stringify(answer.telemetry),
        answer_audio_id: audioId,
        answered_on: clock().toISOString(),
      });
      if (asked && !session.name) await chats.nameSession(session.id, titleOf(asked));

      return {
        session_id: session.id,
        turn_id: turnId,
        id: turnId,
        query: asked,
        response: answer.text,
        audio: answer.audio ? answer.audio.toString('base64') : null,
        sources: answer.sources,
        followups: answer.followups,
        sections: answer.sections,
        ...(answer.needsLocation ? { needs_location: true } : {}),
        media,
        created_on: created,
      };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;

/** A rating as the contract gives it (its reasons are kept as JSON). */
function ratingOf(row: { value: 'up' | 'down'; reasons: string; note: string | null }) {
  let reasons: RatingReason[] = [];
  try { reasons = JSON.parse(row.reasons) as RatingReason[]; } catch { /* an unreadable list is no reasons */ }
  return { value: row.value, reasons, note: row.note };
}

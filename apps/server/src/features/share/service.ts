import { randomBytes } from 'node:crypto';
import { M } from '@krishimitra/contract';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../http/errors.ts';
import type { Caller } from '../auth/tokens.ts';
import { usableSession } from '../chat/access.ts';
import type { ChatRepository } from '../chat/repository.ts';
import { sharePage } from './page.ts';
import type { ShareRepository } from './repository.ts';

/** A shared chat shows at most this many answers: a page for a slow link, not an archive. */
const CHAT_TURNS = 30;

export function shareService(deps: { shares: ShareRepository; chats: ChatRepository; clock: Clock; fonts?: Record<string, string> }) {
  const { shares, chats, clock } = deps;
  /** The farmer's own chat (the owner, or an anonymous session's holder); 404 for anyone else's. */
  const ownChat = (sessionId: string, caller: Caller | null) => usableSession(chats, sessionId, caller, 'read');
  const pathOf = (id: string) => `/s/${id}/`;

  return {
    /** A link to one answer, or to the whole chat: the live one if there is one, else a new one. */
    async share(caller: Caller | null, body: { session_id: string; turn_id?: number | undefined }) {
      const session = await ownChat(body.session_id, caller);
      const turnId = body.turn_id ?? null;
      if (turnId !== null ? !(await chats.answeredTurn(session.id, turnId)) : (await shares.turns(session.id, null, 1)).length === 0)
        throw notFound(M.notFound);
      const live = await shares.live(session.id, turnId);
      if (live) return { id: live.id, path: pathOf(live.id) };
      const id = randomBytes(16).toString('base64url');
      await shares.add({ id, session_id: session.id, turn_id: turnId, created_on: clock().toISOString() });
      return { id, path: pathOf(id) };
    },
    async revoke(caller: Caller | null, body: { session_id: string; id: string }) {
      const session = await ownChat(body.session_id, caller);
      if (!(await shares.revoke(session.id, body.id, clock().toISOString()))) throw notFound(M.notFound);
      return { revoked: true };
    },
    /** The public page of a live link, or null (never made, revoked, or its chat deleted). */
    async page(id: string): Promise<string | null> {
      const link = await shares.opened(id);
      if (!link) return null;
      const turns = await shares.turns(link.session_id, link.turn_id, CHAT_TURNS);
      if (turns.length === 0) return null;
      return sharePage(link.language_code, turns.map((t) => ({ question: t.query, answer: t.response ?? '' })), deps.fonts);
    },
  };
}
export type ShareService = ReturnType<typeof shareService>;

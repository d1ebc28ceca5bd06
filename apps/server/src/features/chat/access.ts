import { M } from '@krishimitra/contract';
import { notFound } from '../../http/errors.ts';
import type { Caller } from '../auth/tokens.ts';
import type { ChatRepository } from './repository.ts';

/**
 * Whether a caller may use a chat session:
 * - owner: the signed-in chat call, only the caller's own sessions;
 * - anonymous: the anonymous chat call, only sessions made without an account;
 * - read: history, ratings and shares, the owner's sessions or an anonymous one by its id.
 */
export function mayUse(session: { user_id: number | null }, caller: Caller | null, mode: 'owner' | 'anonymous' | 'read'): boolean {
  const owner = session.user_id;
  return mode === 'owner' ? owner !== null && owner === caller?.userId
    : mode === 'anonymous' ? owner === null
    : owner === null || owner === caller?.userId;
}

/** The session, if this caller may use it (see mayUse); 404 otherwise, so ids can't be probed. */
export async function usableSession(chats: ChatRepository, sessionId: string, caller: Caller | null, mode: 'owner' | 'anonymous' | 'read') {
  const session = await chats.session(sessionId);
  if (!session || !mayUse(session, caller, mode)) throw notFound(M.sessionNotFound);
  return session;
}

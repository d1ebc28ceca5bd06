import { routes } from '@krishimitra/contract/routes';
import { useEffect } from 'react';
import { ApiError, request } from '../../lib/api.ts';
import { hasToken } from '../../lib/storage.ts';
import type { Thunk } from '../../state/actions.ts';
import { outboxRefused, outboxSent } from '../../state/chat.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { answerOf, chatForm } from './use-conversation.ts';

let flushing = false;

/**
 * Sends the questions typed offline, oldest first, each under its own client id: a question whose
 * answer was lost on the way is answered again but kept once. Stops at the first that finds no
 * link; a question the server refuses goes (its toast says why).
 */
export const flushOutbox = (): Thunk => async (dispatch, getState) => {
  if (flushing) return;
  flushing = true;
  try {
    for (const item of getState().chat.outbox) {
      try {
        const reply = await request(hasToken() ? routes.chat : routes.chatAnonymous, { body: chatForm(item.sessionId, { text: item.text }, item.clientId) });
        // The answer shows where its question is, if that chat is still open.
        dispatch(outboxSent({ clientId: item.clientId, answer: getState().chat.sessionId === item.sessionId ? answerOf(reply) : null }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 0) break;
        dispatch(outboxRefused(item.clientId));
      }
    }
  } finally {
    flushing = false;
  }
};

/** How long a question waits before it is tried again while the phone says it is online (a link that drops requests without going offline). */
const RETRY_MS = 20_000;

/** Sends the outbox when the app opens with a link, whenever the link returns, and now and then while questions wait. */
export function useOutbox() {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector((s) => s.chat.outbox.length);
  useEffect(() => {
    const send = () => { if (navigator.onLine) void dispatch(flushOutbox()); };
    send();
    window.addEventListener('online', send);
    const retry = waiting > 0 ? setInterval(send, RETRY_MS) : undefined;
    return () => { window.removeEventListener('online', send); clearInterval(retry); };
  }, [dispatch, waiting]);
}

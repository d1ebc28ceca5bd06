import type { ChatReply, ConversationTurn } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { useState } from 'react';
import { request } from '../../lib/api.ts';
import { hasToken } from '../../lib/storage.ts';
import { selectBot } from '../../state/actions.ts';
import { type ChatMessage, messageAdded, messageRemoved, olderLoaded } from '../../state/chat.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';

let counter = 0;
const localId = () => `local-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A server turn as two bubbles: the farmer's question and the answer. */
export function turnToMessages(turn: ConversationTurn): ChatMessage[] {
  return [
    { id: `q-${turn.id}`, type: 'text', content: turn.response.query, isSender: true, created_on: turn.created_on },
    { id: `a-${turn.id}`, type: 'text', content: turn.response.response, isSender: false, created_on: turn.created_on, audio: turn.response.audio ?? null },
  ];
}

const answerOf = (reply: ChatReply): ChatMessage => ({
  id: localId(), type: 'text', content: reply.response, isSender: false, created_on: reply.created_on,
  audio: reply.audio, sources: reply.sources, followups: reply.followups,
});

/** Sending questions and paging older turns of the current session. */
export function useConversation() {
  const dispatch = useAppDispatch();
  const { sessionId, selectedBotId, conversationNext } = useAppSelector((s) => s.chat);
  const [thinking, setThinking] = useState(false);

  /** Sends a question; on failure the bubble goes and the text comes back to the caller, so nothing is lost. */
  const send = async (text: string): Promise<boolean> => {
    const question = text.trim();
    if (!question || selectedBotId === null) return false;
    const session = sessionId ?? (await dispatch(selectBot(selectedBotId)));
    if (!session) return false;
    const mine: ChatMessage = { id: localId(), type: 'text', content: question, isSender: true, created_on: new Date().toISOString(), pending: true };
    dispatch(messageAdded(mine));
    setThinking(true);
    const form = new FormData();
    form.set('session_id', session);
    form.set('text', question);
    try {
      const reply = await request(hasToken() ? routes.chat : routes.chatAnonymous, { body: form });
      dispatch(messageAdded(answerOf(reply)));
      return true;
    } catch {
      dispatch(messageRemoved(mine.id));
      return false;
    } finally {
      setThinking(false);
    }
  };

  const loadOlder = async () => {
    if (!sessionId || conversationNext === null) return;
    try {
      const page = await request(routes.listConversations, { query: { session_id: sessionId, page: conversationNext } });
      const messages = [...page.results].reverse().flatMap(turnToMessages);
      dispatch(olderLoaded({ messages, next: page.next ? conversationNext + 1 : null }));
    } catch {
      dispatch(olderLoaded({ messages: [], next: null }));
    }
  };

  return { send, loadOlder, thinking };
}

import type { ChatReply, ConversationTurn } from '@krishimitra/contract';
import { API_BASE, routes } from '@krishimitra/contract/routes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api.ts';
import { sharedPosition } from '../../lib/location.ts';
import { hasToken } from '../../lib/storage.ts';
import { selectBot } from '../../state/actions.ts';
import { type ChatMessage, type MessageType, messageAdded, messageRemoved, olderLoaded, questionQueued, questionSent } from '../../state/chat.ts';
import { turnsKept } from '../../state/chat-history.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import type { Outgoing } from './composer.tsx';

let counter = 0;
const localId = () => `local-${Date.now().toString(36)}-${(counter++).toString(36)}`;
const now = () => new Date().toISOString();

/** Where the server reads a kept answer aloud (owner only: the token, or an anonymous session's id). */
export const speechUrlOf = (session: string, turn: number | undefined) =>
  (turn === undefined ? undefined : `${API_BASE}${routes.chatSpeech.path}?session_id=${encodeURIComponent(session)}&turn_id=${turn}`);

/** A server turn of `session` as bubbles: the farmer's question (text, voice, photo or video) and the answer. */
export function turnToMessages(turn: ConversationTurn, session: string): ChatMessage[] {
  const audio = turn.media.find((m) => m.kind === 'audio');
  const visual = turn.media.find((m) => m.kind !== 'audio');
  const mine: ChatMessage[] = [];
  if (audio) {
    mine.push({ id: `q-${turn.id}`, type: visual ? (visual.kind === 'video' ? 'videoWithMedia' : 'audioWithMedia') : 'audio',
      content: audio.url, mediaFile: visual?.url, mediaKind: visual?.kind as 'image' | 'video' | undefined, isSender: true, created_on: turn.created_on });
  } else if (visual) {
    mine.push({ id: `m-${turn.id}`, type: visual.kind === 'video' ? 'video' : 'image', content: visual.url, isSender: true, created_on: turn.created_on });
  }
  if (turn.response.query && !audio) mine.push({ id: `q-${turn.id}`, type: 'text', content: turn.response.query, isSender: true, created_on: turn.created_on });
  return [...mine, { id: `a-${turn.id}`, type: 'text', content: turn.response.response, isSender: false, created_on: turn.created_on,
    audio: turn.response.audio ?? null, audioUrl: turn.response.audio_url ?? undefined, speechUrl: speechUrlOf(session, turn.id),
    followups: turn.response.followups, rateable: { session, turn: turn.id, question: turn.response.query }, rating: turn.rating ?? null },
  // An expert's later answer to this question, as a message of its own.
  ...(turn.expert ?? []).map((e, i): ChatMessage => ({ id: `e-${turn.id}-${i}`, type: 'text', content: e.text, isSender: false, created_on: e.created_on, expert: true }))];
}

/** The chat call's form: the question's text, recording (WAV and the phone's transcript) and photo or video, and the phone's id for it. */
export function chatForm(session: string, { text, recording, attachment, location }: Outgoing, clientId?: string): FormData {
  const form = new FormData();
  form.set('session_id', session);
  if (clientId) form.set('client_id', clientId);
  if (location) {
    // ~100 m is more than a forecast needs; the server rounds further before asking anyone.
    form.set('latitude', location.latitude.toFixed(3));
    form.set('longitude', location.longitude.toFixed(3));
  }
  if (text.trim()) form.set('text', text.trim());
  if (recording) {
    form.set('audio', recording.wav, 'voice.wav');
    if (recording.transcript) form.set('transcript', recording.transcript);
  }
  if (attachment) form.set(attachment.kind, attachment.blob, attachment.kind === 'image' ? 'photo.jpg' : 'video.webm');
  return form;
}

export const answerOf = (reply: ChatReply): ChatMessage => ({
  id: localId(), type: 'text', content: reply.response, isSender: false, created_on: reply.created_on,
  audio: reply.audio, speechUrl: speechUrlOf(reply.session_id, reply.turn_id), sources: reply.sources, sections: reply.sections, followups: reply.followups,
  ...(reply.needs_location ? { needsLocation: true, question: reply.query } : {}),
  ...(reply.turn_id !== undefined ? { rateable: { session: reply.session_id, turn: reply.turn_id, question: reply.query }, rating: null } : {}),
});

/** The bubbles a question shows as while it is sent (spec §3 message types). */
export function outgoingMessages({ text, recording, attachment, selected }: Outgoing): ChatMessage[] {
  const out: ChatMessage[] = [];
  if (selected) return [{ id: localId(), type: 'selectedImg', content: selected, isSender: true, created_on: now(), pending: true }];
  const media = attachment ? URL.createObjectURL(attachment.blob) : undefined;
  if (recording) {
    const type: MessageType = attachment ? (attachment.kind === 'video' ? 'videoWithMedia' : 'audioWithMedia') : 'audio';
    out.push({ id: localId(), type, content: URL.createObjectURL(recording.wav), duration: recording.seconds, mediaFile: media,
      mediaKind: attachment?.kind, isSender: true, created_on: now(), pending: true });
  } else if (attachment && media) {
    out.push({ id: localId(), type: attachment.type, content: media, isSender: true, created_on: now(), pending: true });
  }
  if (text.trim()) out.push({ id: localId(), type: 'text', content: text.trim(), isSender: true, created_on: now(), pending: true });
  return out;
}

/** Sending questions and paging older turns of the current session. */
export function useConversation() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { sessionId, selectedBotId, conversationNext } = useAppSelector((s) => s.chat);
  const kept = useAppSelector((s) => s.chatHistory.turns?.find((k) => k.sessionId === sessionId));
  const [thinking, setThinking] = useState(false);

  /** Sends a question; on failure its bubbles go and the caller gets false back, to restore the input. */
  const send = async (outgoing: Outgoing): Promise<boolean> => {
    const question = outgoing.text.trim();
    if ((!question && !outgoing.recording && !outgoing.attachment) || selectedBotId === null) return false;
    const session = sessionId ?? (await dispatch(selectBot(selectedBotId)));
    if (!session) return false;
    const bubbles = outgoingMessages(outgoing);
    bubbles.forEach((b) => dispatch(messageAdded(b)));
    const clientId = localId();
    // A typed question waits in the outbox while there is no link (photos and recordings are too
    // big to keep on the phone: they need the link).
    const typedOnly = !outgoing.recording && !outgoing.attachment && !outgoing.selected;
    const queue = () => dispatch(questionQueued({ clientId, sessionId: session, text: question, ids: bubbles.map((b) => b.id) }));
    if (typedOnly && !navigator.onLine) { queue(); return true; }
    setThinking(true);
    try {
      // A location the farmer shared during this visit goes along; the server uses it for forecasts only.
      const withPlace = { ...outgoing, location: outgoing.location ?? sharedPosition() };
      const reply = await request(hasToken() ? routes.chat : routes.chatAnonymous, { body: chatForm(session, withPlace, clientId) });
      dispatch(questionSent({ ids: bubbles.map((b) => b.id), media: reply.media }));
      dispatch(messageAdded(answerOf(reply)));
      return true;
    } catch (err) {
      // The link dropped on the way: kept, and sent again under the same id (kept once by the server).
      if (typedOnly && err instanceof ApiError && err.status === 0) { queue(); return true; }
      bubbles.forEach((b) => dispatch(messageRemoved(b.id)));
      if (!navigator.onLine) toast(t('chat.mediaOffline'), { id: 'network' });
      return false;
    } finally {
      setThinking(false);
    }
  };

  const loadOlder = async () => {
    if (!sessionId || conversationNext === null) return;
    const asMessages = (turns: ConversationTurn[]) => [...turns].reverse().flatMap((turn) => turnToMessages(turn, sessionId));
    try {
      const page = await request(routes.listConversations, { query: { session_id: sessionId, page: conversationNext } });
      if (conversationNext === 1) dispatch(turnsKept({ sessionId, turns: page.results }));
      dispatch(olderLoaded({ messages: asMessages(page.results), next: page.next ? conversationNext + 1 : null }));
    } catch (err) {
      // Offline, the chat's newest turns as last read on this phone.
      const offline = err instanceof ApiError && err.status === 0 && conversationNext === 1;
      dispatch(olderLoaded({ messages: offline ? asMessages(kept?.turns ?? []) : [], next: null }));
    }
  };

  return { send, loadOlder, thinking };
}

import { describe, expect, it } from 'vitest';
import { type ChatMessage, messageAdded, outboxSent, questionQueued, questionSent, sessionStarted } from '../src/state/chat.ts';
import { countrySelected } from '../src/state/country.ts';
import { languageSelected } from '../src/state/language.ts';
import { makeStore, persistConfig } from '../src/state/store.ts';

/** Resolves once the saved state has been read back, as the app waits before using it. */
const bootstrapped = ({ persistor }: ReturnType<typeof makeStore>) => new Promise<void>((resolve) => {
  if (persistor.getState().bootstrapped) return resolve();
  const stop = persistor.subscribe(() => { if (persistor.getState().bootstrapped) { stop(); resolve(); } });
});

describe('persisted state', () => {
  it('keeps chat, auth, language and chat history across a reload, and nothing else', async () => {
    const first = makeStore();
    await bootstrapped(first);
    first.store.dispatch(languageSelected({ id: 2, code: 'HI', language: 'हिन्दी' }));
    first.store.dispatch(sessionStarted({ botId: 3, sessionId: 'abc' }));
    first.store.dispatch(countrySelected({ id: 2, country_code: '+977', country: 'Nepal' }));
    await first.persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:root')!);
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth', 'chat', 'chatHistory', 'language']);
    expect(persistConfig.timeout).toBe(5000);

    const second = makeStore();
    await bootstrapped(second);
    const state = second.store.getState();
    expect(state.language.selectedLanguage?.code).toBe('HI');
    expect(state.chat.selectedBotId).toBe(3);
    expect(state.chat.sessionId).toBe('abc');
    expect(state.country.selected).toBeNull();
  });

  it('saves answers without their spoken WAV, and media by the server address, never a dead blob: one', async () => {
    const first = makeStore();
    await bootstrapped(first);
    const at = '2026-11-27T10:00:00Z';
    const { dispatch } = first.store;
    dispatch(sessionStarted({ botId: 1, sessionId: 's1' }));
    dispatch(messageAdded({ id: 'v', type: 'audioWithMedia', content: 'blob:http://x/voice', mediaFile: 'blob:http://x/photo', mediaKind: 'image', isSender: true, created_on: at, pending: true }));
    dispatch(messageAdded({ id: 'q', type: 'text', content: 'what is this spot?', isSender: true, created_on: at, pending: true }));
    dispatch(questionSent({ ids: ['v', 'q'], media: [{ kind: 'audio', url: '/api/v1/media/a1/' }, { kind: 'image', url: '/api/v1/media/p1/' }] }));
    dispatch(messageAdded({ id: 'a', type: 'text', content: 'Leaf spot…', isSender: false, created_on: at, audio: 'UklGRiQAAABXQVZF' }));
    // A photo from the camera is a photo too (it came back missing after a saved login was restored).
    dispatch(messageAdded({ id: 'cam', type: 'capturedImage', content: 'blob:http://x/camera', isSender: true, created_on: at, pending: true }));
    dispatch(questionSent({ ids: ['cam'], media: [{ kind: 'image', url: '/api/v1/media/c1/' }] }));
    // Sent while the page closed: never confirmed, so its blob: address has no server copy.
    dispatch(messageAdded({ id: 'lost', type: 'image', content: 'blob:http://x/other', isSender: true, created_on: at, pending: true }));
    // The page goes on showing the phone's own copies.
    expect(first.store.getState().chat.messages.find((m: ChatMessage) => m.id === 'v')).toMatchObject({ content: 'blob:http://x/voice', pending: false });
    await first.persistor.flush();

    const saved = localStorage.getItem('persist:root')!;
    expect(saved).not.toContain('blob:');
    expect(saved).not.toContain('UklGR');
    const second = makeStore();
    await bootstrapped(second);
    const messages: ChatMessage[] = second.store.getState().chat.messages;
    expect(messages.map((m) => m.id)).toEqual(['v', 'q', 'a', 'cam']);
    expect(messages[3]).toMatchObject({ type: 'capturedImage', content: '/api/v1/media/c1/' });
    expect(messages[0]).toMatchObject({ content: '/api/v1/media/a1/', mediaFile: '/api/v1/media/p1/', pending: false });
    expect(messages[2]!.audio).toBeUndefined();
    expect(messages[2]!.content).toBe('Leaf spot…');
  });

  it('keeps a question typed offline, and its place in the outbox, across a reload; its answer goes right under it', async () => {
    const first = makeStore();
    await bootstrapped(first);
    const at = '2026-11-27T10:00:00Z';
    const { dispatch } = first.store;
    dispatch(sessionStarted({ botId: 1, sessionId: 's2' }));
    dispatch(messageAdded({ id: 'w', type: 'text', content: 'when to sow wheat?', isSender: true, created_on: at, pending: true }));
    dispatch(questionQueued({ clientId: 'outbox-0001', sessionId: 's2', text: 'when to sow wheat?', ids: ['w'] }));
    dispatch(messageAdded({ id: 'x', type: 'text', content: 'and mustard?', isSender: true, created_on: at, pending: true }));
    await first.persistor.flush();

    const second = makeStore();
    await bootstrapped(second);
    const chat = second.store.getState().chat;
    expect(chat.outbox).toEqual([{ clientId: 'outbox-0001', sessionId: 's2', text: 'when to sow wheat?', ids: ['w'] }]);
    // The queued question stays; one merely being sent when the page closed does not.
    expect(chat.messages.map((m: ChatMessage) => [m.id, m.queued])).toEqual([['w', true]]);
    second.store.dispatch(messageAdded({ id: 'later', type: 'text', content: 'hello', isSender: true, created_on: at }));
    second.store.dispatch(outboxSent({ clientId: 'outbox-0001', answer: { id: 'a', type: 'text', content: 'Sow in November.', isSender: false, created_on: at } }));
    const after = second.store.getState().chat;
    expect(after.outbox).toEqual([]);
    expect(after.messages.map((m: ChatMessage) => m.id)).toEqual(['w', 'a', 'later']);
    expect(after.messages[0]).toMatchObject({ queued: false, pending: false });
  });
});

import { describe, expect, it } from 'vitest';
import { sessionStarted } from '../src/state/chat.ts';
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
});

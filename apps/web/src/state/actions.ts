import { routes } from '@krishimitra/contract/routes';
import { ApiError, request } from '../lib/api.ts';
import { applyLanguage } from '../lib/i18n.ts';
import { clearToken, hasToken } from '../lib/storage.ts';
import { userLoaded } from './auth.ts';
import { historyFailed, historyForgotten, historyLoaded, historyOffline } from './chat-history.ts';
import { botsLoaded, chatCleared, outboxCleared, sessionStarted } from './chat.ts';
import { languageSelected } from './language.ts';
import type { AppDispatch, RootState } from './store.ts';

export type Thunk<T = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;
const pageNumber = (link: string | null) => (link ? Number(new URL(link, location.origin).searchParams.get('page')) : null);

/** Loads a page of bots: the signed-in list when logged in, the anonymous one otherwise. */
export const loadBots = (page = 1): Thunk => async (dispatch) => {
  const result = hasToken()
    ? await request(routes.listBots, { query: { page } })
    : await request(routes.listBotsAnonymous, { query: { page } });
  dispatch(botsLoaded({ bots: result.results, count: result.count, next: pageNumber(result.next), prev: pageNumber(result.prev), append: page > 1 }));
};

/**
 * Spec §4, bot selection: signed in with a profile language → a session in that language;
 * otherwise an anonymous session in the chosen language. A failed call leaves no session.
 */
/**
 * Sessions being made, by bot: a second call while one is under way (a double tap, or the Soil
 * Test tile's screen choosing its bot once from the saved list and again from the fresh one, which
 * made two sessions) waits for the same session.
 */
const making = new Map<number, Promise<string | null>>();

export const selectBot = (botId: number): Thunk<string | null> => (dispatch, getState) => {
  const pending = making.get(botId);
  if (pending) return pending;
  const made = (async () => {
    const { auth, language } = getState();
    const languageId = (hasToken() ? auth.user?.language.id : undefined) ?? language.selectedLanguage?.id ?? 1;
    try {
      const call = hasToken() ? routes.createSession : routes.createSessionAnonymous;
      const { session_id } = await request(call, { body: { language_id: languageId, config_id: botId } });
      dispatch(sessionStarted({ botId, sessionId: session_id }));
      if (hasToken()) void dispatch(loadHistory(1));
      return session_id;
    } catch {
      dispatch(sessionStarted({ botId, sessionId: null }));
      return null;
    }
  })().finally(() => making.delete(botId));
  making.set(botId, made);
  return made;
};

/** The signed-in farmer's profile; its language becomes the app's when none was chosen on this phone. */
export const loadProfile = (): Thunk => async (dispatch, getState) => {
  if (!hasToken()) return;
  const user = await request(routes.getProfile);
  dispatch(userLoaded(user));
  if (!getState().language.selectedLanguage) {
    dispatch(languageSelected(user.language));
    await applyLanguage(user.language.code);
  }
};

/**
 * One page of chat history: page 1 replaces, later pages append; a failure empties the list,
 * except for want of a link, when the phone's last copy stays (said to be offline).
 */
export const loadHistory = (page: number): Thunk => async (dispatch) => {
  try {
    const result = await request(routes.listSessions, { query: { page } });
    dispatch(historyLoaded({ page, sessions: result.results, hasNext: result.next !== null }));
  } catch (err) {
    dispatch(err instanceof ApiError && err.status === 0 ? historyOffline() : historyFailed());
  }
};

/** Spec §4, logout: revoke on the server, then forget everything on the phone and go to /. */
export const logout = (purge: () => Promise<unknown>): Thunk => async (dispatch) => {
  await request(routes.logout, { quiet: true }).catch(() => undefined);
  clearToken();
  dispatch(userLoaded(null));
  dispatch(chatCleared());
  dispatch(outboxCleared());
  dispatch(historyForgotten());
  await purge();
  localStorage.clear();
  window.location.assign('/');
};

import type { ChatSession, ConversationTurn } from '@krishimitra/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface HistoryState {
  sessions: ChatSession[]; page: number; hasNext: boolean;
  /** The list could not be fetched for want of a link: what is shown is the phone's last copy. */
  offline?: boolean;
  /** The newest turns of the chats last opened, newest chat first: readable offline. */
  turns?: { sessionId: string; turns: ConversationTurn[] }[];
}
const initialState: HistoryState = { sessions: [], page: 0, hasNext: true, turns: [] };
/** Chats whose newest turns the phone keeps (a page of text each: well inside localStorage). */
const KEPT_CHATS = 20;

export const chatHistorySlice = createSlice({
  name: 'chatHistory',
  initialState,
  reducers: {
    /** Page 1 replaces the list; later pages append (spec §4). */
    historyLoaded: (state, action: PayloadAction<{ page: number; sessions: ChatSession[]; hasNext: boolean }>) => {
      const { page, sessions, hasNext } = action.payload;
      state.sessions = page === 1 ? sessions : [...state.sessions, ...sessions.filter((s) => !state.sessions.some((o) => o.session_id === s.session_id))];
      state.page = page;
      state.hasNext = hasNext;
      state.offline = false;
    },
    /** A failed load empties the list (the spec), but not the chats kept for reading offline. */
    historyFailed: (state) => ({ sessions: [], page: 0, hasNext: false, turns: state.turns ?? [] }),
    /** No link: the last list stays, said to be the phone's copy, instead of 'no chats yet'. */
    historyOffline: (state) => { state.offline = true; state.hasNext = false; },
    /** A chat's newest turns, as last fetched, kept for reading offline. */
    turnsKept: (state, action: PayloadAction<{ sessionId: string; turns: ConversationTurn[] }>) => {
      const others = (state.turns ?? []).filter((k) => k.sessionId !== action.payload.sessionId);
      state.turns = [action.payload, ...others].slice(0, KEPT_CHATS);
    },
    /** Logout: nothing of this farmer's stays on the phone. */
    historyForgotten: () => ({ sessions: [], page: 0, hasNext: false, turns: [] }),
  },
});
export const { historyLoaded, historyFailed, historyOffline, turnsKept, historyForgotten } = chatHistorySlice.actions;

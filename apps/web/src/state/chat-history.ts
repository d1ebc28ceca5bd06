import type { ChatSession } from '@krishimitra/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface HistoryState { sessions: ChatSession[]; page: number; hasNext: boolean }
const initialState: HistoryState = { sessions: [], page: 0, hasNext: true };

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
    },
    /** A failed load empties the list. */
    historyFailed: () => ({ sessions: [], page: 0, hasNext: false }),
  },
});
export const { historyLoaded, historyFailed } = chatHistorySlice.actions;

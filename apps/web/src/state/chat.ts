import type { AnswerRating, Bot } from '@krishimitra/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type MessageType =
  | 'text' | 'audio' | 'image' | 'video' | 'audioWithMedia' | 'videoWithMedia' | 'selectedImg' | 'capturedImage' | 'recordedVideo';

/** One bubble of the conversation (spec §3, chat message). */
export interface ChatMessage {
  id: string;
  type: MessageType;
  /** Text, or the address of the media. */
  content: string;
  /** Address of an attached photo or video shown with a voice message. */
  mediaFile?: string | undefined;
  mediaKind?: 'image' | 'video' | undefined;
  /** Whole seconds of a voice message. */
  duration?: number | undefined;
  isSender: boolean;
  created_on: string;
  /** Base64 WAV of a spoken answer (as the chat call gives it). */
  audio?: string | null | undefined;
  /** Where the server keeps a spoken answer (as history gives it). */
  audioUrl?: string | undefined;
  /** Where the server reads this answer aloud on request, for a phone with no voice of its own for the language. */
  speechUrl?: string | undefined;
  /**
   * Where the server keeps this bubble's media once the question was sent: the page goes on
   * showing the phone's own copy (a blob: address, no download), while what is saved for the next
   * visit is the server's address (a blob: address dies with the page).
   */
  stored?: { content?: string | undefined; mediaFile?: string | undefined } | undefined;
  sources?: { id: string; title: string; source: string }[] | undefined;
  /** The answer's other parts, closed until the farmer opens one. */
  sections?: { id: string; title: string; text: string }[] | undefined;
  followups?: string[] | undefined;
  /** The answer needs the farmer's place (a forecast): the phone offers to share its location and ask `question` again. */
  needsLocation?: boolean | undefined;
  question?: string | undefined;
  pending?: boolean | undefined;
  /** Typed while offline: kept in the outbox and sent when the link returns. */
  queued?: boolean | undefined;
  /** An answer the server kept (its chat and message id): the farmer can rate it. */
  rateable?: { session: string; turn: number; question: string } | undefined;
  /** Written by an expert of the content team after the assistant's answer (issue 15). */
  expert?: boolean | undefined;
  /** The farmer's rating of this answer, as last saved. */
  rating?: AnswerRating | null | undefined;
}

/** A typed question waiting for the link to return, with the phone's id for it (a resend is kept once). */
export interface OutboxItem { clientId: string; sessionId: string; text: string; ids: string[] }

/** Bubbles that show a photo or a video: a picked file, a camera's photo or video, a sample chosen on the disease screen. */
export const IMAGE_TYPES: ReadonlySet<MessageType> = new Set(['image', 'selectedImg', 'capturedImage']);
export const VIDEO_TYPES: ReadonlySet<MessageType> = new Set(['video', 'recordedVideo']);
const isVisual = (type: MessageType) => IMAGE_TYPES.has(type) || VIDEO_TYPES.has(type);

interface ChatState {
  selectedBotId: number | null;
  chatBotList: Bot[];
  nextBot: number | null;
  prevBot: number | null;
  totalBotCount: number;
  sessionId: string | null;
  messages: ChatMessage[];
  /** Next page of older conversation to load, or null when all is shown. */
  conversationNext: number | null;
  /** Questions typed offline, oldest first; saved with the chat, so a reload loses none. */
  outbox: OutboxItem[];
}

const initialState: ChatState = {
  selectedBotId: null, chatBotList: [], nextBot: null, prevBot: null, totalBotCount: 0,
  sessionId: null, messages: [], conversationNext: null, outbox: [],
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    botsLoaded: (state, action: PayloadAction<{ bots: Bot[]; count: number; next: number | null; prev: number | null; append: boolean }>) => {
      const { bots, count, next, prev, append } = action.payload;
      state.chatBotList = append ? [...state.chatBotList, ...bots.filter((b) => !state.chatBotList.some((o) => o.id === b.id))] : bots;
      state.totalBotCount = count;
      state.nextBot = next;
      state.prevBot = prev;
    },
    /** A bot was chosen and its session made: a fresh conversation. */
    sessionStarted: (state, action: PayloadAction<{ botId: number; sessionId: string | null }>) => {
      state.selectedBotId = action.payload.botId;
      state.sessionId = action.payload.sessionId;
      state.messages = [];
      state.conversationNext = null;
    },
    /** A past session reopened from history. */
    sessionResumed: (state, action: PayloadAction<{ botId: number; sessionId: string }>) => {
      state.selectedBotId = action.payload.botId;
      state.sessionId = action.payload.sessionId;
      state.messages = [];
      state.conversationNext = 1;
    },
    /** New Chat: no bot, no session. */
    chatCleared: (state) => {
      state.selectedBotId = null;
      state.sessionId = null;
      state.messages = [];
      state.conversationNext = null;
    },
    messageAdded: (state, action: PayloadAction<ChatMessage>) => { state.messages.push(action.payload); },
    messageRated: (state, action: PayloadAction<{ id: string; rating: AnswerRating | null }>) => {
      const message = state.messages.find((m) => m.id === action.payload.id);
      if (message) message.rating = action.payload.rating;
    },
    messageRemoved: (state, action: PayloadAction<string>) => {
      state.messages = state.messages.filter((m) => m.id !== action.payload);
    },
    /** The server took the question: its bubbles are no longer pending and learn their stored media. */
    questionSent: (state, action: PayloadAction<{ ids: string[]; media: { kind: 'audio' | 'image' | 'video'; url: string }[] }>) => {
      const audio = action.payload.media.find((m) => m.kind === 'audio')?.url;
      const visual = action.payload.media.find((m) => m.kind !== 'audio')?.url;
      for (const m of state.messages) {
        if (!action.payload.ids.includes(m.id)) continue;
        m.pending = false;
        // A camera's photo is a photo too: it was left out, and came back missing on the next visit.
        m.stored = { content: isVisual(m.type) ? visual : m.type === 'text' ? undefined : audio, mediaFile: m.mediaFile ? visual : undefined };
      }
    },
    /** A question typed offline: its bubbles wait in the outbox. */
    questionQueued: (state, action: PayloadAction<OutboxItem>) => {
      state.outbox.push(action.payload);
      for (const m of state.messages) if (action.payload.ids.includes(m.id)) m.queued = true;
    },
    /** The outbox's question reached the server: its answer goes right after it, when it is on screen. */
    outboxSent: (state, action: PayloadAction<{ clientId: string; answer: ChatMessage | null }>) => {
      const item = state.outbox.find((o) => o.clientId === action.payload.clientId);
      state.outbox = state.outbox.filter((o) => o.clientId !== action.payload.clientId);
      if (!item) return;
      let last = -1;
      state.messages.forEach((m, i) => { if (item.ids.includes(m.id)) { m.pending = false; m.queued = false; last = i; } });
      if (action.payload.answer && last >= 0) state.messages.splice(last + 1, 0, action.payload.answer);
    },
    /** The server refused an outbox question (its messages said why): it and its bubbles go. */
    outboxRefused: (state, action: PayloadAction<string>) => {
      const item = state.outbox.find((o) => o.clientId === action.payload);
      state.outbox = state.outbox.filter((o) => o.clientId !== action.payload);
      if (item) state.messages = state.messages.filter((m) => !item.ids.includes(m.id));
    },
    /** Logout: nothing of this farmer's waits to be sent. */
    outboxCleared: (state) => { state.outbox = []; },
    /** Older turns loaded from the server go before what is shown. */
    olderLoaded: (state, action: PayloadAction<{ messages: ChatMessage[]; next: number | null }>) => {
      const known = new Set(state.messages.map((m) => m.id));
      state.messages = [...action.payload.messages.filter((m) => !known.has(m.id)), ...state.messages];
      state.conversationNext = action.payload.next;
    },
  },
});
export const {
  botsLoaded, sessionStarted, sessionResumed, chatCleared, messageAdded, messageRated, messageRemoved, questionSent, olderLoaded,
  questionQueued, outboxSent, outboxRefused, outboxCleared,
} = chatSlice.actions;

const isBlob = (url: string | undefined) => Boolean(url?.startsWith('blob:'));

/**
 * The chat as it is saved in localStorage: answers without their spoken WAV (base64, often a
 * megabyte, and fetched again when wanted), and media by the server's address. A bubble whose
 * media exists only on this page (never sent) is not saved: its address would be dead.
 */
export function savedChat(state: ChatState): ChatState {
  const messages: ChatMessage[] = [];
  for (const { audio: _audio, ...m } of state.messages) {
    const content = isBlob(m.content) ? m.stored?.content : m.content;
    const mediaFile = isBlob(m.mediaFile) ? m.stored?.mediaFile : m.mediaFile;
    if (content === undefined || (m.mediaFile && mediaFile === undefined) || (m.pending && !m.queued)) continue;
    messages.push({ ...m, content, mediaFile, stored: undefined });
  }
  return { ...state, messages };
}

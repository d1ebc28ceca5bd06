/**
 * The seam between the chat API and whatever answers farmers: the offline knowledge engine, with
 * model servers when configured. The chat service only ever talks to this interface.
 */
export interface AssistantQuestion {
  /** Typed text, or what the phone's speech recognition heard; empty when neither exists. */
  text: string;
  /** The farmer's recording (WAV), when they spoke. */
  audio: Buffer | null;
  /** Photos and videos sent with the question. */
  /** (A video's bytes stay on disk: only photos are looked at, so `data` is null for a video.) */
  media: { kind: 'image' | 'video'; mime: string; data: Buffer | null }[];
  /** Language of the session, by its two-letter code (EN, HI, …). */
  language: string;
  bot: { id: number; slug: string; name: string };
  /** Earlier turns of the session, oldest first, with the entry each answer came from. */
  history: { query: string; response: string; entryId: string | null }[];
  /** Whether a spoken answer is wanted. */
  speech: boolean;
  /** The phone's location, when the farmer shared it for a weather question (degrees). */
  location?: { latitude: number; longitude: number } | null;
  /** The signed-in farmer's pincode, from their profile: where their forecast is for. */
  pincode?: string | null;
}

export interface AssistantAnswer {
  text: string;
  /** Language the answer is written in (may differ from the session's when the farmer wrote in another). */
  language: string;
  /** What was understood of the question (the transcript of a recording, when one was made). */
  heard: string;
  /** WAV bytes of the spoken answer, or null. */
  audio: Buffer | null;
  sources: { id: string; title: string; source: string }[];
  followups: string[];
  /** The entry's other sections, for the phone to open. */
  sections: { id: string; title: string; text: string }[];
  /** The answer needs the farmer's place: the phone may offer to share its location. */
  needsLocation?: boolean;
  telemetry: Telemetry;
}

/** What made an answer, kept with it (chat history, the eval, the content team's view). */
export interface Telemetry {
  route: 'knowledge' | 'live' | 'decline' | 'refusal';
  /** The main thing asked (dose, waiting, weather-forecast…), when the vocabulary saw one. */
  intent: string | null;
  entry: string | null;
  /** The crop the question named first (a crop we don't cover by its vocabulary key), for the content team. */
  crop?: string | null;
  /** The part of the entry given: the short answer, or one section. */
  part: string | null;
  score: number | null;
  decline: string | null;
  reason: string | null;
  /** Milliseconds per stage. */
  stages: Record<string, number>;
  providers: { llm: string | null; stt: string | null; tts: string | null };
}

export interface Assistant {
  answer(question: AssistantQuestion): Promise<AssistantAnswer>;
  /** An answer's text spoken (WAV) in its language, the session's given; null when no speech is configured or it failed. */
  speak?(text: string, sessionLanguage: string): Promise<Buffer | null>;
}

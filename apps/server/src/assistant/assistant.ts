/**
 * The seam between the chat API and whatever answers farmers: the offline retrieval engine now,
 * model servers later. The chat service only ever talks to this interface.
 */
export interface AssistantQuestion {
  /** Typed text, or what speech recognition heard; empty when neither exists. */
  text: string;
  /** True when the farmer spoke (a recording was sent). */
  spoken: boolean;
  /** Photos and videos sent with the question. */
  media: { kind: 'image' | 'video'; mime: string }[];
  /** Language of the session, by its two-letter code (EN, HI, …). */
  language: string;
  bot: { id: number; slug: string; name: string };
  /** Earlier turns of the session, oldest first. */
  history: { query: string; response: string }[];
  /** Whether a spoken answer is wanted. */
  speech: boolean;
}

export interface AssistantAnswer {
  text: string;
  /** Language the answer is written in (may differ from the session's when the farmer wrote in another). */
  language: string;
  /** WAV bytes of the spoken answer, or null. */
  audio: Buffer | null;
  sources: { id: string; title: string; source: string }[];
  followups: string[];
}

export interface Assistant {
  answer(question: AssistantQuestion): Promise<AssistantAnswer>;
}

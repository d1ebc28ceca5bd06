import { z } from 'zod';
import { defineCall } from './call.ts';
import { routes } from './routes.ts';
import { idOf, page, pageQuery, withoutNul } from './common.ts';
import { M } from './messages.ts';
import { RATING_REASONS } from './ratings.ts';

const sessionId = z.string({ error: M.sessionRequired }).trim().min(1, { error: M.sessionRequired }).max(64, { error: M.sessionNotFound })
  .refine(withoutNul, { error: M.invalidCharacters });

export const createSessionBody = z.object({
  language_id: idOf(M.selectLanguage),
  config_id: idOf(M.selectBot),
});

export const createSession = defineCall(routes.createSession, {
  body: createSessionBody, response: z.object({ session_id: z.string() }),
});
export const createSessionAnonymous = defineCall(routes.createSessionAnonymous, {
  body: createSessionBody, response: z.object({ session_id: z.string() }),
});

export const chatSession = z.object({
  session_id: z.string(),
  /** A short title taken from the first question; null until one is asked. */
  name: z.string().nullable(),
  created_on: z.string(),
  config: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string() }),
  language: z.object({ id: z.number().int(), language: z.string() }),
});
export type ChatSession = z.output<typeof chatSession>;

export const listSessions = defineCall(routes.listSessions, {
  query: pageQuery, response: page(chatSession),
});

export const mediaRef = z.object({
  id: z.string(),
  kind: z.enum(['audio', 'image', 'video']),
  mime: z.string(),
  /** Address the owner can fetch it from (with their token, or the anonymous session id). */
  url: z.string(),
});


/** A farmer's rating of one answer. */
export const answerRating = z.object({
  value: z.enum(['up', 'down']),
  reasons: z.array(z.enum(RATING_REASONS)),
  note: z.string().nullable(),
});
export type AnswerRating = z.output<typeof answerRating>;

export const conversationTurn = z.object({
  /** The message id: what a rating refers to. */
  id: z.number().int(),
  response: z.object({
    query: z.string(),
    response: z.string(),
    /**
     * Base64 WAV of the spoken answer (the spec's field, optional in history). The server leaves it
     * out of history: ten spoken answers made a 20 MB page. `audio_url` says where to fetch it.
     */
    audio: z.string().nullable().optional(),
    /** Where the owner fetches the spoken answer (with their token, or the anonymous session id); null when none was made. */
    audio_url: z.string().nullable().optional(),
    /** The questions suggested after the answer, as the chat call gave them (a reopened chat gets its chips back). */
    followups: z.array(z.string()).optional(),
  }),
  media: z.array(mediaRef),
  created_on: z.string(),
  /** The farmer's own rating of the answer (an addition to the spec, issue 15); null when none. */
  rating: answerRating.nullable().optional(),
  /** Answers an expert of the content team wrote to this question later (issue 15), oldest first. */
  expert: z.array(z.object({ text: z.string(), created_on: z.string() })).optional(),
});
export type ConversationTurn = z.output<typeof conversationTurn>;

export const listConversations = defineCall(routes.listConversations, {
  query: pageQuery.extend({ session_id: sessionId }),
  response: page(conversationTurn),
});

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A coordinate of a form field (text); an empty field is no coordinate. */
export const degrees = (max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: M.badLocation }).min(-max, { error: M.badLocation }).max(max, { error: M.badLocation }).optional());

/**
 * The text fields of the multipart chat form. Files go beside them: `audio` (WAV), and at most
 * one `image` or `video`.
 */
export const chatFields = z.object({
  session_id: sessionId,
  text: z.string().trim().max(2000, { error: M.questionTooLong }).refine(withoutNul, { error: M.invalidCharacters }).optional(),
  /** What the phone's own speech recognition heard in the recording, where it has one. */
  transcript: z.string().trim().max(2000, { error: M.questionTooLong }).refine(withoutNul, { error: M.invalidCharacters }).optional(),
  /** Ask for a spoken answer to a typed question (a voice question always gets one when speech is available). */
  speech: flag,
  /**
   * The phone's own id for this question (an addition to the spec, issue 14): a question its
   * outbox sends again, after a link that dropped before the answer came, is answered again but
   * kept once.
   */
  client_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: M.invalidCharacters }).optional(),
  /**
   * The phone's location, sent only when the farmer agreed to share it for a weather or price
   * question (both or neither). The server rounds it to about 10 km before asking a provider and
   * does not store it.
   */
  latitude: degrees(90),
  longitude: degrees(180),
}).refine((f) => (f.latitude === undefined) === (f.longitude === undefined), { error: M.badLocation, path: ['latitude'] });
export type ChatFields = z.input<typeof chatFields>;

export const source = z.object({ id: z.string(), title: z.string(), source: z.string() });

export const chatReply = z.object({
  session_id: z.string(),
  /** The turn this answer is kept as (an addition to the spec): its spoken answer can be asked for later (chatSpeech). */
  turn_id: z.number().int().optional(),
  /** The message id (issue 15), as history gives it: what a rating refers to. The same number as turn_id. */
  id: z.number().int().optional(),
  query: z.string(),
  response: z.string(),
  /** Base64 WAV of the spoken answer, or null when none was asked for or none could be made. */
  audio: z.string().nullable(),
  sources: z.array(source),
  followups: z.array(z.string()),
  /** The answer's other parts (symptoms, prevention, safety…), for the phone to open under 'more'. */
  sections: z.array(z.object({ id: z.string(), title: z.string(), text: z.string() })).optional(),
  /** The answer needs the farmer's place (a forecast): the phone may offer to share its location and ask again. */
  needs_location: z.boolean().optional(),
  media: z.array(mediaRef),
  created_on: z.string(),
});
export type ChatReply = z.output<typeof chatReply>;

/** Multipart bodies are read by the server itself, so these calls carry no JSON body schema. */
export const chat = defineCall(routes.chat, {
  response: chatReply });
export const chatAnonymous = defineCall(routes.chatAnonymous, {
  response: chatReply });

/**
 * An addition to the spec (issue 14): an answer read aloud by the server, for a phone with no
 * voice of its own for the language. Made once, kept with the answer, and then served from there;
 * the response is the WAV itself. Only the session's owner (or an anonymous session's holder) may ask.
 */
export const chatSpeechQuery = z.object({
  session_id: sessionId,
  turn_id: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }),
});
export const chatSpeech = defineCall(routes.chatSpeech, { query: chatSpeechQuery, response: z.unknown() });

/**
 * An addition to the spec (issue 15): the farmer rates an answer of their own chat (a token, or an
 * anonymous session's id), changes the rating, or takes it back ('none'). Reasons and a note go
 * with a thumbs down only.
 */
export const rateAnswerBody = z.object({
  session_id: sessionId,
  turn_id: z.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }),
  rating: z.enum(['up', 'down', 'none'], { error: M.ratingInvalid }),
  reasons: z.array(z.enum(RATING_REASONS, { error: M.ratingInvalid }), { error: M.ratingInvalid }).max(RATING_REASONS.length, { error: M.ratingInvalid }).default([]),
  note: z.string({ error: M.ratingInvalid }).trim().max(300, { error: M.noteTooLong }).refine(withoutNul, { error: M.invalidCharacters }).optional(),
}).refine((r) => r.rating === 'down' || (r.reasons.length === 0 && !r.note), { error: M.ratingInvalid, path: ['reasons'] })
  .refine((r) => new Set(r.reasons).size === r.reasons.length, { error: M.ratingInvalid, path: ['reasons'] });
export type RateAnswerBody = z.input<typeof rateAnswerBody>;

export const rateAnswer = defineCall(routes.rateAnswer, {
  body: rateAnswerBody,
  response: z.object({ turn_id: z.number().int(), rating: answerRating.nullable() }),
});

/**
 * Additions to the spec (issue 15): a public, read-only link to one answer (turn_id) or to the
 * whole chat (no turn_id) of the farmer's own chat (a token, or an anonymous session's id). Asking
 * again gives the same link while it lives; a revoked link is gone for good.
 */
export const shareBody = z.object({
  session_id: sessionId,
  turn_id: z.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }).optional(),
});
export const shareReply = z.object({
  id: z.string(),
  /** The page's path on this server (/s/<id>/); the phone puts its own origin before it. */
  path: z.string(),
});
export const share = defineCall(routes.share, { body: shareBody, response: shareReply });
export const revokeShareBody = z.object({
  session_id: sessionId,
  id: z.string({ error: M.notFound }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: M.notFound }),
});
export const revokeShare = defineCall(routes.revokeShare, { body: revokeShareBody, response: z.object({ revoked: z.boolean() }) });

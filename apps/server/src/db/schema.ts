import type { Generated } from 'kysely';

// Timestamps are ISO-8601 UTC strings (Date.toISOString) in both SQLite and PostgreSQL: they sort
// as text, compare as text, and read back the same on both dialects.

export interface LanguageTable { id: number; code: string; language: string; english_name: string; sort: number }
export interface CountryCodeTable { id: number; country_code: string; country: string; sort: number }
export interface BotTable { id: number; slug: string; name: string; bgcolor: string; sort: number }

export interface UserTable {
  id: Generated<number>;
  name: string;
  country_code_id: number;
  mobile_number: string;
  language_id: number;
  gender: string;
  pincode: string;
  age: number;
  dob: string | null;
  created_on: string;
  updated_on: string;
}

export interface OtpCodeTable {
  id: Generated<number>;
  purpose: 'login' | 'signup';
  country_code_id: number;
  mobile_number: string;
  /** HMAC of the code bound to purpose and number; the code itself is never stored. */
  code_hash: string;
  /** The sign-up details the code was sent for (JSON), so validation is tied to that request. */
  payload: string | null;
  ip: string;
  status: 'sent' | 'failed';
  attempts: number;
  created_on: string;
  expires_on: string;
  consumed_on: string | null;
}

export interface AccessTokenTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is only ever in the client's hands. */
  token_hash: string;
  created_on: string;
  expires_on: string;
  revoked_on: string | null;
}

export interface ChatSessionTable {
  id: string;
  user_id: number | null;
  bot_id: number;
  language_id: number;
  name: string | null;
  created_on: string;
}

export interface ChatTurnTable {
  id: Generated<number>;
  session_id: string;
  query: string;
  /** Null while the answer is being made, or when making it failed (the question is kept). */
  response: string | null;
  /** JSON array of the knowledge sources the answer was built from. */
  sources: Generated<string>;
  /** JSON array of suggested follow-up questions. */
  followups: Generated<string>;
  /** JSON: what made the answer (route, intent, entry, part, score, stage times, providers). */
  telemetry: string | null;
  answer_audio_id: string | null;
  created_on: string;
  answered_on: string | null;
  /** The phone's id for the question (its outbox may send it twice); null for questions sent without one. */
  client_id: Generated<string | null>;
}

export interface MediaTable {
  id: string;
  user_id: number | null;
  session_id: string;
  turn_id: number | null;
  kind: 'audio' | 'image' | 'video';
  /** question: uploaded by the farmer; answer: spoken answer made by the assistant. */
  role: 'question' | 'answer';
  mime: string;
  size: number;
  storage_key: string;
  created_on: string;
}

/** A farmer's rating of an answer (one per turn). */
export interface AnswerRatingTable {
  turn_id: number;
  value: 'up' | 'down';
  /** JSON array of the reasons a thumbs down gave (see the contract's RATING_REASONS). */
  reasons: Generated<string>;
  note: string | null;
  rated_on: string;
}

/** A shared link: one answer (turn_id) or the whole chat (null), until revoked. */
export interface ShareTable {
  id: string;
  session_id: string;
  turn_id: number | null;
  created_on: string;
  revoked_on: string | null;
}

/** The content team's back office (issue 15): its own accounts, never a farmer's. */
export interface OperatorTable { id: Generated<number>; name: string; password_hash: string; created_on: string }
export interface OperatorSessionTable { token_hash: string; operator_id: number; csrf: string; created_on: string; expires_on: string }
export interface OperatorFailureTable { id: Generated<number>; key: string; at: string }
export interface OperatorLogTable { id: Generated<number>; operator_id: number | null; action: string; detail: string; at: string }
/** What the content team decided about a farmer's question: 'needs_content' or 'answered'. */
export interface TurnReviewTable { turn_id: number; status: 'needs_content' | 'answered'; operator_id: number | null; reviewed_on: string }

/** An expert's answer to a farmer's question, written in the back office. */
export interface ExpertAnswerTable { id: Generated<number>; turn_id: number; operator_id: number | null; text: string; created_on: string }

export interface AppSecretTable { name: string; value: string }

export interface RateEventTable { id: Generated<number>; key: string; at: number }

export interface LiveCacheTable { key: string; value: string; expires_at: number }

export interface DB {
  rate_events: RateEventTable;
  live_cache: LiveCacheTable;
  languages: LanguageTable;
  country_codes: CountryCodeTable;
  bots: BotTable;
  users: UserTable;
  otp_codes: OtpCodeTable;
  access_tokens: AccessTokenTable;
  chat_sessions: ChatSessionTable;
  chat_turns: ChatTurnTable;
  media: MediaTable;
  answer_ratings: AnswerRatingTable;
  shares: ShareTable;
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  operator_failures: OperatorFailureTable;
  operator_log: OperatorLogTable;
  turn_reviews: TurnReviewTable;
  expert_answers: ExpertAnswerTable;
  app_secrets: AppSecretTable;
}

// The calls' addresses, without their schemas: what the web app needs at run time to make a
// call. The schemas (and Zod) stay out of the first screen's JavaScript; the call's request and
// response types still come along, type-only.
import type * as calls from './calls.ts';

export const API_BASE = '/api/v1';

type Calls = typeof calls;
export interface Route<K extends keyof Calls = keyof Calls> {
  method: 'GET' | 'POST';
  /** Path below the API base, with the trailing slash the spec uses. */
  path: string;
  /** Whether the call needs a bearer access token. */
  auth: boolean;
  /** Type-only link to the full call definition (never set at run time). */
  readonly call?: Calls[K];
}

const route = <K extends keyof Calls>(method: 'GET' | 'POST', path: string, auth: boolean): Route<K> => ({ method, path, auth });

export const routes = {
  listLanguages: route<'listLanguages'>('GET', '/language/', false),
  listCountryCodes: route<'listCountryCodes'>('GET', '/user/country-code/', false),
  getProfile: route<'getProfile'>('GET', '/user/profile/', true),
  updateProfile: route<'updateProfile'>('POST', '/user/profile/', true),
  loginRequestOtp: route<'loginRequestOtp'>('POST', '/user/login/request-otp/', false),
  signupRequestOtp: route<'signupRequestOtp'>('POST', '/user/signup/request-otp/', false),
  loginValidateOtp: route<'loginValidateOtp'>('POST', '/user/login/validate-otp/', false),
  signupValidateOtp: route<'signupValidateOtp'>('POST', '/user/signup/validate-otp/', false),
  logout: route<'logout'>('POST', '/user/logout/', true),
  listBots: route<'listBots'>('GET', '/bot/list/', true),
  listBotsAnonymous: route<'listBotsAnonymous'>('GET', '/bot/list/anonymous/', false),
  createSession: route<'createSession'>('POST', '/chat/create-session/', true),
  createSessionAnonymous: route<'createSessionAnonymous'>('POST', '/chat/create-session/anonymous/', false),
  listSessions: route<'listSessions'>('GET', '/chat/sessions/', true),
  listConversations: route<'listConversations'>('GET', '/chat/conversations/', false),
  chat: route<'chat'>('POST', '/chat/', true),
  chatAnonymous: route<'chatAnonymous'>('POST', '/chat/anonymous/', false),
  /** An addition to the spec (issue 14): an answer read aloud by the server (WAV); a token, or the anonymous session's id. */
  chatSpeech: route<'chatSpeech'>('GET', '/chat/speech/', false),
  /** An addition to the spec (issue 15): a farmer's thumbs up or down on an answer; a token, or the anonymous session's id. */
  rateAnswer: route<'rateAnswer'>('POST', '/chat/rating/', false),
  /** Additions to the spec (issue 15): a public link to an answer or a chat, and taking it back. */
  share: route<'share'>('POST', '/chat/share/', false),
  revokeShare: route<'revokeShare'>('POST', '/chat/share/revoke/', false),
  /** An addition to the spec (issue 12): the forecast card; a token, when sent, brings the profile's pincode. */
  getWeather: route<'getWeather'>('GET', '/weather/', false),
  /** An addition to the spec (issue 14): what the assistant can do here (speech recognition, speech, photos). */
  getCapabilities: route<'getCapabilities'>('GET', '/assistant/capabilities/', false),
} as const;

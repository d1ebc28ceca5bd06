import { M } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { type Limiter, LimiterUnavailable, type Rule } from '../limits/index.ts';
import { clientIp } from './client-ip.ts';
import { tooManyRequests } from './errors.ts';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Limits on the costly calls (asking the assistant, uploading media), per network address and per
 * caller. Per-address limits are generous: Indian mobile networks put many phones behind one
 * address. A refusal is a 429 with Retry-After and the usual error body.
 */
export function rateLimits(limiter: Limiter, clock: Clock, rates: Config['rates']) {
  const enforce = async (rules: Rule[], message: string = M.tooManyRequests) => {
    const verdict = await limiter.take(rules, clock());
    if (!verdict.ok) throw tooManyRequests(message, verdict.retryAfterSeconds);
  };
  /** For reads: while the counters are unreachable the read goes through rather than failing. */
  const enforceOrPass = (rules: Rule[]) => enforce(rules).catch((err: unknown) => {
    if (!(err instanceof LimiterUnavailable)) throw err;
  });
  /** The caller: the signed-in user, else the anonymous session the question is for. */
  const whoOf = (request: FastifyRequest, sessionId?: string) =>
    request.caller ? `user:${request.caller.userId}` : `session:${sessionId ?? 'none'}`;
  return {
    /** Before the body is read: questions from this address. */
    chatFromAddress: (request: FastifyRequest) =>
      enforce([{ key: `chat:ip:${clientIp(request)}`, limit: rates.chatPerIpPerMinute, windowSeconds: MINUTE }]),
    /** History pages from this address: each reads the database, and pages are paged for a phone. */
    historyFromAddress: (request: FastifyRequest) =>
      enforceOrPass([{ key: `history:ip:${clientIp(request)}`, limit: rates.chatPerIpPerMinute, windowSeconds: MINUTE }]),
    /** New chat sessions from this address: each brings a fresh per-session chat quota. */
    sessionsFromAddress: (request: FastifyRequest) =>
      enforce([{ key: `session:ip:${clientIp(request)}`, limit: rates.sessionsPerIpPerHour, windowSeconds: HOUR }]),
    /** Forecast cards from this address (each may cost a provider call): as generous as questions. */
    weatherFromAddress: (request: FastifyRequest) =>
      enforce([{ key: `weather:ip:${clientIp(request)}`, limit: rates.chatPerIpPerMinute, windowSeconds: MINUTE }]),
    /** Once the form is read: questions from this caller, and media they upload. */
    chatFromCaller: (request: FastifyRequest, sessionId: string, uploads: number) =>
      enforce([
        { key: `chat:${whoOf(request, sessionId)}`, limit: rates.chatPerMinute, windowSeconds: MINUTE },
        ...(uploads > 0 ? [
          { key: `upload:${whoOf(request, sessionId)}`, limit: rates.uploadsPerHour, windowSeconds: HOUR },
          { key: `upload:ip:${clientIp(request)}`, limit: rates.uploadsPerIpPerHour, windowSeconds: HOUR },
        ] : []),
      ]),
  };
}
export type RateLimits = ReturnType<typeof rateLimits>;

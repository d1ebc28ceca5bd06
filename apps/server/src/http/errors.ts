import { type ErrorBody, errorBodyFromZod, M } from '@krishimitra/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LimiterUnavailable } from '../limits/limiter.ts';
import { clientGone } from './log.ts';

/** An error a client may see: status, the spec's error body, and optional headers (Retry-After). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(body).flat().join(' '));
  }
}

export const badRequest = (field: string, message: string) => new AppError(400, { [field]: [message] });
export const unauthorized = () => new AppError(401, { detail: [M.notAuthenticated] });
export const notFound = (message: string = M.notFound) => new AppError(404, { detail: [message] });
export const tooManyRequests = (message: string, retryAfterSeconds: number, field = 'detail') =>
  new AppError(429, { [field]: [message] }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const unavailable = (message: string = M.serviceUnavailable) => new AppError(503, { detail: [message] });

/**
 * Errors that mean a backing service (database, Redis) is down or restarting: the client gets a
 * 503 it can retry, not a 500, and the process keeps running until the service is back.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_FULL']);
export function isUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  if (err instanceof LimiterUnavailable) return true;
  if (typeof e?.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(String(e?.message ?? ''));
}

/** Framework errors a client can cause, mapped to messages that say what to fix. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: M.tooLarge,
  FST_REQ_FILE_TOO_LARGE: M.tooLarge,
  FST_FILES_LIMIT: M.oneMediaFile,
  FST_PARTS_LIMIT: M.invalidBody,
  FST_FIELDS_LIMIT: M.invalidBody,
  FST_INVALID_MULTIPART_CONTENT_TYPE: M.invalidBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: M.invalidBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: M.invalidBody,
  FST_ERR_CTP_INVALID_JSON_BODY: M.invalidBody,
};

/**
 * The one error handler: users get the error body format of the spec; logs keep the context.
 * A 5xx never carries details (no stack, no SQL) to the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | z.ZodError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.warn({ err }, 'request failed');
      return reply.code(err.status).headers(err.headers).send(err.body);
    }
    if (err instanceof z.ZodError) return reply.code(400).send(errorBodyFromZod(err));
    if (clientGone(request)) {
      // The client hung up (a phone that lost its signal): a quiet line, not an 'unhandled error'.
      request.log.info({ code: (err as FastifyError).code, message: err.message }, 'client went away before the answer');
      return reply.code(400).send({ detail: [M.invalidBody] });
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[(err as FastifyError).code] ?? M.invalidBody;
      return reply.code(status === 413 || message === M.tooLarge ? 413 : status).send({ detail: [message] });
    }
    if (isUnavailable(err)) {
      request.log.warn({ err }, 'backing service unavailable');
      return reply.code(503).header('retry-after', '5').send({ detail: [M.serviceUnavailable] });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: [M.somethingWentWrong] });
  });
}

/**
 * The one not-found handler: API and static paths answer the JSON 404; any other page path gets
 * the web app's index.html (when built), whose router shows the page or its own 404.
 */
export function registerNotFound(app: FastifyInstance, pageHtml: ((pathname: string) => Buffer) | null): void {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = pageHtml && request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/static/');
    if (!wantsPage) return reply.code(404).send({ detail: [M.notFound] });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageHtml(request.url.split('?')[0]!));
  });
}

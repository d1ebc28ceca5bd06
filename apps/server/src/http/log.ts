import type { FastifyRequest } from 'fastify';

/**
 * An anonymous chat's session id is its only credential (it travels in the query of the history
 * and media calls): the log keeps the call, never the id.
 */
export const withoutSecrets = (url: string) => url.replace(/([?&]session_id=)[^&#]*/g, '$1[redacted]');

/** The request as the log shows it: Fastify's usual fields, with the URL's secrets masked. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: withoutSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The client hung up before the answer: nothing went wrong on our side, and nobody is listening. */
export const clientGone = (request: FastifyRequest) => request.raw.aborted || (request.raw.destroyed && !request.raw.complete);

import type { FastifyRequest } from 'fastify';
import type { Caller, TokenService } from '../features/auth/tokens.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by requireUser/optionalUser. */
    caller: Caller | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : '';
}

/**
 * requireUser: a valid bearer token or 401. optionalUser: no token is fine, but a token that is
 * sent must be valid (401 tells the client to drop a stale one).
 */
export function authenticators(tokens: TokenService) {
  const check = async (request: FastifyRequest, required: boolean) => {
    const token = bearer(request);
    if (token === undefined) {
      if (required) throw unauthorized();
      request.caller = null;
      return;
    }
    const caller = token ? await tokens.verify(token) : null;
    if (!caller) throw unauthorized();
    request.caller = caller;
  };
  return {
    requireUser: (request: FastifyRequest) => check(request, true),
    optionalUser: (request: FastifyRequest) => check(request, false),
  };
}

/** The caller of a route guarded by requireUser. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

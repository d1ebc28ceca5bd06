import type { FastifyRequest } from 'fastify';

/** The caller's address (behind a proxy only when TRUST_PROXY is set, so it can't be forged). */
export const clientIp = (request: FastifyRequest) => request.ip || 'unknown';

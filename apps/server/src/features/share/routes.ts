import { revokeShare, share } from '@krishimitra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { RateLimits } from '../../http/rate-limit.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { ShareService } from './service.ts';

type Guard = (r: FastifyRequest) => Promise<void>;

/** The share calls under the API, counted like the history calls. */
export function shareRoutes(app: App, deps: { shares: ShareService; optionalUser: Guard; limits: RateLimits }) {
  const { shares, optionalUser, limits } = deps;
  app.post(share.path, { schema: schemaOf(share), onRequest: [optionalUser, limits.historyFromAddress] }, (request) =>
    shares.share(request.caller, request.body));
  app.post(revokeShare.path, { schema: schemaOf(revokeShare), onRequest: [optionalUser, limits.historyFromAddress] }, (request) =>
    shares.revoke(request.caller, request.body));
}

const pageParams = z.object({ id: z.string() });
/**
 * The public page of a shared link, outside the API: anyone with the link, no account. A revoked
 * or unknown link is the API's 404 (no page says whether it ever existed). Not cached by others:
 * a revoked link must stop opening at once.
 */
export function sharePageRoute(app: FastifyInstance, deps: { shares: ShareService; limits: RateLimits }) {
  app.get('/s/:id/', { onRequest: deps.limits.historyFromAddress }, async (request, reply) => {
    const { id } = pageParams.parse(request.params);
    const html = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await deps.shares.page(id) : null;
    if (html === null) throw notFound();
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-cache')
      .header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex').send(html);
  });
}

import { listBots, listBotsAnonymous } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { BotRepository } from './repository.ts';

const PAGE_SIZE = 12;

/** Where a bot's logo is served from (see static/bots). */
export const logoUrl = (publicUrl: string, slug: string) => `${publicUrl}/static/bots/${slug}.svg`;

export function botRoutes(app: App, bots: BotRepository, publicUrl: string, requireUser: (r: FastifyRequest) => Promise<void>) {
  const list = async (page: number, url: string) => {
    const { rows, count } = await bots.page(offsetOf(page, PAGE_SIZE), PAGE_SIZE);
    const results = rows.map((b) => ({ ...b, logo: logoUrl(publicUrl, b.slug) }));
    return pageOf(results, count, page, PAGE_SIZE, url);
  };
  app.get(listBots.path, { schema: schemaOf(listBots), onRequest: requireUser }, (request) =>
    list(request.query.page, request.url));
  app.get(listBotsAnonymous.path, { schema: schemaOf(listBotsAnonymous) }, (request) =>
    list(request.query.page, request.url));
}

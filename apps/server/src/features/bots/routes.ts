import { listBots, listBotsAnonymous } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { pageOf } from '../../http/paging.ts';
import { type App, schemaOf } from '../../http/route.ts';
import { BOTS_PAGE, type BotService } from './service.ts';

export function botRoutes(app: App, bots: BotService, requireUser: (r: FastifyRequest) => Promise<void>) {
  const list = async (page: number, url: string) => {
    const { results, count } = await bots.page(page);
    return pageOf(results, count, page, BOTS_PAGE, url);
  };
  app.get(listBots.path, { schema: schemaOf(listBots), onRequest: requireUser }, (request) =>
    list(request.query.page, request.url));
  app.get(listBotsAnonymous.path, { schema: schemaOf(listBotsAnonymous) }, (request) =>
    list(request.query.page, request.url));
}

import { z } from 'zod';
import { defineCall } from './call.ts';
import { routes } from './routes.ts';
import { page, pageQuery } from './common.ts';

export const bot = z.object({
  id: z.number().int(),
  /** Stable name of the topic, e.g. crop-disease; the web app translates names by it. */
  slug: z.string(),
  name: z.string(),
  /** Address of the logo image, served by the API server. */
  logo: z.string(),
  bgcolor: z.string(),
});
export type Bot = z.output<typeof bot>;

export const listBots = defineCall(routes.listBots, {
  query: pageQuery, response: page(bot) });
export const listBotsAnonymous = defineCall(routes.listBotsAnonymous, {
  query: pageQuery, response: page(bot),
});

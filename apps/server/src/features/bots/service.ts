import { offsetOf } from '../../http/paging.ts';
import type { BotRepository } from './repository.ts';

export const BOTS_PAGE = 12;

/** Where a bot's logo is served from (see static/bots). */
export const logoUrl = (publicUrl: string, slug: string) => `${publicUrl}/static/bots/${slug}.svg`;

/** The chat topics ('bots') of the home grid and carousel, a page at a time, with their logos. */
export function botService(bots: BotRepository, publicUrl: string) {
  return {
    async page(page: number) {
      const { rows, count } = await bots.page(offsetOf(page, BOTS_PAGE), BOTS_PAGE);
      return { results: rows.map((b) => ({ ...b, logo: logoUrl(publicUrl, b.slug) })), count };
    },
  };
}
export type BotService = ReturnType<typeof botService>;

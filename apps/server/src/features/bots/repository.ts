import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function botRepository(db: Kysely<DB>) {
  return {
    async page(offset: number, limit: number) {
      const rows = await db.selectFrom('bots').select(['id', 'slug', 'name', 'bgcolor'])
        .orderBy('sort').limit(limit).offset(offset).execute();
      const { n } = await db.selectFrom('bots').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },
    byId: (id: number) =>
      db.selectFrom('bots').select(['id', 'slug', 'name', 'bgcolor']).where('id', '=', id).executeTakeFirst(),
  };
}
export type BotRepository = ReturnType<typeof botRepository>;

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function referenceRepository(db: Kysely<DB>) {
  return {
    languages: () => db.selectFrom('languages').select(['id', 'code', 'language']).orderBy('sort').execute(),
    language: (id: number) =>
      db.selectFrom('languages').select(['id', 'code', 'language']).where('id', '=', id).executeTakeFirst(),
    countryCodes: () =>
      db.selectFrom('country_codes').select(['id', 'country_code', 'country']).orderBy('sort').execute(),
    countryCode: (id: number) =>
      db.selectFrom('country_codes').select(['id', 'country_code', 'country']).where('id', '=', id).executeTakeFirst(),
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;

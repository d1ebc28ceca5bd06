import { LANGUAGE_LIST } from '@krishimitra/contract/languages';
import type { Kysely } from 'kysely';
import type { BotTable, CountryCodeTable, DB, LanguageTable } from './schema.ts';

// Reference rows keep fixed ids: clients store language_id, country_code_id and config_id.

export const LANGUAGES: LanguageTable[] = LANGUAGE_LIST.map((l, i) => ({ ...l, sort: i + 1 }));

/** India first; the others are listed so a farmer abroad can sign in once SMS is allowed there. */
export const COUNTRY_CODES: CountryCodeTable[] = [
  { id: 1, country_code: '+91', country: 'India', sort: 1 },
  { id: 2, country_code: '+977', country: 'Nepal', sort: 2 },
  { id: 3, country_code: '+880', country: 'Bangladesh', sort: 3 },
  { id: 4, country_code: '+94', country: 'Sri Lanka', sort: 4 },
  { id: 5, country_code: '+975', country: 'Bhutan', sort: 5 },
  { id: 6, country_code: '+971', country: 'United Arab Emirates', sort: 6 },
  { id: 7, country_code: '+966', country: 'Saudi Arabia', sort: 7 },
  { id: 8, country_code: '+968', country: 'Oman', sort: 8 },
  { id: 9, country_code: '+974', country: 'Qatar', sort: 9 },
  { id: 10, country_code: '+965', country: 'Kuwait', sort: 10 },
];

/** The six topics of the home screen's 'Ask' grid, in its order. */
export const BOTS: BotTable[] = [
  { id: 1, slug: 'crop-disease', name: 'Crop Disease', bgcolor: '#E8F5E9', sort: 1 },
  { id: 2, slug: 'soil-test', name: 'Soil Test', bgcolor: '#FBE9E7', sort: 2 },
  { id: 3, slug: 'crop-doctor', name: 'Crop Doctor', bgcolor: '#E3F2FD', sort: 3 },
  { id: 4, slug: 'weather-insurance', name: 'Weather Insurance', bgcolor: '#F3E5F5', sort: 4 },
  { id: 5, slug: 'farm-monitoring', name: 'Farm Monitoring', bgcolor: '#E0F7FA', sort: 5 },
  { id: 6, slug: 'weather-forecast', name: 'Weather Forecast', bgcolor: '#FFF8E1', sort: 6 },
];

/** Inserts or refreshes the reference rows; safe to run at every start, from several processes. */
export async function seedReferenceData(db: Kysely<DB>): Promise<void> {
  await db.insertInto('languages').values(LANGUAGES)
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({
      code: eb.ref('excluded.code'), language: eb.ref('excluded.language'),
      english_name: eb.ref('excluded.english_name'), sort: eb.ref('excluded.sort'),
    })))
    .execute();
  await db.insertInto('country_codes').values(COUNTRY_CODES)
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({
      country_code: eb.ref('excluded.country_code'), country: eb.ref('excluded.country'), sort: eb.ref('excluded.sort'),
    })))
    .execute();
  await db.insertInto('bots').values(BOTS)
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({
      slug: eb.ref('excluded.slug'), name: eb.ref('excluded.name'), bgcolor: eb.ref('excluded.bgcolor'), sort: eb.ref('excluded.sort'),
    })))
    .execute();
}

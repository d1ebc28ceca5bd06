import type { Insertable, Kysely } from 'kysely';
import type { DB, UserTable } from '../../db/schema.ts';

/** A user as sign-up creates it: every column but the generated ones. */
export type NewUser = Omit<Insertable<UserTable>, 'id' | 'created_on' | 'updated_on'>;

export type UserPatch = Partial<Pick<NewUser, 'name' | 'gender' | 'pincode' | 'age' | 'dob' | 'language_id'>>;

export function userRepository(db: Kysely<DB>) {
  return {
    async idByMobile(countryCodeId: number, mobile: string) {
      const row = await db.selectFrom('users').select('id')
        .where('country_code_id', '=', countryCodeId).where('mobile_number', '=', mobile).executeTakeFirst();
      return row?.id;
    },
    async create(user: NewUser, now: string) {
      const row = await db.insertInto('users').values({ ...user, created_on: now, updated_on: now })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, patch: UserPatch, now: string) {
      await db.updateTable('users').set({ ...patch, updated_on: now }).where('id', '=', id).execute();
    },
    async profile(id: number) {
      const row = await db.selectFrom('users')
        .innerJoin('languages', 'languages.id', 'users.language_id')
        .innerJoin('country_codes', 'country_codes.id', 'users.country_code_id')
        .select([
          'users.id', 'users.name', 'users.mobile_number', 'users.gender', 'users.pincode', 'users.dob', 'users.age',
          'languages.id as language_id', 'languages.code as language_code', 'languages.language',
          'country_codes.id as cc_id', 'country_codes.country_code', 'country_codes.country',
        ])
        .where('users.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        mobile_number: row.mobile_number,
        country_code: { id: row.cc_id, country_code: row.country_code, country: row.country },
        gender: row.gender as 'male' | 'female' | 'other' | 'prefer_not_to_say',
        pincode: row.pincode,
        dob: row.dob,
        age: row.age,
        language: { id: row.language_id, code: row.language_code, language: row.language },
      };
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;

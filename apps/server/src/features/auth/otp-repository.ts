import type { Kysely } from 'kysely';
import type { DB, OtpCodeTable } from '../../db/schema.ts';

type Purpose = OtpCodeTable['purpose'];

export function otpRepository(db: Kysely<DB>) {
  const forNumber = (countryCodeId: number, mobile: string) =>
    db.selectFrom('otp_codes').where('country_code_id', '=', countryCodeId).where('mobile_number', '=', mobile);
  return {
    /**
     * When the newest successfully sent code for this number was made, while it is unused: a code
     * used to sign up or log in holds no resend wait (a login right after sign-up goes through).
     */
    async lastSentOn(countryCodeId: number, mobile: string) {
      const row = await forNumber(countryCodeId, mobile).select(['created_on', 'consumed_on']).where('status', '=', 'sent')
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row && row.consumed_on === null ? row.created_on : undefined;
    },
    /**
     * Stores a new code. Earlier unused ones keep working (a request by anyone must not void the
     * code a farmer is typing); verification takes only the newest few, and each expires.
     */
    async addCode(row: Omit<OtpCodeTable, 'id' | 'attempts' | 'consumed_on' | 'status'>) {
      const inserted = await db.insertInto('otp_codes').values({ ...row, status: 'sent', attempts: 0, consumed_on: null })
        .returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },
    async markFailed(id: number, now: string) {
      await db.updateTable('otp_codes').set({ status: 'failed', consumed_on: now }).where('id', '=', id).execute();
    },
    /** The newest unused codes for this number and purpose, newest first. */
    liveCodes: (purpose: Purpose, countryCodeId: number, mobile: string, count: number) =>
      forNumber(countryCodeId, mobile)
        .select(['id', 'code_hash', 'payload', 'attempts', 'expires_on'])
        .where('purpose', '=', purpose).where('status', '=', 'sent').where('consumed_on', 'is', null)
        .orderBy('id', 'desc').limit(count).execute(),
    /** A farmer in: every other unused code of the number stops working. */
    async retireCodes(countryCodeId: number, mobile: string, now: string) {
      await db.updateTable('otp_codes').set({ consumed_on: now })
        .where('country_code_id', '=', countryCodeId).where('mobile_number', '=', mobile).where('consumed_on', 'is', null).execute();
    },
    /** Counts a wrong try atomically and returns the new count. */
    async addAttempt(id: number) {
      const row = await db.updateTable('otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id).returning('attempts').executeTakeFirstOrThrow();
      return row.attempts;
    },
    /** Uses the code once: true only for the one caller whose update took it. */
    async consume(id: number, now: string, maxAttempts: number) {
      const result = await db.updateTable('otp_codes').set({ consumed_on: now })
        .where('id', '=', id).where('consumed_on', 'is', null).where('attempts', '<', maxAttempts)
        .where('expires_on', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type OtpRepository = ReturnType<typeof otpRepository>;

/** A server secret kept in the database so every process shares it (used when OTP_SECRET is unset). */
export async function sharedSecret(db: Kysely<DB>, name: string, make: () => string): Promise<string> {
  await db.insertInto('app_secrets').values({ name, value: make() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

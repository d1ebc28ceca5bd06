import { z } from 'zod';
import { defineCall } from './call.ts';
import { routes } from './routes.ts';
import { idOf, numericString, withoutNul } from './common.ts';
import { ageOn, DOB_MAX, DOB_MIN } from './dates.ts';
import { M } from './messages.ts';

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

export const mobileNumber = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: (iss) => (isMissing(iss.input) ? M.mobileRequired : M.mobileDigits) })
    .min(1, { error: M.mobileRequired, abort: true })
    .regex(/^\d{10}$/, { error: M.mobileDigits }),
);

export const personName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(100, { error: M.nameTooLong })
  .refine(withoutNul, { error: M.invalidCharacters });

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const gender = z.enum(GENDERS, { error: (iss) => (isMissing(iss.input) ? M.genderRequired : M.genderInvalid) });

export const pincode = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: M.pincodeRequired })
    .min(1, { error: M.pincodeRequired, abort: true })
    .regex(/^\d{1,10}$/, { error: M.pincodeDigits }),
);

export const age = z.preprocess(
  numericString,
  z
    .number({ error: (iss) => (isMissing(iss.input) ? M.ageRequired : M.checkAge) })
    .int({ error: M.checkAge })
    .min(0, { error: M.checkAge })
    .max(150, { error: M.checkAge }),
);

/** Today's calendar date somewhere on Earth: the earliest (UTC-12) and the latest (UTC+14). */
function todayRange(now: Date): [string, string] {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return [day(now.getTime() - 12 * 3600_000), day(now.getTime() + 14 * 3600_000)];
}

export const dob = z
  .string({ error: M.dobInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dobInvalid, abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, { error: M.dobInvalid, abort: true })
  .refine((s) => s >= DOB_MIN && s <= DOB_MAX, { error: M.dobRange, abort: true });

/**
 * The rules that need today's date, kept out of the schemas so that whoever checks them passes
 * its own clock (the server's injected one, the phone's): a date of birth not in the future, and
 * an age that is the whole years since it. Run after the schema passed; null when all is well.
 */
export function dateErrors(value: { age?: number | undefined; dob?: string | null | undefined }, now: Date): Record<string, string[]> | null {
  if (!value.dob) return null;
  const [earliest, latest] = todayRange(now);
  if (value.dob > latest) return { dob: [M.dobFuture] };
  if (value.age === undefined) return null;
  return value.age === ageOn(value.dob, earliest) || value.age === ageOn(value.dob, latest) ? null : { age: [M.ageMismatch] };
}

export const otp = z.preprocess(
  (v) => (typeof v === 'number' ? String(v).padStart(6, '0') : typeof v === 'string' ? v.trim() : v),
  z.string({ error: M.otpRequired }).min(1, { error: M.otpRequired, abort: true }).regex(/^\d{6}$/, { error: M.otpDigits }),
);

const loginFields = {
  mobile_number: mobileNumber,
  language_id: idOf(M.selectLanguage),
  country_code_id: idOf(M.selectCountry),
};

const signupFields = {
  ...loginFields,
  name: personName,
  gender,
  pincode,
  age,
  dob: dob.nullish(),
};

const signupBody = z.object(signupFields);

export const otpSent = z.object({
  otp_sent: z.literal('success'),
  /** Seconds until another code may be requested (the client's resend timer). */
  resend_after: z.number().int(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
});

export const tokenResponse = z.object({
  access_token: z.string(),
  expires_on: z.string(),
});

export const loginRequestOtp = defineCall(routes.loginRequestOtp, {
  body: z.object(loginFields), response: otpSent,
});
export const signupRequestOtp = defineCall(routes.signupRequestOtp, {
  body: signupBody, response: otpSent,
});
export const loginValidateOtp = defineCall(routes.loginValidateOtp, {
  body: z.object({ ...loginFields, otp }), response: tokenResponse,
});
export const signupValidateOtp = defineCall(routes.signupValidateOtp, {
  body: z.object({ ...signupFields, otp }),
  response: tokenResponse,
});
export const logout = defineCall(routes.logout, {
  response: z.object({ detail: z.array(z.string()) }),
});

export type SignupData = z.output<typeof signupBody>;

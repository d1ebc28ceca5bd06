import { dateErrors, type ErrorBody, errorBodyFromZod, loginRequestOtp, signupRequestOtp } from '@krishimitra/contract';
import type { z } from 'zod';

// Loaded on a form's first submit, so Zod and the schemas stay out of the screens' JavaScript.

/** Checks form values with the contract schema the server uses; returns the field errors. */
export function check<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: ErrorBody } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: errorBodyFromZod(result.error) };
}

export const checkLogin = (values: unknown) => check(loginRequestOtp.body, values);
/** The sign-up form: the schema, then the date rules against the phone's own today. */
export function checkSignup(values: unknown, now = new Date()) {
  const result = check(signupRequestOtp.body, values);
  if (result.ok) {
    const dates = dateErrors(result.data, now);
    return dates ? { ok: false as const, errors: dates } : result;
  }
  // A date in the future is said beside the other fields' errors, not only once they are right.
  const { dob } = (values ?? {}) as { dob?: unknown };
  const future = typeof dob === 'string' && !result.errors.dob ? dateErrors({ dob }, now)?.dob : undefined;
  return future ? { ok: false as const, errors: { ...result.errors, dob: future } } : result;
}

import { type ErrorBody, errorBodyFromZod, loginRequestOtp, signupRequestOtp } from '@krishimitra/contract';
import type { z } from 'zod';

// Loaded on a form's first submit, so Zod and the schemas stay out of the screens' JavaScript.

/** Checks form values with the contract schema the server uses; returns the field errors. */
export function check<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: ErrorBody } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: errorBodyFromZod(result.error) };
}

export const checkLogin = (values: unknown) => check(loginRequestOtp.body, values);
export const checkSignup = (values: unknown) => check(signupRequestOtp.body, values);

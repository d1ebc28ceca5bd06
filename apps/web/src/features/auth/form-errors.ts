import { type ErrorBody, errorBodyFromZod, loginRequestOtp, signupRequestOtp } from '@krishimitra/contract';
import type { z } from 'zod';

/** Checks form values with the contract schema the server uses; returns the field errors. */
export function check<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: ErrorBody } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: errorBodyFromZod(result.error) };
}

/** The form schemas, loaded with this module on first submit. */
export const schemas = { loginRequestOtp, signupRequestOtp };

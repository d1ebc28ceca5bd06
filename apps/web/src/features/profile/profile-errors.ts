import { type ErrorBody, errorBodyFromZod, updateProfile } from '@krishimitra/contract';

// Loaded on the first save, so Zod and the schema stay out of the screens' JavaScript.

/** The profile form's values checked with the schema the server uses; the field errors, if any. */
export function checkProfile(values: { name: string; pincode: string }): ErrorBody | null {
  const result = updateProfile.body.safeParse(values);
  return result.success ? null : errorBodyFromZod(result.error);
}

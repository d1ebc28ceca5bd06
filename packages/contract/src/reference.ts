import { z } from 'zod';
import { defineCall } from './call.ts';
import { routes } from './routes.ts';
import { page } from './common.ts';

export const language = z.object({
  id: z.number().int(),
  /** Two-letter uppercase code, e.g. EN, HI. */
  code: z.string(),
  /** The language's name in its own script. */
  language: z.string(),
});
export type Language = z.output<typeof language>;

export const countryCode = z.object({
  id: z.number().int(),
  country_code: z.string(),
  country: z.string(),
});
export type CountryCode = z.output<typeof countryCode>;

export const listLanguages = defineCall(routes.listLanguages, {
  response: page(language) });
export const listCountryCodes = defineCall(routes.listCountryCodes, {
  response: page(countryCode) });

import { z } from 'zod';
import { age, dob, gender, GENDERS, personName, pincode } from './auth.ts';
import { defineCall } from './call.ts';
import { routes } from './routes.ts';
import { idOf } from './common.ts';
import { M } from './messages.ts';
import { countryCode, language } from './reference.ts';

/** The spec's userData. */
export const userData = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  country_code: countryCode,
  gender: z.enum(GENDERS),
  pincode: z.string(),
  dob: z.string().nullable(),
  age: z.number().int(),
  language,
});
export type UserData = z.output<typeof userData>;

/** Every field is optional: the language change sends only language_id. Dates: see dateErrors. */
export const profileUpdate = z
  .object({
    name: personName.optional(),
    gender: gender.optional(),
    pincode: pincode.optional(),
    age: age.optional(),
    dob: dob.nullish(),
    language_id: idOf(M.selectLanguage).optional(),
  });
export type ProfileUpdate = z.input<typeof profileUpdate>;
export type ProfileChange = z.output<typeof profileUpdate>;

export const getProfile = defineCall(routes.getProfile, {
  response: userData });
export const updateProfile = defineCall(routes.updateProfile, {
  body: profileUpdate, response: userData,
});

// Date rules of the sign-up form, without Zod, so the web app's form can use them cheaply.

export const DOB_MIN = '1900-01-01';
export const DOB_MAX = '2099-12-31';

/** Whole years from `dob` (YYYY-MM-DD) to the calendar date `today` (YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

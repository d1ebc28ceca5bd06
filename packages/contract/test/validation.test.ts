import { describe, expect, it } from 'vitest';
import { ageOn, dateErrors, errorBodyFromZod, loginRequestOtp, M, signupRequestOtp } from '../src/index.ts';

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : errorBodyFromZod(result.error as Parameters<typeof errorBodyFromZod>[0]);
};

describe('contract validation (shared by server and web)', () => {
  it('gives the spec messages for the mobile login form', () => {
    expect(errorsOf(loginRequestOtp.body, {})).toEqual({
      mobile_number: [M.mobileRequired], language_id: [M.selectLanguage], country_code_id: [M.selectCountry],
    });
    expect(errorsOf(loginRequestOtp.body, { mobile_number: '98765432101', language_id: 1, country_code_id: 1 }))
      .toEqual({ mobile_number: ['Mobile number must be 10 digits'] });
    expect(errorsOf(loginRequestOtp.body, { mobile_number: '98765abcde', language_id: '1', country_code_id: '1' }))
      .toEqual({ mobile_number: ['Mobile number must be 10 digits'] });
    expect(errorsOf(loginRequestOtp.body, { mobile_number: 9876543210, language_id: '1', country_code_id: '1' })).toEqual({});
  });

  it('gives the spec messages for the sign-up form', () => {
    expect(errorsOf(signupRequestOtp.body, { age: '' })).toMatchObject({
      name: ['Name is required'], mobile_number: ['Mobile number is required'], pincode: ['Pincode is required.'],
      age: ['Age is required.'], gender: ['Gender is required.'],
    });
    expect(errorsOf(signupRequestOtp.body, { age: 151 }).age).toEqual(['Please check age.']);
    expect(errorsOf(signupRequestOtp.body, { age: '1000' }).age).toEqual(['Please check age.']);
  });

  it('counts age in whole years', () => {
    expect(ageOn('2000-11-21', '2026-11-21')).toBe(26);
    expect(ageOn('2000-11-22', '2026-11-21')).toBe(25);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('checks dates against the clock it is given, not the machine\'s', () => {
    const before = new Date('2027-06-13T12:00:00Z');
    const after = new Date('2027-06-16T12:00:00Z');
    expect(dateErrors({ dob: '1990-06-15', age: 36 }, before)).toBeNull();
    expect(dateErrors({ dob: '1990-06-15', age: 37 }, before)).toEqual({ age: [M.ageMismatch] });
    expect(dateErrors({ dob: '1990-06-15', age: 37 }, after)).toBeNull();
    expect(dateErrors({ dob: '1990-06-15', age: 36 }, after)).toEqual({ age: [M.ageMismatch] });
    // At 12:00 UTC on the 14th it is already the 15th in UTC+14: both ages are true somewhere.
    expect(dateErrors({ dob: '1990-06-15', age: 36 }, new Date('2027-06-14T12:00:00Z'))).toBeNull();
    expect(dateErrors({ dob: '1990-06-15', age: 37 }, new Date('2027-06-14T12:00:00Z'))).toBeNull();
    expect(dateErrors({ dob: '2027-06-15' }, before)).toEqual({ dob: [M.dobFuture] });
    expect(dateErrors({ dob: '2027-06-15', age: 0 }, after)).toBeNull();
    expect(dateErrors({ age: 30 }, before)).toBeNull();
  });
});

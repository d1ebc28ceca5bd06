import { describe, expect, it } from 'vitest';
import { ageOn, errorBodyFromZod, loginRequestOtp, M, signupRequestOtp } from '../src/index.ts';

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
});

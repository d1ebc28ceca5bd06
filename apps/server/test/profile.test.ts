import { M } from '@krishimitra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, signUp, startServer, type TestServer } from './harness.ts';

describe.each(DIALECTS)('profile on %s', (dialect) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer(dialect);
    token = await signUp(s);
  });
  afterAll(async () => { await s.close(); });

  it('returns the userData of the spec', async () => {
    const body = (await s.call('GET', '/user/profile/', { token })).json();
    expect(body).toEqual({
      id: expect.any(Number), name: 'Ramesh Kumar', mobile_number: '9876543210',
      country_code: { id: 1, country_code: '+91', country: 'India' },
      gender: 'male', pincode: '110001', dob: null, age: 40,
      language: { id: 1, code: 'EN', language: 'English' },
    });
  });

  it('changes the language alone', async () => {
    const res = await s.call('POST', '/user/profile/', { token, body: { language_id: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toEqual({ id: 3, code: 'TE', language: 'తెలుగు' });
    expect(res.json().name).toBe('Ramesh Kumar');
  });

  it('updates several fields, keeping age and date of birth consistent', async () => {
    const res = await s.call('POST', '/user/profile/', { token, body: { name: 'Ramesh K', gender: 'prefer_not_to_say', dob: '1990-06-15', age: 36 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ramesh K', gender: 'prefer_not_to_say', dob: '1990-06-15', age: 36 });
  });

  it('rejects bad input and keeps what was saved', async () => {
    const before = (await s.call('GET', '/user/profile/', { token })).json();
    const cases: [object, Record<string, string[]>][] = [
      [{ age: 151 }, { age: [M.checkAge] }],
      [{ name: '  ' }, { name: [M.nameRequired] }],
      [{ language_id: 42 }, { language_id: [M.selectLanguage] }],
      [{ dob: '1970-01-01' }, { age: [M.ageMismatch] }],
      [{ gender: 'robot' }, { gender: [M.genderInvalid] }],
      [{ pincode: '12ab' }, { pincode: [M.pincodeDigits] }],
    ];
    for (const [body, errors] of cases) {
      const res = await s.call('POST', '/user/profile/', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await s.call('GET', '/user/profile/', { token })).json()).toEqual(before);
  });

  it('needs a token', async () => {
    expect((await s.call('POST', '/user/profile/', { body: { language_id: 2 } })).statusCode).toBe(401);
  });
});

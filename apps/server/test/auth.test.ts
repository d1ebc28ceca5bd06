import { M } from '@krishimitra/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, signUp, startServer, type TestServer } from './harness.ts';

describe.each(DIALECTS)('auth on %s', (dialect) => {
  let s: TestServer;
  beforeEach(async () => { s = await startServer(dialect); });
  afterEach(async () => { await s.close(); });

  const login = (mobile = '9876543210') => ({ mobile_number: mobile, language_id: 2, country_code_id: 1 });

  it('signs up, logs in with a new token each time, and logs out', async () => {
    const first = await signUp(s);
    expect(first.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url
    const profile = await s.call('GET', '/user/profile/', { token: first });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Ramesh Kumar', mobile_number: '9876543210', gender: 'male', age: 40, language: { id: 1, code: 'EN' } });

    s.time.advance(91);
    expect((await s.call('POST', '/user/login/request-otp/', { body: login() })).json())
      .toEqual({ otp_sent: 'success', resend_after: 90, expires_in: 300 });
    const validated = await s.call('POST', '/user/login/validate-otp/', { body: { ...login(), otp: s.sms.last() } });
    expect(validated.statusCode).toBe(200);
    const second = validated.json().access_token as string;
    expect(second).not.toBe(first);
    // The language chosen on the login screen becomes the profile language.
    expect((await s.call('GET', '/user/profile/', { token: second })).json().language.code).toBe('HI');

    expect((await s.call('POST', '/user/logout/', { token: second })).statusCode).toBe(200);
    expect((await s.call('GET', '/user/profile/', { token: second })).statusCode).toBe(401);
    expect((await s.call('GET', '/user/profile/', { token: first })).statusCode).toBe(200);
  });

  it('answers field errors with the spec messages and makes no call', async () => {
    const res = await s.call('POST', '/user/signup/request-otp/', { body: { mobile_number: '98765', pincode: '', age: 151, gender: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      mobile_number: [M.mobileDigits], language_id: [M.selectLanguage], country_code_id: [M.selectCountry],
      name: [M.nameRequired], gender: [M.genderRequired], pincode: [M.pincodeRequired], age: [M.checkAge],
    });
    const empty = await s.call('POST', '/user/login/request-otp/', { body: { mobile_number: '', language_id: 1, country_code_id: 1 } });
    expect(empty.json()).toEqual({ mobile_number: [M.mobileRequired] });
    expect(s.sms.sent).toHaveLength(0);
  });

  it('checks age against the date of birth, and rejects future dates', async () => {
    const mismatch = await s.call('POST', '/user/signup/request-otp/', { body: { ...farmer(), dob: '2000-01-01', age: 10 } });
    expect(mismatch.json()).toEqual({ age: [M.ageMismatch] });
    const future = await s.call('POST', '/user/signup/request-otp/', { body: { ...farmer(), dob: '2099-01-01', age: 0 } });
    expect(future.json()).toEqual({ dob: [M.dobFuture] });
    const bad = await s.call('POST', '/user/signup/request-otp/', { body: { ...farmer(), dob: '2001-02-30' } });
    expect(bad.json().dob).toEqual([M.dobInvalid]);
  });

  it('rejects ids that do not exist, unknown numbers at login and registered numbers at sign-up', async () => {
    expect((await s.call('POST', '/user/login/request-otp/', { body: { ...login(), language_id: 99, country_code_id: 99 } })).json())
      .toEqual({ country_code_id: [M.selectCountry], language_id: [M.selectLanguage] });
    expect((await s.call('POST', '/user/login/request-otp/', { body: login() })).json()).toEqual({ mobile_number: [M.mobileNotRegistered] });
    await signUp(s);
    s.time.advance(100);
    expect((await s.call('POST', '/user/signup/request-otp/', { body: farmer() })).json()).toEqual({ mobile_number: [M.mobileAlreadyRegistered] });
  });

  it('sends SMS only to allowed countries', async () => {
    const res = await s.call('POST', '/user/signup/request-otp/', { body: { ...farmer(), country_code_id: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ country_code_id: [M.smsCountryNotAllowed] });
    expect(s.sms.sent).toHaveLength(0);
  });

  it('stores codes only as hashes, made of six random digits', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await s.call('POST', '/user/signup/request-otp/', { body: farmer(`90000000${i}0`) });
      codes.add(s.sms.last());
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const stored = await s.db.selectFrom('otp_codes').selectAll().execute();
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      for (const code of codes) expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('stops an address after 5 wrong tries at a code, without voiding it for the farmer elsewhere', async () => {
    await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    const right = s.sms.last();
    const wrong = right === '000000' ? '111111' : '000000';
    const guess = (otp: string, ip: string) => s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp }, ip });
    for (let i = 1; i <= 5; i++) expect((await guess(wrong, '198.51.100.66')).json()).toEqual({ otp: [M.otpWrong] });
    // That address is done with this code, even with the right one.
    expect((await guess(right, '198.51.100.66')).json()).toEqual({ otp: [M.otpTooManyTries] });
    // The farmer, on his own network, still gets in with it.
    expect((await guess(right, '203.0.113.9')).statusCode).toBe(200);
  });

  it('kills a code after wrong tries from several addresses (20 in all)', async () => {
    await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    const right = s.sms.last();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 5; i++) await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp: wrong }, ip: `198.51.100.${a}` });
    }
    const late = await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp: right }, ip: '203.0.113.9' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ otp: [M.otpExpired] });
  });

  it('expires a code after 5 minutes', async () => {
    await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    s.time.advance(301);
    const res = await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp: s.sms.last() } });
    expect(res.json()).toEqual({ otp: [M.otpExpired] });
  });

  it('uses a code once, and only for the purpose, number and details it was sent for', async () => {
    await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    const code = s.sms.last();
    expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer('9999999999'), otp: code } })).json())
      .toEqual({ otp: [M.otpExpired] });
    expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), name: 'Someone Else', otp: code } })).json())
      .toEqual({ detail: [M.signupChanged] });
    expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp: code } })).statusCode).toBe(200);
    expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp: code } })).json()).toEqual({ otp: [M.otpExpired] });
    // A sign-up code is no login code.
    expect((await s.call('POST', '/user/login/validate-otp/', { body: { ...login(), otp: code } })).json()).toEqual({ otp: [M.otpExpired] });
  });

  it('makes the farmer wait 90 s between codes, and a newer code does not void the one being typed', async () => {
    await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    const old = s.sms.last();
    s.time.advance(30);
    const early = await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ detail: [M.otpWait] });
    expect(early.headers['retry-after']).toBe('60');
    s.time.advance(60);
    // Anyone may ask for a new code for the number; the farmer's earlier one still works.
    expect((await s.call('POST', '/user/signup/request-otp/', { body: farmer(), ip: '198.51.100.7' })).statusCode).toBe(200);
    const newer = s.sms.last();
    expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...farmer(), otp: old } })).statusCode).toBe(200);
    // Once in, every other code of the number is void.
    if (newer !== old) {
      expect((await s.call('POST', '/user/login/validate-otp/', { body: { mobile_number: farmer().mobile_number, country_code_id: 1, language_id: 1, otp: newer } })).json())
        .toEqual({ otp: [M.otpExpired] });
    }
  });

  it('limits an address before it learns whether a number has an account (login and sign-up)', async () => {
    const ask = (mobile: string, path = '/user/login/request-otp/') =>
      s.call('POST', path, { body: path.includes('login') ? { mobile_number: mobile, country_code_id: 1, language_id: 1 } : farmer(mobile), ip: '192.0.2.50' });
    for (let i = 0; i < 30; i++) expect((await ask(`90000${String(i).padStart(5, '0')}`)).json()).toEqual({ mobile_number: [M.mobileNotRegistered] });
    const refused = await ask('9000099999');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: [M.otpIpLimit] });
    expect((await ask('9000099998', '/user/signup/request-otp/')).statusCode).toBe(429);
    // Another address is not held up.
    expect((await s.call('POST', '/user/login/request-otp/', { body: { mobile_number: '9000099997', country_code_id: 1, language_id: 1 }, ip: '192.0.2.51' })).json())
      .toEqual({ mobile_number: [M.mobileNotRegistered] });
  });

  it('lets a farmer log in right after signing up: a used code holds no resend wait', async () => {
    await signUp(s);
    const login = await s.call('POST', '/user/login/request-otp/', { body: { mobile_number: farmer().mobile_number, country_code_id: 1, language_id: 1 } });
    expect(login.statusCode).toBe(200);
    // The new, unused code still holds it.
    const again = await s.call('POST', '/user/login/request-otp/', { body: { mobile_number: farmer().mobile_number, country_code_id: 1, language_id: 1 } });
    expect(again.json()).toEqual({ detail: [M.otpWait] });
  });

  it('caps codes at 3 per 10 minutes and 10 per day for a number, then one an hour (a wait, not a lock)', async () => {
    const ask = () => s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    for (let i = 0; i < 3; i++) {
      expect((await ask()).statusCode).toBe(200);
      s.time.advance(91);
    }
    // The number's 10-minute cap is spent (perhaps by someone else): one more code this hour.
    expect((await ask()).statusCode).toBe(200);
    s.time.advance(91);
    const held = await ask();
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ detail: [M.otpTooMany] });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // A day's cap spent: still one an hour, never more.
    let sent = 4;
    for (let i = 0; i < 40; i++) {
      s.time.advance(600);
      if ((await ask()).statusCode === 200) sent++;
    }
    // 400 minutes: the day's 10, then one an hour.
    expect(sent).toBeGreaterThanOrEqual(10);
    expect(sent).toBeLessThanOrEqual(10 + 7);
    expect(s.sms.sent.length).toBe(sent);
  });

  it('caps codes per network address', async () => {
    const capped = await startServer(dialect, { OTP_MAX_PER_IP_PER_HOUR: '4' });
    try {
      for (let i = 0; i < 4; i++) {
        expect((await capped.call('POST', '/user/signup/request-otp/', { body: farmer(`80000000${i}0`), ip: '10.1.1.1' })).statusCode).toBe(200);
      }
      const over = await capped.call('POST', '/user/signup/request-otp/', { body: farmer('8000000090'), ip: '10.1.1.1' });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ detail: [M.otpIpLimit] });
      expect((await capped.call('POST', '/user/signup/request-otp/', { body: farmer('8000000090'), ip: '10.1.1.2' })).statusCode).toBe(200);
    } finally {
      await capped.close();
    }
  });

  it('answers 503 when the SMS cannot be sent, and lets the farmer retry at once', async () => {
    s.sms.fail(true);
    const res = await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: [M.otpSendFailed] });
    s.sms.fail(false);
    expect((await s.call('POST', '/user/signup/request-otp/', { body: farmer() })).statusCode).toBe(200);
  });

  it('stores tokens only as hashes', async () => {
    const token = await signUp(s);
    const rows = await s.db.selectFrom('access_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(Date.parse(rows[0]!.expires_on) - Date.parse(rows[0]!.created_on)).toBe(30 * 86400_000);
  });

  it('refuses missing, malformed, wrong, expired and revoked tokens with 401', async () => {
    const token = await signUp(s);
    expect((await s.call('GET', '/user/profile/')).statusCode).toBe(401);
    expect((await s.call('GET', '/user/profile/', { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await s.call('GET', '/user/profile/', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    const res = await s.call('GET', '/user/profile/', { token: `${token}x` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: [M.notAuthenticated] });
    s.time.advance(30 * 86400 + 1);
    expect((await s.call('GET', '/user/profile/', { token })).statusCode).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { M } from '@krishimitra/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, guestSession, jpeg, multipart, signUp, startServer, type TestServer } from './harness.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** Every dialect with the database's own counters, and with Redis's when a test Redis is there. */
const SETUPS: [string, 'sqlite' | 'postgres', Record<string, string>][] = DIALECTS.flatMap((d) => [
  [`${d}, counters in the database`, d, {}] as [string, typeof d, Record<string, string>],
  ...(REDIS_URL ? [[`${d}, counters in Redis`, d, { REDIS_URL }] as [string, typeof d, Record<string, string>]] : []),
]);

/** A logger that keeps its JSON lines, to check what operators would see. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l)); done(); } });
  return { lines, logger: { level: 'info', stream } };
}

describe.each(SETUPS)('abuse limits on %s', (_name, dialect, base) => {
  let s: TestServer;
  afterEach(async () => { await s.close(); });
  const start = async (env: Record<string, string>, logger?: ReturnType<typeof capturedLog>) => {
    s = await startServer(dialect, { ...base, REDIS_PREFIX: `t_${randomBytes(6).toString('hex')}:`, ...env }, logger ? { logger: logger.logger } : {});
  };
  const session = async (token: string) =>
    (await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id as string;
  const ask = (token: string, session_id: string, ip = '10.0.0.1', files: Parameters<typeof multipart>[1] = []) => {
    const form = multipart({ session_id, text: 'wheat yellow rust, what to spray?' }, files);
    return s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers, ip });
  };
  const turns = async (token: string, session_id: string) =>
    (await s.call('GET', `/chat/conversations/?session_id=${session_id}`, { token })).json().count as number;

  it('limits questions per farmer with 429, Retry-After and the error body, and stores nothing refused', async () => {
    await start({ RATE_CHAT_PER_MINUTE: '3' });
    const token = await signUp(s);
    const id = await session(token);
    for (let i = 0; i < 3; i++) expect((await ask(token, id)).statusCode).toBe(200);
    const refused = await ask(token, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: [M.tooManyRequests] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(await turns(token, id)).toBe(3);
    // A minute later the farmer can ask again.
    s.time.advance(61);
    expect((await ask(token, id)).statusCode).toBe(200);
  });

  it('limits questions per network address across farmers, but not other addresses', async () => {
    await start({ RATE_CHAT_PER_IP_PER_MINUTE: '2' });
    const a = await signUp(s, farmer('9000000001'));
    const b = await signUp(s, farmer('9000000002'));
    const [sa, sb] = [await session(a), await session(b)];
    expect((await ask(a, sa, '10.1.1.1')).statusCode).toBe(200);
    expect((await ask(b, sb, '10.1.1.1')).statusCode).toBe(200);
    expect((await ask(b, sb, '10.1.1.1')).statusCode).toBe(429);
    expect((await ask(b, sb, '10.2.2.2')).statusCode).toBe(200);
    // Anonymous questions count against the address too.
    const anon = await guestSession(s);
    const form = multipart({ session_id: anon, text: 'wheat rust' });
    expect((await s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers, ip: '10.1.1.1' })).statusCode).toBe(429);
  });

  it('limits uploads per farmer separately from typed questions', async () => {
    await start({ RATE_UPLOADS_PER_HOUR: '1' });
    const token = await signUp(s);
    const id = await session(token);
    const photo = [{ field: 'image', filename: 'leaf.jpg', type: 'image/jpeg', data: jpeg() }];
    expect((await ask(token, id, '10.0.0.1', photo)).statusCode).toBe(200);
    const refused = await ask(token, id, '10.0.0.1', photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask(token, id)).statusCode).toBe(200);
    expect(await turns(token, id)).toBe(2);
  });

  it('caps SMS per number prefix and per day against pumping, and logs when a cap trips', async () => {
    const log = capturedLog();
    await start({ SMS_DAILY_CAP_PER_PREFIX: '2', SMS_DAILY_CAP: '3' }, log);
    const request = (mobile: string) => s.call('POST', '/user/signup/request-otp/', { body: farmer(mobile), ip: `10.9.${mobile.slice(-2)}.1` });
    expect((await request('9123400001')).statusCode).toBe(200);
    expect((await request('9123400002')).statusCode).toBe(200);
    const prefixCapped = await request('9123400003');
    expect(prefixCapped.statusCode).toBe(429);
    expect(prefixCapped.json()).toEqual({ detail: [M.smsDailyCap] });
    expect((await request('8000000001')).statusCode).toBe(200);
    const dayCapped = await request('7000000001');
    expect(dayCapped.json()).toEqual({ detail: [M.smsDailyCap] });
    expect(s.sms.sent).toHaveLength(3);
    expect(log.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['SMS daily cap per prefix reached', 'SMS daily cap reached']));
    s.time.advance(86_401);
    expect((await request('9123400003')).statusCode).toBe(200);
  });

  it('caps code checks per number and address, so guessing across fresh codes is bounded, and others are not held up', async () => {
    await start({ OTP_MAX_VERIFY_PER_10_MIN: '3', OTP_RESEND_SECONDS: '0' });
    const body = farmer();
    for (let i = 0; i < 3; i++) {
      await s.call('POST', '/user/signup/request-otp/', { body, ip: '198.51.100.20' });
      expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...body, otp: '000000' === s.sms.last() ? '111111' : '000000' }, ip: '198.51.100.20' })).statusCode).toBe(400);
    }
    await s.call('POST', '/user/signup/request-otp/', { body, ip: '198.51.100.21' });
    const refused = await s.call('POST', '/user/signup/validate-otp/', { body: { ...body, otp: s.sms.last() }, ip: '198.51.100.20' });
    expect(refused.statusCode).toBe(429);
    // It says to wait, not to ask for a new code (the code is fine).
    expect(refused.json()).toEqual({ otp: [M.otpTriesWait] });
    // The farmer, elsewhere, gets in.
    expect((await s.call('POST', '/user/signup/validate-otp/', { body: { ...body, otp: s.sms.last() }, ip: '203.0.113.30' })).statusCode).toBe(200);
  });

  it('does not let a flood of sign-ups in a number range lock out the farmers of that range who have accounts', async () => {
    await start({ SMS_DAILY_CAP_PER_PREFIX: '2', OTP_RESEND_SECONDS: '0' });
    const token = await signUp(s, farmer('9888800001'));
    expect(token).toBeTruthy();
    await s.call('POST', '/user/signup/request-otp/', { body: farmer('9888800002'), ip: '198.51.100.40' });
    const capped = await s.call('POST', '/user/signup/request-otp/', { body: farmer('9888800003'), ip: '198.51.100.41' });
    expect(capped.json()).toEqual({ detail: [M.smsDailyCap] });
    const login = await s.call('POST', '/user/login/request-otp/', { body: { mobile_number: '9888800001', country_code_id: 1, language_id: 1 } });
    expect(login.statusCode).toBe(200);
  });
});

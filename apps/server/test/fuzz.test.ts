import { routes } from '@krishimitra/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, multipart, signUp, startServer, type TestServer } from './harness.ts';

/**
 * Property-based fuzzing of every call: whatever arrives (text in every script, huge numbers,
 * wrong types, missing fields, broken multipart), the answer is never a 5xx, always JSON in the
 * error format when refused, and nothing is half-written.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

// Text a phone could send: any script, control characters, emoji, lone surrogates, very long.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'धानగోధుమகோதுமைઘઉંਕਣਕگندمഗോതമ്പ്ಗೋಧಿ0123456789 \u200d\u200c\u0000\n\t"\'\\<>{}'.split('')), maxLength: 30 }),
  fc.constantFrom('', ' ', '9'.repeat(400), 'x'.repeat(70_000), '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '\u202e', '１２３４５６７８９０'),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.integer(), fc.double(), fc.bigInt().map(String), fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2 ** 31, null, true, false),
  fc.array(anyText, { maxLength: 3 }), fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);
const FIELDS = ['name', 'mobile_number', 'country_code_id', 'language_id', 'gender', 'pincode', 'age', 'dob', 'otp', 'config_id', 'session_id', 'text', 'page', 'email'];
/** Bodies shaped like ours (known field names, each maybe present, with any value) or not at all. */
const anyBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }),
  fc.constant({ ...farmer(), otp: '123456' } as Record<string, unknown>).chain((valid) =>
    fc.record({ field: fc.constantFrom(...Object.keys(valid)), value: anyValue }).map(({ field, value }) => ({ ...valid, [field]: value }))),
  anyValue,
);

const isErrorBody = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body)
  && Object.values(body).every((v) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'));

describe.each(DIALECTS)('fuzzing every call on %s', (dialect) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    // Generous limits: the fuzzer is one caller sending thousands of requests.
    s = await startServer(dialect, { RATE_CHAT_PER_MINUTE: '100000', RATE_CHAT_PER_IP_PER_MINUTE: '100000', OTP_MAX_PER_IP_PER_HOUR: '100000', OTP_RESEND_SECONDS: '0', OTP_MAX_VERIFY_PER_10_MIN: '100000' });
    token = await signUp(s);
  });
  afterAll(async () => { await s.close(); });

  const check = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(String(res.headers['content-type'])).toMatch(/application\/json/);
    const body = JSON.parse(res.body);
    if (res.statusCode >= 400) expect(isErrorBody(body), res.body).toBe(true);
  };

  it.each(Object.entries(routes).filter(([, r]) => r.method === 'POST'))('POST %s with any JSON body', async (_name, route) => {
    await fc.assert(fc.asyncProperty(anyBody, fc.boolean(), async (body, signedIn) => {
      const res = await s.call('POST', route.path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, ...(signedIn ? { token } : {}) });
      check(res);
    }), { numRuns: RUNS });
  });

  it.each(Object.entries(routes).filter(([, r]) => r.method === 'GET'))('GET %s with any query', async (_name, route) => {
    await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom('page', 'session_id', 'x'), anyText, { maxKeys: 3 }), async (query) => {
      const qs = new URLSearchParams(query as Record<string, string>).toString();
      check(await s.call('GET', `${route.path}?${qs}`, { token }));
    }), { numRuns: RUNS });
  });

  it('POST /chat/ with broken or hostile multipart', async () => {
    const session = (await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id;
    const file = fc.record({
      field: fc.constantFrom('audio', 'image', 'video', 'file', ''),
      filename: anyText,
      type: fc.constantFrom('audio/wav', 'image/jpeg', 'video/mp4', 'text/plain', ''),
      data: fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
    });
    const body = fc.oneof(
      fc.record({ fields: fc.dictionary(fc.constantFrom('session_id', 'text', 'transcript', 'speech', 'x'), anyText.filter((t) => t.length < 5000), { maxKeys: 4 }), files: fc.array(file, { maxLength: 3 }) })
        .map(({ fields, files }) => multipart({ session_id: session, ...fields } as Record<string, string>, files)),
      // Cut short, or with a boundary that never comes.
      fc.tuple(fc.uint8Array({ maxLength: 500 }), fc.nat(400)).map(([bytes, cut]) => {
        const m = multipart({ session_id: session, text: 'wheat rust' });
        return { payload: Buffer.concat([m.payload.subarray(0, cut), Buffer.from(bytes)]), headers: m.headers };
      }),
    );
    await fc.assert(fc.asyncProperty(body, async ({ payload, headers }) => {
      check(await s.call('POST', '/chat/', { token, payload, headers }));
    }), { numRuns: RUNS * 2 });
  });

  it('left nothing half-written', async () => {
    // Only the farmer signed up by the test exists; every stored turn has its session and answer.
    expect(await s.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual({ n: dialect === 'postgres' ? '1' : 1 });
    const orphans = await s.db.selectFrom('chat_turns').leftJoin('chat_sessions', 'chat_sessions.id', 'chat_turns.session_id')
      .where('chat_sessions.id', 'is', null).select('chat_turns.id').execute();
    expect(orphans).toEqual([]);
    const unanswered = await s.db.selectFrom('chat_turns').where('response', 'is', null).select('id').execute();
    expect(unanswered).toEqual([]);
  });
});

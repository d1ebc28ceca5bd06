import { M } from '@krishimitra/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp } from './fake-http.ts';
import { farmer, multipart, signUp, startServer, type TestServer } from './harness.ts';

/**
 * Model and SMS providers that hang or answer garbage, seen through the API: the farmer gets a
 * clear answer, and nothing they sent is lost. A hanging provider never answers, so an answer at
 * all means the deadline fired; the provider sees the server give up.
 */
describe('providers that hang or answer garbage', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const close of closers.splice(0).reverse()) await close(); });
  const server = async (env: Record<string, string>, realSms = false) => {
    const s = await startServer('sqlite', env, realSms ? { sms: undefined } : {});
    closers.push(() => s.close());
    return s;
  };
  const ask = async (s: TestServer, token: string, text: string) => {
    const session = (await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id;
    const form = multipart({ session_id: session, text });
    const res = await s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers });
    const turns = (await s.call('GET', `/chat/conversations/?session_id=${session}`, { token })).json();
    return { res, turns };
  };

  it.each([
    ['answers garbage', { status: 200, body: '<html>502 Bad Gateway</html>' }],
    ['answers JSON without a reply', { status: 200, body: '{"choices":[]}' }],
    ['hangs', { hang: true as const }],
  ])('a chat model that %s: the offline answer, and the question kept', async (name, reply) => {
    const llm = await fakeHttp(() => reply);
    closers.push(llm.close);
    const s = await server({ LLM_BASE_URL: llm.url, LLM_TIMEOUT_MS: '300' });
    const token = await signUp(s);
    const { res, turns } = await ask(s, token, 'wheat leaves have yellow stripes of powder, what to spray?');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('propiconazole');
    expect(llm.received.length).toBeGreaterThan(0);
    if (name === 'hangs') await llm.abandoned;
    expect(turns.count).toBe(1);
  });

  it.each([
    ['answers garbage', { status: 200, body: '<html>gateway error</html>' }],
    ['hangs', { hang: true as const }],
  ])('an SMS provider that %s: a clear 503, and the farmer may ask again at once', async (name, reply) => {
    const sms = await fakeHttp(() => reply);
    closers.push(sms.close);
    const s = await server({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_BASE_URL: sms.url, SMS_TIMEOUT_MS: '300' }, true);
    const res = await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: [M.otpSendFailed] });
    if (name === 'hangs') await sms.abandoned;
    // The code that was never delivered does not count as sent: no resend wait.
    const again = await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    expect(again.json()).toEqual({ detail: [M.otpSendFailed] });
  });
});

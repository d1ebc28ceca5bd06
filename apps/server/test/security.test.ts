import { Writable } from 'node:stream';
import { M } from '@krishimitra/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { farmer, guestSession, multipart, signUp, startServer, type TestServer } from './harness.ts';

describe('health, headers and logs', () => {
  let s: TestServer;
  afterEach(async () => { await s?.close(); });
  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('answers /healthz and /readyz, naming what it checked', async () => {
    s = await startServer('sqlite', process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {});
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', ...(process.env.TEST_REDIS_URL ? { redis: 'ok' } : {}) } });
    s.app.drain();
    expect((await get('/readyz')).json()).toEqual({ status: 'draining' });
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('is not ready while Redis is unreachable, and costly calls fail with 503 and the error body', async () => {
    s = await startServer('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toEqual({ database: 'ok', redis: 'down' });
    const anon = await guestSession(s);
    const form = multipart({ session_id: anon, text: 'wheat rust' });
    const res = await s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: [M.serviceUnavailable] });
  });

  it('sends a script-blocking CSP and no-sniff everywhere, and HSTS only over TLS', async () => {
    s = await startServer('sqlite', { TRUST_PROXY: 'true' });
    for (const url of ['/api/v1/language/', '/', '/some/page']) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const tls = await get('/api/v1/language/', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets only the listed origins call the API from a browser', async () => {
    s = await startServer('sqlite', { CORS_ORIGINS: 'https://partner.example' });
    const preflight = (origin: string) => s.app.inject({
      method: 'OPTIONS', url: '/api/v1/chat/anonymous/',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect((await preflight('https://partner.example')).headers['access-control-allow-origin']).toBe('https://partner.example');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const plain = await s.app.inject({ method: 'GET', url: '/api/v1/language/', headers: { origin: 'https://evil.example' } });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never writes a code, a token or an anonymous session id to the production log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } });
    s = await startServer('sqlite', { NODE_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', OTP_SECRET: 'x'.repeat(32), LOG_LEVEL: 'trace' }, { logger: undefined, logStream: stream });
    const token = await signUp(s);
    const code = s.sms.last();
    await s.call('POST', '/user/login/request-otp/', { body: { mobile_number: farmer().mobile_number, country_code_id: 1, language_id: 1 } });
    await s.call('GET', '/user/profile/', { token });
    await s.call('POST', '/user/logout/', { token });
    // An anonymous chat's session id is its credential: its history and media calls are logged without it.
    const anonymous = await guestSession(s);
    await s.call('GET', `/chat/conversations/?session_id=${anonymous}&page=1`);
    await s.call('GET', `/media/abcdefghijkl/?session_id=${anonymous}`);
    const log = lines.join('');
    expect(log).toContain('/user/logout/');
    expect(log).toContain('session_id=[redacted]');
    expect(log).not.toContain(anonymous);
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
    expect(log).not.toContain(s.sms.last());
  });
});

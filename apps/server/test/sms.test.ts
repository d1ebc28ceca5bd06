import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { msg91Sms } from '../src/sms/msg91.ts';
import { twilioSms } from '../src/sms/twilio.ts';
import { fakeHttp } from './fake-http.ts';
import { farmer, startServer } from './harness.ts';

describe('SMS providers against a local fake of their API', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const close of closers.splice(0)) await close(); });

  it('msg91 posts the code to the OTP API with the auth key and template', async () => {
    const api = await fakeHttp(() => ({ status: 200, body: '{"type":"success","request_id":"abc"}' }));
    closers.push(api.close);
    await msg91Sms({ authKey: 'key-1', templateId: 'tpl-9', baseUrl: api.url, timeoutMs: 2000 })
      .sendOtp({ countryCode: '+91', mobile: '9876543210' }, '123456', 5);
    expect(api.received).toHaveLength(1);
    const [req] = api.received;
    const url = new URL(req!.url, api.url);
    expect(req!.method).toBe('POST');
    expect(url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({ template_id: 'tpl-9', mobile: '919876543210', otp: '123456', otp_expiry: '5' });
    expect(req!.headers.authkey).toBe('key-1');
  });

  it('msg91 rejects when the API says error', async () => {
    const api = await fakeHttp(() => ({ status: 200, body: '{"type":"error","message":"Invalid template"}' }));
    closers.push(api.close);
    await expect(msg91Sms({ authKey: 'k', templateId: 't', baseUrl: api.url, timeoutMs: 2000 })
      .sendOtp({ countryCode: '+91', mobile: '9876543210' }, '123456', 5)).rejects.toThrow(/Invalid template/);
  });

  it('twilio posts a form with To, From and the code, with basic auth', async () => {
    const api = await fakeHttp(() => ({ status: 201, body: '{"sid":"SM1"}' }));
    closers.push(api.close);
    await twilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', baseUrl: api.url, timeoutMs: 2000 })
      .sendOtp({ countryCode: '+91', mobile: '9876543210' }, '654321', 5);
    const [req] = api.received;
    expect(req!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req!.body);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toContain('654321');
  });

  it('twilio rejects on an error status, and a hanging provider times out', async () => {
    const refusing = await fakeHttp(() => ({ status: 400, body: '{"code":21211,"message":"invalid To"}' }));
    closers.push(refusing.close);
    const hanging = await fakeHttp(() => ({ hang: true }));
    closers.push(hanging.close);
    const config = { accountSid: 'AC1', authToken: 't', from: '+1500', timeoutMs: 300 };
    await expect(twilioSms({ ...config, baseUrl: refusing.url }).sendOtp({ countryCode: '+91', mobile: '9876543210' }, '1', 5))
      .rejects.toThrow(/HTTP 400/);
    await expect(twilioSms({ ...config, baseUrl: hanging.url }).sendOtp({ countryCode: '+91', mobile: '9876543210' }, '1', 5))
      .rejects.toThrow(/timed out/);
    await hanging.abandoned;
  });

  it('the API answers 503 when the configured provider is down', async () => {
    const api = await fakeHttp(() => ({ status: 500, body: 'oops' }));
    closers.push(api.close);
    // Real provider chosen by configuration, talking to the fake API.
    const s = await startServer('sqlite', {
      SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_BASE_URL: api.url,
    }, { sms: undefined });
    closers.push(() => s.close());
    const res = await s.call('POST', '/user/signup/request-otp/', { body: farmer() });
    expect(res.statusCode).toBe(503);
    expect(api.received).toHaveLength(1);
    expect(res.body).not.toContain('oops');
  });
});

describe('configuration', () => {
  it('refuses to print codes to the log in production unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32) })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' }))
      .toThrow(/SMS_ALLOW_CONSOLE_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console', SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true' }).sms.provider)
      .toBe('console');
    expect(loadConfig({}).sms.provider).toBe('console');
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMS_PROVIDER: 'carrier-pigeon' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/SMS_PROVIDER/);
  });

  it('requires the credentials of the chosen provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
  });
});

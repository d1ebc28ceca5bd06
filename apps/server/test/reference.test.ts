import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, signUp, startServer, type TestServer } from './harness.ts';

describe.each(DIALECTS)('languages, country codes and bots on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => { s = await startServer(dialect); });
  afterAll(async () => { await s.close(); });

  it('lists the 10 languages, each named in its own script', async () => {
    const res = await s.call('GET', '/language/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 10, next: null, prev: null });
    expect(body.results.map((l: { code: string; language: string }) => `${l.code}:${l.language}`)).toEqual([
      'EN:English', 'HI:हिन्दी', 'TE:తెలుగు', 'TA:தமிழ்', 'GU:ગુજરાતી', 'PA:ਪੰਜਾਬੀ', 'UR:اردو', 'ML:മലയാളം', 'SA:संस्कृतम्', 'KN:ಕನ್ನಡ',
    ]);
  });

  it('says what the assistant can do here, before the phone records or sends a photo', async () => {
    const res = await s.call('GET', '/assistant/capabilities/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ speech_to_text: false, speech: false, vision: false });
    const configured = await startServer(dialect, { STT_BASE_URL: 'http://127.0.0.1:9/v1', TTS_PROVIDER: 'espeak' });
    try {
      expect((await configured.call('GET', '/assistant/capabilities/')).json()).toEqual({ speech_to_text: true, speech: true, vision: false });
    } finally {
      await configured.close();
    }
  });

  it('lists country codes with India first', async () => {
    const body = (await s.call('GET', '/user/country-code/')).json();
    expect(body.results[0]).toEqual({ id: 1, country_code: '+91', country: 'India' });
    expect(body.count).toBe(body.results.length);
  });

  it('lists the six topic bots anonymously, with logos the server serves', async () => {
    const body = (await s.call('GET', '/bot/list/anonymous/')).json();
    expect(body.results.map((b: { name: string }) => b.name)).toEqual([
      'Crop Disease', 'Soil Test', 'Crop Doctor', 'Weather Insurance', 'Farm Monitoring', 'Weather Forecast',
    ]);
    for (const bot of body.results) {
      expect(bot.bgcolor).toMatch(/^#[0-9A-F]{6}$/i);
      const logo = await s.app.inject({ method: 'GET', url: bot.logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('pages the signed-in bot list and guards it', async () => {
    expect((await s.call('GET', '/bot/list/?page=1')).statusCode).toBe(401);
    const token = await signUp(s);
    const body = (await s.call('GET', '/bot/list/?page=1', { token })).json();
    expect(body).toMatchObject({ count: 6, next: null, prev: null });
    expect(body.results).toHaveLength(6);
    const beyond = (await s.call('GET', '/bot/list/?page=2', { token })).json();
    expect(beyond).toMatchObject({ results: [], count: 6, next: null, prev: '/api/v1/bot/list/?page=1' });
    expect((await s.call('GET', '/bot/list/?page=0', { token })).json()).toEqual({ page: ['Invalid page.'] });
    expect((await s.call('GET', '/bot/list/?page=abc', { token })).statusCode).toBe(400);
  });

  it('answers unknown paths with 404 in the error format', async () => {
    const res = await s.call('GET', '/nothing/here/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ['Not found.'] });
  });

  it('answers a broken JSON body with 400, not 500', async () => {
    const res = await s.call('POST', '/user/login/request-otp/', { payload: '{"mobile', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ['The request could not be read.'] });
  });
});

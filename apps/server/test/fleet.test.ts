import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { M } from '@krishimitra/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeOpenMeteo } from './fake-open-meteo.ts';
import { NGINX, startNginx } from './nginx.ts';
import { launch, type ServerProcess, signUpThrough, someFarmer } from './processes.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const ready = Boolean(PG_URL && REDIS_URL && NGINX);
if (!ready) console.warn('[fleet] skipped: needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx (apt-get install nginx)');

describe.skipIf(!ready)('two server processes behind nginx, one PostgreSQL, one Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let lb: Awaited<ReturnType<typeof startNginx>>;
  let schema: string;
  let weather: Awaited<ReturnType<typeof fakeOpenMeteo>>;

  beforeAll(async () => {
    // The processes run on the real clock: the fake's week starts today.
    weather = await fakeOpenMeteo(undefined, { fromToday: true });
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const env = {
      DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      REDIS_URL: REDIS_URL!, REDIS_PREFIX: `${schema}:`, TRUST_PROXY: 'true', TTS_PROVIDER: 'none',
      RATE_CHAT_PER_MINUTE: '4', ...weather.env,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-fleet-')),
    };
    // Started together: migrations take turns under their lock.
    [a, b] = await Promise.all([launch(env), launch(env)]);
    lb = await startNginx([a.port, b.port]);
  }, 90_000);
  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await weather?.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('the balancer spreads requests over both processes', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${lb.base}/api/v1/language/`);
      expect(res.status).toBe(200);
      upstreams.add(res.headers.get('x-upstream') ?? '');
    }
    expect(upstreams).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
  });

  it('one provider call serves a cell\'s forecast to both processes (cached in Redis)', async () => {
    const card = (server: ServerProcess) => server.json('GET', '/weather/?latitude=23.2031&longitude=77.0855&language_id=2');
    const first = await card(a);
    const second = await card(b);
    expect(first.status).toBe(200);
    expect(first.body.place.name).toBe('Sehore');
    expect(second.body.days).toEqual(first.body.days); // the advice may move on with the hour; the forecast is the same
    expect(weather.forecasts()).toHaveLength(1);
  });

  it('a code requested through one process verifies through the other', async () => {
    const token = await signUpThrough(a, '9833300011', b);
    expect((await a.json('GET', '/user/profile/', undefined, token)).status).toBe(200);
    // A used code holds no wait; an unused one's resend wait holds across processes.
    const login = { mobile_number: '9833300011', country_code_id: 1, language_id: 2 };
    expect((await a.json('POST', '/user/login/request-otp/', login)).status).toBe(200);
    const again = await b.json('POST', '/user/login/request-otp/', login);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ detail: [M.otpWait] });
  });

  it('a limit reached on one process is enforced on the other', async () => {
    const token = await signUpThrough(b, '9833300022', a);
    const session = (await a.json('POST', '/chat/create-session/', { language_id: 1, config_id: 1 }, token)).body.session_id;
    const ask = (server: ServerProcess) => {
      const form = new FormData();
      form.set('session_id', session);
      form.set('text', 'wheat yellow rust');
      return fetch(`${server.base}/chat/`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    };
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await ask(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await ask(b);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a token revoked on one process is refused by the other', async () => {
    const token = await signUpThrough(a, '9833300033');
    expect((await b.json('GET', '/user/profile/', undefined, token)).status).toBe(200);
    expect((await a.json('POST', '/user/logout/', undefined, token)).status).toBe(200);
    expect((await b.json('GET', '/user/profile/', undefined, token)).status).toBe(401);
  });

  it('a farmer signs up and chats through the balancer, whichever process answers', async () => {
    const me = someFarmer('9833300044');
    const marks = [a.log.length, b.log.length];
    const post = (url: string, body: unknown, token?: string) => fetch(`${lb.base}/api/v1${url}`, {
      method: 'POST', body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect((await post('/user/signup/request-otp/', me)).status).toBe(200);
    const code = await Promise.any([a.otp(me.mobile_number, marks[0]!), b.otp(me.mobile_number, marks[1]!)]);
    const signed = await post('/user/signup/validate-otp/', { ...me, otp: code });
    expect(signed.status).toBe(200);
    const token = ((await signed.json()) as { access_token: string }).access_token;
    const session = ((await (await post('/chat/create-session/', { language_id: 2, config_id: 1 }, token)).json()) as { session_id: string }).session_id;
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set('session_id', session);
      form.set('text', `गेहूं में पीला रतुआ ${i}`);
      const res = await fetch(`${lb.base}/api/v1/chat/`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    }
    const history = await fetch(`${lb.base}/api/v1/chat/conversations/?session_id=${session}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await history.json()) as { count: number }).count).toBe(3);
  });
});

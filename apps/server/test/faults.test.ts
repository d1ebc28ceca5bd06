import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { M } from '@krishimitra/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { canRunPostgres, canRunRedis, launch, privatePostgres, privateRedis, type ServerProcess, signUpThrough, waitFor } from './processes.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
/** Limits out of the way: each test is one caller sending bursts on purpose. */
const OPEN_LIMITS = { RATE_CHAT_PER_MINUTE: '100000', RATE_CHAT_PER_IP_PER_MINUTE: '100000', RATE_SESSIONS_PER_IP_PER_HOUR: '100000', TTS_PROVIDER: 'none' };

const ask = (server: ServerProcess, token: string, session: string, text: string) => {
  const form = new FormData();
  form.set('session_id', session);
  form.set('text', text);
  return fetch(`${server.base}/chat/`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
};

/** Every question stored in a session, reading all pages of its history. */
async function storedQuestions(server: ServerProcess, token: string, session: string) {
  const queries: string[] = [];
  for (let page = 1; ; page++) {
    const res = await server.json('GET', `/chat/conversations/?session_id=${session}&page=${page}`, undefined, token);
    queries.push(...res.body.results.map((t: { response: { query: string } }) => t.response.query));
    if (!res.body.next) return queries;
  }
}

async function pgSchemaUrl() {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

const stores: [string, () => Promise<Record<string, string>>][] = [
  ['SQLite', async () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-kill-')) })],
  ...(PG_URL ? [['PostgreSQL', async () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-kill-')), DATABASE_URL: await pgSchemaUrl() })] as [string, () => Promise<Record<string, string>>]] : []),
];

describe.each(stores)('kill -9 during a burst of questions on %s', (_name, storage) => {
  it('keeps every question that got a 2xx, exactly once', async () => {
    const env = { ...(await storage()), ...OPEN_LIMITS };
    let server = await launch(env);
    const token = await signUpThrough(server, '9822200011');
    const session = (await server.json('POST', '/chat/create-session/', { language_id: 1, config_id: 1 }, token)).body.session_id;

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    // 16 phones asking at once until the server dies under them.
    const phone = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const text = `wheat rust question ${n}-${i}`;
        sent++;
        try {
          const res = await ask(server, token, session, text);
          if (res.ok && (await res.json() as { query: string }).query === text) acknowledged.push(text);
        } catch {
          return; // connection cut by the kill
        }
      }
    };
    const phones = Array.from({ length: 16 }, (_, n) => phone(n));
    await waitFor('a burst of answers', () => (acknowledged.length >= 60 ? true : undefined), 30_000);
    killed = true;
    await server.kill();
    await Promise.all(phones);

    server = await launch(env);
    try {
      const stored = await storedQuestions(server, token, session);
      const counts = new Map<string, number>();
      for (const q of stored) counts.set(q, (counts.get(q) ?? 0) + 1);
      expect(acknowledged.filter((q) => counts.get(q) !== 1)).toEqual([]);
      expect([...counts.values()].every((c) => c === 1)).toBe(true);
      // Some were in flight: stored or not, but never twice, and never more than were sent.
      expect(stored.length).toBeLessThanOrEqual(sent);
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

describe.skipIf(!canRunPostgres)('PostgreSQL stopped and started under traffic', () => {
  let db: Awaited<ReturnType<typeof privatePostgres>>;
  let server: ServerProcess;
  afterAll(async () => { await server?.stop(); db?.destroy(); });

  it('answers 503 with the error body while it is down, and serves again when it is back, without a restart', async () => {
    db = await privatePostgres();
    server = await launch({ DATABASE_URL: db.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-pgdown-')), ...OPEN_LIMITS });
    const token = await signUpThrough(server, '9822200022');
    const session = (await server.json('POST', '/chat/create-session/', { language_id: 1, config_id: 1 }, token)).body.session_id;
    expect((await ask(server, token, session, 'wheat rust before')).status).toBe(200);

    db.stop();
    const down = await ask(server, token, session, 'wheat rust while down');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: [M.serviceUnavailable] });
    const history = await server.json('GET', `/chat/conversations/?session_id=${session}`, undefined, token);
    expect(history.status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);

    db.start();
    await waitFor('the API to serve again', async () => ((await ask(server, token, session, 'wheat rust after')).status === 200 ? true : undefined), 20_000);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    expect(await storedQuestions(server, token, session)).toEqual(expect.arrayContaining(['wheat rust before', 'wheat rust after']));
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});

describe.skipIf(!canRunRedis)('Redis stopped and started under traffic', () => {
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let server: ServerProcess;
  afterAll(async () => { await server?.stop(); await redis?.destroy(); });

  it('refuses costly calls with 503 while it is down, keeps reading, and limits again when it is back', async () => {
    redis = await privateRedis();
    server = await launch({ REDIS_URL: redis.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-redisdown-')), ...OPEN_LIMITS, RATE_CHAT_PER_MINUTE: '50' });
    const token = await signUpThrough(server, '9822200033');
    const session = (await server.json('POST', '/chat/create-session/', { language_id: 1, config_id: 1 }, token)).body.session_id;
    expect((await ask(server, token, session, 'wheat rust before')).status).toBe(200);

    await redis.stop();
    // A hang here would run into the test's own timeout; the answer itself is the check.
    const down = await ask(server, token, session, 'wheat rust while down');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: [M.serviceUnavailable] });
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(503);
    // Reading history needs no counter.
    expect((await server.json('GET', `/chat/conversations/?session_id=${session}`, undefined, token)).status).toBe(200);

    await redis.start();
    await waitFor('the API to serve again', async () => ((await ask(server, token, session, 'wheat rust after')).status === 200 ? true : undefined), 20_000);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { databaseLimiter } from '../src/limits/database-limiter.ts';
import type { Limiter } from '../src/limits/index.ts';
import { redisLimiter } from '../src/limits/redis-limiter.ts';
import { DIALECTS, freshDatabase } from './harness.ts';

const limiterOf = (d: Database) => databaseLimiter(d.db, d.dialect);
const REDIS_URL = process.env.TEST_REDIS_URL;
const t0 = Date.parse('2026-11-21T06:00:00Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000);

/** A limiter, and a second one on the same store (as another server process would have). */
type Made = { limiter: Limiter; second: () => Limiter; done: () => Promise<void> };
const stores: [string, () => Promise<Made>][] = [
  ...DIALECTS.map((dialect) => [`database (${dialect})`, async () => {
    const { database, open, drop } = await freshDatabase(dialect);
    await migrate(database);
    const others: Database[] = [];
    return {
      limiter: limiterOf(database),
      // SQLite serves one process through one connection (better-sqlite3 blocks the thread while
      // it waits for a lock, so two connections in one process would wait on each other).
      second: () => {
        if (dialect === 'sqlite') return limiterOf(database);
        const other = open();
        others.push(other);
        return limiterOf(other);
      },
      done: async () => { for (const d of [database, ...others]) await d.db.destroy(); await drop(); },
    };
  }] as [string, () => Promise<Made>]),
  ...(REDIS_URL ? [['redis', async () => {
    const options = { url: REDIS_URL, prefix: `t_${randomBytes(6).toString('hex')}:` };
    const limiter = redisLimiter(options);
    const others: Limiter[] = [];
    return {
      limiter,
      second: () => { const other = redisLimiter(options); others.push(other); return other; },
      done: async () => { for (const l of [limiter, ...others]) await l.close(); },
    };
  }] as [string, () => Promise<Made>]] : []),
];

describe.each(stores)('rate counters in %s', (_name, make) => {
  const made: Made[] = [];
  const fresh = async () => { const m = await make(); made.push(m); return m; };
  const open = async () => (await fresh()).limiter;
  afterAll(async () => { for (const m of made) await m.done(); });

  it('allows exactly `limit` events in any sliding window and says when the next one frees up', async () => {
    const limiter = await open();
    const rule = { key: 'otp:num', limit: 3, windowSeconds: 600 };
    // Three events 90 s apart; a fixed 10-minute window could let a fourth through at its boundary.
    for (const s of [0, 90, 180]) expect(await limiter.take([rule], at(s))).toEqual({ ok: true });
    const refused = await limiter.take([rule], at(300));
    expect(refused).toMatchObject({ ok: false, rule });
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeCloseTo(300, 3);
    expect((await limiter.take([rule], at(599))).ok).toBe(false);
    // At 600 s the first event has left the window: one more, not three.
    expect((await limiter.take([rule], at(600.001))).ok).toBe(true);
    expect((await limiter.take([rule], at(600.002))).ok).toBe(false);
  });

  it('counts all rules or none: a full rule leaves the others untouched', async () => {
    const limiter = await open();
    const small = { key: 'small', limit: 1, windowSeconds: 60 };
    const big = { key: 'big', limit: 2, windowSeconds: 60 };
    expect((await limiter.take([small], at(0))).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(await limiter.take([big, small], at(1))).toMatchObject({ ok: false, rule: small });
    // The refused attempts did not use up `big`.
    expect((await limiter.take([big], at(2))).ok).toBe(true);
    expect((await limiter.take([big], at(3))).ok).toBe(true);
    expect((await limiter.take([big], at(4))).ok).toBe(false);
  });

  it('keeps keys apart', async () => {
    const limiter = await open();
    expect((await limiter.take([{ key: 'a', limit: 1, windowSeconds: 60 }], at(0))).ok).toBe(true);
    expect((await limiter.take([{ key: 'b', limit: 1, windowSeconds: 60 }], at(0))).ok).toBe(true);
  });

  it('gives the last slot to one of many concurrent callers, from two separate clients', async () => {
    const store = await fresh();
    const [one, two] = [store.limiter, store.second()];
    const rule = { key: 'race', limit: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).take([rule], at(i / 100))));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('answers a readiness ping', async () => {
    await expect((await open()).ping()).resolves.toBeUndefined();
  });
});

describe('a Redis that cannot be reached', () => {
  it('fails fast with an error the API turns into 503, not a hang', async () => {
    const limiter = redisLimiter({ url: 'redis://127.0.0.1:1', prefix: 'x:' });
    // Nothing listens on port 1: the take must reject (a hang would meet the test's timeout).
    await expect(limiter.take([{ key: 'k', limit: 1, windowSeconds: 1 }], new Date())).rejects.toMatchObject({ name: 'LimiterUnavailable' });
    await limiter.close();
  });
});


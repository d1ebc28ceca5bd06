import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type Limiter, LimiterUnavailable, type Rule } from './limiter.ts';

/**
 * One script checks every rule and then counts the event in all of them, atomically, so two
 * processes racing for the last slot can't both get it. Each key is a sorted set of event times.
 * Returns {0, 0} when counted, else {index of the full rule (1-based), ms until it frees up}.
 */
const TAKE = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    local wait = window
    if oldest[2] then wait = tonumber(oldest[2]) + window - now end
    return {i, wait}
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return {0, 0}
`;

export interface RedisOptions { url: string; prefix: string }

export function redisLimiter({ url, prefix }: RedisOptions): Limiter {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    // Fail fast while Redis is down (the request gets a 503) instead of queueing commands until
    // it is back; reconnecting goes on in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  // Connection errors are reported through commands failing; an unhandled 'error' event would
  // otherwise crash the process.
  redis.on('error', () => {});
  /** Waits briefly for a connection being (re)made: at start-up, or just after Redis came back. */
  const connected = () => redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => { redis.off('ready', onReady); reject(new Error(`not connected (${redis.status})`)); }, 2000);
    const onReady = () => { clearTimeout(timer); resolve(); };
    redis.once('ready', onReady);
  });
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      await connected();
      return await run();
    } catch (err) {
      throw new LimiterUnavailable(`redis: ${(err as Error).message}`);
    }
  };
  return {
    name: 'redis',
    async take(rules: Rule[], now: Date) {
      if (rules.length === 0) return { ok: true };
      const args = [now.getTime(), `${now.getTime()}-${randomBytes(6).toString('hex')}`, ...rules.flatMap((r) => [r.limit, r.windowSeconds * 1000])];
      const [index, waitMs] = await call(() => redis.eval(TAKE, rules.length, ...rules.map((r) => r.key), ...args) as Promise<[number, number]>);
      if (index === 0) return { ok: true };
      return { ok: false, rule: rules[index - 1]!, retryAfterSeconds: waitMs / 1000 };
    },
    async ping() {
      await call(() => redis.ping());
    },
    async close() {
      redis.disconnect();
    },
  };
}

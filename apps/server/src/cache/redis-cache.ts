import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

/**
 * The cache in Redis, shared by a fleet. A value carries its own expiry, judged by the server's
 * clock like the database's (so tests can move time); Redis forgets it a little later by itself.
 */
export function redisCache({ url, prefix }: { url: string; prefix: string }): Cache {
  const redis = new Redis(url, {
    keyPrefix: `${prefix}cache:`,
    // A question waits for no cache: fail fast while Redis is down and ask the provider instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Failures surface through the commands; an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  const connected = () => redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => { redis.off('ready', onReady); reject(new Error(`redis not connected (${redis.status})`)); }, 2000);
    const onReady = () => { clearTimeout(timer); resolve(); };
    redis.once('ready', onReady);
  });
  return {
    name: 'redis',
    async get(key, now) {
      await connected();
      const kept = await redis.get(key);
      if (kept === null) return null;
      const { value, expiresAt } = JSON.parse(kept) as { value: string; expiresAt: number };
      return expiresAt > now.getTime() ? value : null;
    },
    async set(key, value, ttlSeconds, now) {
      await connected();
      const expiresAt = now.getTime() + ttlSeconds * 1000;
      await redis.set(key, JSON.stringify({ value, expiresAt }), 'EX', Math.ceil(ttlSeconds) + 60);
    },
    async close() { redis.disconnect(); },
  };
}

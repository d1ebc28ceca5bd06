import { onceAtATime } from '../once-at-a-time.ts';

/**
 * A shared store for what live providers said (a place's forecast, a district's prices), kept for a
 * while so that one provider call serves every farmer nearby, and every process of a fleet.
 */
export interface Cache {
  name: 'redis' | 'database';
  get(key: string, now: Date): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number, now: Date): Promise<void>;
  close(): Promise<void>;
}

/** Values being made right now, per cache and key: the forecast card and a chat answer asking at once make one provider call. */
const making = new WeakMap<Cache, Map<string, Promise<unknown>>>();

/**
 * The value under `key`, or `make()`'s (kept for `ttlSeconds`); asked again while it is being
 * made, in this process, the same making is waited for. A broken cache is not a reason to fail a
 * farmer's question: it is only skipped.
 */
export async function cached<T>(cache: Cache, key: string, ttlSeconds: number, now: Date, make: () => Promise<T>, onError?: (err: unknown) => void): Promise<T> {
  const kept = await cache.get(key, now).catch((err: unknown) => { onError?.(err); return null; });
  if (kept !== null) {
    try { return JSON.parse(kept) as T; } catch { /* a damaged value is made again */ }
  }
  let inProgress = making.get(cache);
  if (!inProgress) making.set(cache, inProgress = new Map());
  return onceAtATime(inProgress as Map<string, Promise<T>>, key, async () => {
    const value = await make();
    await cache.set(key, JSON.stringify(value), ttlSeconds, now).catch((err: unknown) => onError?.(err));
    return value;
  });
}

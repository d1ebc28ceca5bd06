import { describe, expect, it } from 'vitest';
import { type Cache, cached } from '../src/cache/cache.ts';

/** A cache that misses until a value is set (the shape of the real ones, for the function alone). */
function emptyCache(): Cache & { sets: number } {
  const values = new Map<string, string>();
  return {
    name: 'database', sets: 0,
    async get(key) { return values.get(key) ?? null; },
    async set(key, value) { this.sets++; values.set(key, value); },
    async close() {},
  };
}

describe('a live provider\'s cached answer', () => {
  it('is made once for callers asking at the same time (the forecast card and a chat answer), and kept', async () => {
    const cache = emptyCache();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const make = async () => { calls++; await gate; return { rain: 12 }; };
    const now = new Date('2026-11-28T06:00:00Z');
    const asked = [cached(cache, 'forecast:cell', 3600, now, make), cached(cache, 'forecast:cell', 3600, now, make)];
    release();
    expect(await Promise.all(asked)).toEqual([{ rain: 12 }, { rain: 12 }]);
    expect(calls).toBe(1);
    expect(cache.sets).toBe(1);
    // Later callers read what was kept.
    expect(await cached(cache, 'forecast:cell', 3600, now, make)).toEqual({ rain: 12 });
    expect(calls).toBe(1);
  });
});

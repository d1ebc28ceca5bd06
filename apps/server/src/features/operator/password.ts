import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Node's scrypt, memory-hard: 2^15 × 8 × 128 bytes = 32 MB per guess, about 0.1 s here.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY = 32;
const derive = (password: string, salt: Buffer, n: number, r: number, p: number) => new Promise<Buffer>((resolve, reject) =>
  scrypt(password.normalize('NFKC'), salt, KEY, { N: n, r, p, maxmem: 128 * n * r * 2 }, (err, key) => (err ? reject(err) : resolve(key))));

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised for new passwords without breaking old ones. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  const expected = Buffer.from(hash, 'base64');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password no one in the team would pick by accident; the CLI says so when it is too short. */
export const MIN_PASSWORD = 12;

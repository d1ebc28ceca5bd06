import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated media live: a local directory (default) or S3-compatible object
 * storage, one file per implementation. Keys are server-made ids, never client filenames.
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  readAll(key: string): Promise<Buffer>;
}

/** Keys are ids the server made; anything else is a bug, refused before it reaches a path or URL. */
export function checkKey(key: string): string {
  if (!/^[a-zA-Z0-9/_-]+$/.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`bad media key ${key}`);
  return key;
}

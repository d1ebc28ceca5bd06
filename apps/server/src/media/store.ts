import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated media live: a local directory (default) or S3-compatible object
 * storage, one file per implementation. Keys are server-made ids, never client filenames.
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from disk (an upload streamed to a temporary file), without reading it into memory. */
  putFile(key: string, file: string, size: number): Promise<void>;
  read(key: string): Promise<Readable>;
  readAll(key: string): Promise<Buffer>;
  /** Removes a file; one already gone is no error. */
  remove(key: string): Promise<void>;
  /**
   * Removes what a crash left behind, older than `before`: half-written files, and files that
   * `known` doesn't name (written before their row was). Stores that expire objects by their own
   * rules (S3 lifecycle) need not implement it. Returns how many it removed.
   */
  sweep?(before: Date, known: (keys: string[]) => Promise<Set<string>>): Promise<number>;
}

/** Keys are ids the server made; anything else is a bug, refused before it reaches a path or URL. */
export function checkKey(key: string): string {
  if (!/^[a-zA-Z0-9/_-]+$/.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`bad media key ${key}`);
  return key;
}

import { z } from 'zod';
import { M } from './messages.ts';

/** Accepts a JSON number or a numeric string (form posts) and yields a number. */
const numericString = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : /^-?\d+$/.test(value.trim()) ? Number(value) : value) : value;

/**
 * Free text without NUL bytes: no farmer types one, PostgreSQL refuses to store one, and a string
 * that carries one is cut short by C code along the way.
 */
export const withoutNul = (s: string) => !s.includes('\u0000');

/** The largest id a database integer column holds (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/** A positive integer id; any missing or wrong value (too big for the database too) gets the one message the form shows. */
export const idOf = (message: string) =>
  z.preprocess(numericString, z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message }));

export const pageQuery = z.object({
  page: z.preprocess(
    numericString,
    z.number({ error: M.pageInvalid }).int({ error: M.pageInvalid }).min(1, { error: M.pageInvalid }).max(100000, { error: M.pageInvalid }),
  ).default(1),
});

/** The paginated envelope of every list call: next/prev are paths of the neighbouring pages or null. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int(),
    next: z.string().nullable(),
    prev: z.string().nullable(),
  });

export type Page<T> = { results: T[]; count: number; next: string | null; prev: string | null };

export { numericString };

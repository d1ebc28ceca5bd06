import { M } from './messages.ts';
import type { z } from 'zod';

/** Every 4xx/5xx body: field name (or "detail") → messages; the client shows one toast per message. */
export type ErrorBody = Record<string, string[]>;

/** Turns a failed Zod parse into the error body, one array of distinct messages per field. */
export function errorBodyFromZod(error: z.ZodError): ErrorBody {
  const body: ErrorBody = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'detail';
    // A body that is not an object at all (a wrong content type): the contract's words, not Zod's.
    const message = issue.path.length === 0 && issue.code === 'invalid_type' ? M.invalidBody : issue.message;
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return body;
}

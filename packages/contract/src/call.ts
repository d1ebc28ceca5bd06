import type { z } from 'zod';
import type { Route } from './routes.ts';

/**
 * One API call of the spec's section 7: where it lives and the schemas of what goes in and out.
 * The server validates `body`/`query` and serialises `response` with these; the web app takes
 * its request and response types from them.
 */
export interface ApiCall<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Path below the API base (/api/v1), with the trailing slash the spec uses. */
  path: string;
  /** Whether the call needs a bearer access token. */
  auth: boolean;
  body: Body;
  query: Query;
  response: Response;
}

export function defineCall<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(route: Route, schemas: { body?: Body; query?: Query; response: Response }): ApiCall<Body, Query, Response> {
  return { method: route.method, path: route.path, auth: route.auth, ...schemas, body: schemas.body as Body, query: schemas.query as Query };
}

export type BodyOf<C extends ApiCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type QueryOf<C extends ApiCall> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
export type ResponseOf<C extends ApiCall> = z.output<C['response']>;

/** The call a route stands for, from its type-only link. */
export type CallOf<R extends Route> = NonNullable<R['call']>;

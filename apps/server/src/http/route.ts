import type { ApiCall } from '@krishimitra/contract';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from './zod-provider.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of a contract call: validate body and query, serialise the 200 response. */
export function schemaOf<C extends ApiCall>(call: C) {
  return {
    body: call.body as C['body'],
    querystring: call.query as C['query'],
    response: { 200: call.response as C['response'] },
  };
}

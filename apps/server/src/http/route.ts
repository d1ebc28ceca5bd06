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
  // Only the parts the call has: Fastify warns about schema keys that are present but empty.
  return {
    ...(call.body ? { body: call.body } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    response: { 200: call.response },
  } as { body: C['body']; querystring: C['query']; response: { 200: C['response'] } };
}

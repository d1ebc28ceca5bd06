import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { z } from 'zod';

/** Lets route handlers take their request and reply types from the contract's Zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Validates with the contract schema; a failure reaches the error handler as a ZodError. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data);
  return result.success ? { value: result.data } : { error: result.error };
};

/** Serialises through the schema, so a response carries exactly the contract's fields. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => (data) =>
  JSON.stringify(schema.parse(data));

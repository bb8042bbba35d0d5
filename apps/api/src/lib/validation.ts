import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { plainInputSchema } from '@portal/domain/lib';

/**
 * Every route's body, query string, path and headers schema, behind the shared input rule: a
 * control character anywhere is a 400 on its field before the route's own schema runs.
 */
export const plainInputValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  validatorCompiler({ ...route, schema: plainInputSchema.pipe(route.schema) });

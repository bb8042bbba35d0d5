import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { SearchInputError, SupplierError, supplierAppError } from '../suppliers';

const SOMETHING_WENT_WRONG = 'Ocorreu algum problema, por favor, tente novamente!';

/** The failures the client is told about as they are: the app's own, a supplier's, a search's input. */
function knownError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof SupplierError) return supplierAppError(error);
  // A search whose input the schema passed but its rules refuse (a date in the past, an unknown airport).
  if (error instanceof SearchInputError)
    return new AppError(422, error.message, 'INVALID_SEARCH', error.fields);
  return null;
}

/**
 * The app's one error handler: every error answers `{ error, code?, fields? }` with a readable
 * message and never a stack; schema failures answer 400 VALIDATION with a message per field.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const known = knownError(error);
      if (known) {
        return reply
          .code(known.statusCode)
          .send({ error: known.message, code: known.code, fields: known.fields });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
          fields[path] ??= issue.message ?? 'inválido';
        }
        const first =
          error.validation[0]?.message ?? 'Há algo de errado nos seus dados, verifique!';
        return reply.code(400).send({ error: first, code: 'VALIDATION', fields });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.code(500).send({ error: SOMETHING_WENT_WRONG });
      }
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      return reply.code(status).send({
        error: status >= 500 ? SOMETHING_WENT_WRONG : error.message,
        code: error.code,
      });
    });
  },
  { name: 'error-handler' },
);

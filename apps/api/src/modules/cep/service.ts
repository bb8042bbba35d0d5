import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { cepMessages, formatCep, type CepResponse } from '@portal/domain/cep';
import { AppError, notFound } from '../../lib/errors';
import { findCepRange } from './ranges';

/** The postal-code port: the ViaCEP adapter or the embedded range table. */
export interface CepLookup {
  /** Looks up 8 digits; throws 404 for an unknown CEP and 502 when the service fails. */
  lookup(digits: string): Promise<CepResponse>;
}

const unavailable = (cause?: unknown) =>
  new AppError(502, cepMessages.unavailable, 'CEP_UNAVAILABLE', undefined, cause);
const unknownCep = () => notFound(cepMessages.notFound, 'CEP_NOT_FOUND');

/** ViaCEP's answer: the fields we pass on, or `erro` for a well-formed CEP nobody uses. */
const viaCepBodySchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    complemento: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string().default(''),
    uf: z.string().length(2),
  }),
]);

/** ViaCEP-compatible service at `baseUrl` (e.g. https://viacep.com.br/ws): GET {baseUrl}/{cep}/json/. */
export function viaCepLookup(options: {
  baseUrl: string;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}): CepLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(digits) {
      let response: Response;
      try {
        response = await fetch(`${base}/${digits}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        options.log?.warn({ err: error }, 'CEP service unreachable or too slow');
        throw unavailable(error);
      }
      if (response.status === 400 || response.status === 404) throw unknownCep();
      if (!response.ok) {
        options.log?.warn({ status: response.status }, 'CEP service failed');
        throw unavailable();
      }
      const parsed = viaCepBodySchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        options.log?.warn('CEP service answered an unexpected body');
        throw unavailable();
      }
      if ('erro' in parsed.data) throw unknownCep();
      const { logradouro, complemento, bairro, localidade, uf } = parsed.data;
      return {
        cep: formatCep(digits),
        logradouro,
        complemento,
        bairro,
        localidade,
        uf: uf.toUpperCase(),
      };
    },
  };
}

/** Without a CEP service: the state (and a capital's city) from the Correios ranges. */
export function embeddedCepLookup(): CepLookup {
  return {
    async lookup(digits) {
      const range = findCepRange(digits);
      if (!range) throw unknownCep();
      return {
        cep: formatCep(digits),
        logradouro: '',
        complemento: '',
        bairro: '',
        localidade: range.localidade ?? '',
        uf: range.uf,
      };
    },
  };
}

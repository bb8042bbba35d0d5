import { Duffel, DuffelError } from '@duffel/api';
import type { ApiResponseError } from '@duffel/api/types';
import {
  SupplierConflictError,
  SupplierError,
  SupplierInputError,
  SupplierNotFoundError,
  SupplierPriceChangedError,
  SupplierTimeoutError,
  SupplierUnavailableError,
} from '../errors';
import { sleep } from '../timeout';

/**
 * The Duffel API version every request names (the client's `Duffel-Version` header). Pinned:
 * a new version is adopted by changing it here and running the contract tests against it.
 */
export const DUFFEL_API_VERSION = 'v2';

export interface DuffelSettings {
  accessToken: string;
  /** https://api.duffel.com, or the tests' local server. */
  apiUrl: string;
}

export const duffelClient = (settings: DuffelSettings): Duffel =>
  new Duffel({
    token: settings.accessToken,
    basePath: settings.apiUrl,
    apiVersion: DUFFEL_API_VERSION,
    source: 'loyalty-travel-portal',
  });

/** An error of Duffel's reply; `source` names the request field a validation error is about. */
interface DuffelApiError extends ApiResponseError {
  source?: { field?: string; pointer?: string };
}

/** Longest wait for a rate-limit window when the reset header is missing or unreadable. */
const FALLBACK_RATE_LIMIT_WAIT_MS = 1_000;

/**
 * How long until Duffel's rate-limit window resets, from its `ratelimit-reset` header: an
 * HTTP date, epoch seconds, or seconds from now.
 */
export function rateLimitWaitMs(reset: string | null, now: number): number {
  if (!reset) return FALLBACK_RATE_LIMIT_WAIT_MS;
  const value = reset.trim();
  let at: number;
  if (/^\d+(\.\d+)?$/.test(value)) {
    const seconds = Number(value);
    // An epoch timestamp is far larger than any window length.
    at = seconds > 1_000_000_000 ? seconds * 1000 : now + seconds * 1000;
  } else {
    at = Date.parse(value);
  }
  if (Number.isNaN(at)) return FALLBACK_RATE_LIMIT_WAIT_MS;
  return Math.max(0, at - now);
}

/** The member's words for the passenger fields Duffel validates. */
const fieldNames: Array<[RegExp, string]> = [
  [/born_on/, 'data de nascimento'],
  [/phone_number/, 'telefone'],
  [/email/, 'e-mail'],
  [/given_name/, 'nome'],
  [/family_name/, 'sobrenome'],
  [/identity_documents|unique_identifier/, 'documento de identidade'],
  [/expires_on/, 'validade do documento'],
  [/gender|title/, 'sexo'],
  [/departure_date/, 'data da viagem'],
  [/origin|destination/, 'aeroporto'],
  [/passengers/, 'passageiros'],
];

function fieldOf(error: DuffelApiError): string {
  const source = error.source?.field ?? error.source?.pointer ?? '';
  return fieldNames.find(([pattern]) => pattern.test(source))?.[1] ?? (source || 'dados');
}

/** What a failed Duffel call means for the portal. */
export function duffelFailure(error: unknown): Error {
  if (error instanceof SupplierError) return error;
  if (!(error instanceof DuffelError)) return new SupplierUnavailableError('flight');
  const first: DuffelApiError | undefined = error.errors?.[0];
  const status = error.status ?? error.meta?.status ?? 0;
  if (status >= 500 || first?.type === 'api_error' || first?.type === 'authentication_error')
    return new SupplierUnavailableError('flight');
  if (first?.code === 'offer_no_longer_available' || status === 404)
    return new SupplierNotFoundError(
      'flight',
      'A opção escolhida não está mais disponível. Refaça a pesquisa.',
    );
  if (first?.code === 'price_changed') return new SupplierPriceChangedError('flight');
  if (first && (first.type === 'validation_error' || status === 422)) {
    const field = fieldOf(first);
    return new SupplierInputError('flight', `A companhia aérea recusou o campo: ${field}.`, field);
  }
  return new SupplierConflictError(
    'flight',
    'A companhia aérea não confirmou a reserva. Nada foi cobrado; tente outra opção.',
  );
}

/**
 * `promise`, or a timeout once `signal` aborts. @duffel/api's client takes no abort signal (its
 * fetch has none), so the request itself runs on: a caller that must know its outcome (an order
 * being created) keeps the request's own promise.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SupplierTimeoutError('flight', 0));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new SupplierTimeoutError('flight', 0));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * One Duffel call under the caller's deadline (its signal, from SUPPLIER_TIMEOUT_MS): the call
 * ends with a timeout when the signal aborts, a 429 is retried once its rate-limit window resets
 * (the signal ends the waits too), any other failure becomes a supplier error.
 */
export async function callDuffel<T>(
  signal: AbortSignal,
  call: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  for (;;) {
    try {
      return await untilAborted(call(), signal);
    } catch (error) {
      if (error instanceof DuffelError && error.status === 429 && !signal.aborted) {
        await sleep(rateLimitWaitMs(error.headers?.get('ratelimit-reset') ?? null, now()), signal);
        continue;
      }
      throw duffelFailure(error);
    }
  }
}

import type { z } from 'zod';
import type { ErrorResponse, Tokens } from '@portal/domain/auth';
import { getAuth, setAuth } from '../session/tokenStore';
import { apiHeaders, takeEarlyResponse } from './earlyRequests';
import { sharedMessages } from '../messages';
import { assignLocation } from '../browser';

/** Request timeout. */
export const REQUEST_TIMEOUT_MS = 300_000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: ErrorResponse | null, fallback: string) {
    super(body?.error ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.fields = body?.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type ExpiredHandler = () => void;
let onSessionExpired: ExpiredHandler = () => {
  assignLocation('/session-expires');
};

/** The app installs a router-aware handler; the default does a full navigation. */
export function setSessionExpiredHandler(handler: ExpiredHandler): void {
  onSessionExpired = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * How a JSON reply is read; omit both for replies whose body is not read (204). `reply: 'json'`
   * takes the reply as the caller's contract type without checking it: the server already writes
   * every reply through the contract's zod schema, and checking it again would put zod (and the
   * work of walking large replies) on the start-up and search paths. `schema` checks it in the
   * browser too, for pages that load zod anyway.
   */
  reply?: 'json';
  schema?: z.ZodType<T>;
  /**
   * Whether a 401 on a signed request refreshes the tokens once and, failing that, ends the
   * session at /session-expires. Off for the sign-in calls themselves.
   */
  sessionRequest?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers (the booking's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * Signs with this token instead of the member's (the console's operator token); such a
   * request never refreshes or ends the member's session.
   */
  bearer?: string | null;
}

/** Resolves with the reply, or rejects as the caller's signal aborts. */
function untilAborted(
  response: Promise<Response>,
  signal: AbortSignal | undefined,
): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}

async function rawFetch(
  path: string,
  options: RequestOptions<unknown>,
  idToken: string | null,
): Promise<Response> {
  const method = options.method ?? 'GET';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  // the start-up script may have sent this very request while the app's code downloaded; a failed
  // early request is asked again below
  const early = options.headers ? undefined : takeEarlyResponse(method, path, body, idToken);
  if (early) {
    try {
      return await untilAborted(early, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw error;
    }
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  try {
    const headers = apiHeaders(idToken, body !== undefined, options.headers);
    // an operator's request speaks for no campaign
    if (options.bearer !== undefined) headers.delete('Campaign');
    return await fetch(path, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      throw new ApiError(0, null, sharedMessages.timeout);
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, sharedMessages.network);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}

async function readError(response: Response): Promise<ErrorResponse | null> {
  try {
    const body: unknown = await response.json();
    return isErrorResponse(body) ? body : null;
  } catch {
    return null;
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time; every request that met a 401 waits for the same one. */
function refreshTokens(): Promise<boolean> {
  const refreshToken = getAuth()?.refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const response = await rawFetch(
        '/api/auth/refresh',
        { method: 'POST', body: { refreshToken } },
        null,
      );
      if (!response.ok) return false;
      setAuth((await response.json()) as Tokens);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** /session-expires clears the storage itself (after reading the shop address it needs). */
function expireSession(): void {
  onSessionExpired();
}

/** Sends with the stored tokens, refreshing once on 401; a reply that is not ok throws. */
async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  if (options.bearer !== undefined) {
    const response = await rawFetch(path, options, options.bearer);
    if (!response.ok)
      throw new ApiError(response.status, await readError(response), sharedMessages.unexpected);
    return response;
  }
  const sessionRequest = options.sessionRequest ?? true;
  let auth = getAuth();
  if (sessionRequest && auth?.refreshToken && auth.expiresAt <= Date.now()) {
    await refreshTokens();
    auth = getAuth();
  }
  let response = await rawFetch(path, options, auth?.idToken ?? null);

  if (response.status === 401 && sessionRequest && auth) {
    if (await refreshTokens()) {
      response = await rawFetch(path, options, getAuth()?.idToken ?? null);
    }
    if (response.status === 401) {
      expireSession();
      throw new ApiError(401, await readError(response), sharedMessages.sessionExpired);
    }
  }

  if (!response.ok) {
    throw new ApiError(response.status, await readError(response), sharedMessages.unexpected);
  }
  return response;
}

/** A signed file download (the voucher PDF): the reply body as a Blob. */
export async function apiBlob(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'> = {},
): Promise<Blob> {
  const response = await send(path, options);
  return response.blob();
}

export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await send(path, options);
  if ((!options.schema && !options.reply) || response.status === 204) return undefined as T;

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, null, sharedMessages.unexpected);
  }
  if (!options.schema) return json as T;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Resposta inesperada de ${path}`, parsed.error.issues);
    throw new ApiError(response.status, null, sharedMessages.unexpected);
  }
  return parsed.data;
}

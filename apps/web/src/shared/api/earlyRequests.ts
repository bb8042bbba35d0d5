import { localKeys } from '../storage/keys';
import { readLocal } from '../storage/storage';

/** A request the page's start-up script sent before the app's code had arrived. */
interface EarlyRequest {
  key: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Shared by the start-up script (a bundle of its own, inlined in the page) and the app. */
    portalEarlyRequests?: EarlyRequest[];
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function campaignHeader(): string | null {
  const id = readLocal(localKeys.campaignId);
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

/** What every API request carries: JSON both ways, the signed user's token, the chosen campaign. */
export function apiHeaders(
  idToken: string | null,
  hasBody: boolean,
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  const campaign = campaignHeader();
  if (campaign) headers.set('Campaign', campaign);
  return headers;
}

// the token is part of the key: a reply is only ever taken by a request made as the same user
const requestKey = (
  method: Method,
  path: string,
  body: string | undefined,
  idToken: string | null,
) => JSON.stringify([method, path, body ?? null, idToken]);

/**
 * Sends a request the first page will make, while its code downloads; the app's first identical
 * request (same method, address, body and user) takes the reply instead of asking again.
 */
export function sendEarly(
  method: Method,
  path: string,
  body: unknown,
  idToken: string | null,
): Promise<Response> {
  const serialized = body === undefined ? undefined : JSON.stringify(body);
  const response = fetch(path, {
    method,
    headers: apiHeaders(idToken, serialized !== undefined),
    body: serialized,
  });
  // a reply nobody takes, or a failure the app meets again with its own request, is not an error
  response.catch(() => undefined);
  (window.portalEarlyRequests ??= []).push({
    key: requestKey(method, path, serialized, idToken),
    response,
  });
  return response;
}

/** The reply of an early request identical to this one, taken once; undefined when none was sent. */
export function takeEarlyResponse(
  method: Method,
  path: string,
  body: string | undefined,
  idToken: string | null,
): Promise<Response> | undefined {
  const pending = window.portalEarlyRequests;
  const key = requestKey(method, path, body, idToken);
  const index = pending?.findIndex((request) => request.key === key) ?? -1;
  return index < 0 ? undefined : pending?.splice(index, 1)[0]?.response;
}

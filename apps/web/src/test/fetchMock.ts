// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}) => MockReply | Promise<MockReply>;

/**
 * Installs a fetch stub answering by "METHOD /path" (query string ignored unless the key has
 * one). Unknown calls answer 404. Returns the spy to inspect calls.
 */
export function mockFetch(routes: Record<string, MockReply | Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const bare = path.split('?')[0] ?? path;
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${bare}`];
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply: MockReply =
      route === undefined
        ? { status: 404, body: { error: 'not found' } }
        : typeof route === 'function'
          ? await route({ url: path, method, body, headers })
          : route;
    const status = reply.status ?? 200;
    return new Response(
      status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

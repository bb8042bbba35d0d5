import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../../test/fetchMock';
import { getAuth, setAuth } from '../session/tokenStore';
import { apiRequest, ApiError, setSessionExpiredHandler } from './client';
import { sendEarly } from './earlyRequests';

describe('api client', () => {
  it('sends the bearer token and the campaign header, and parses with zod', async () => {
    setAuth({ idToken: 'a', refreshToken: 'r', expiresIn: 3600, localId: 'u' });
    window.localStorage.setItem('campaignId', '77');
    const fetch = mockFetch({ 'GET /api/x': { body: { value: 1 } } });
    await expect(
      apiRequest('/api/x', { schema: z.object({ value: z.number() }) }),
    ).resolves.toEqual({ value: 1 });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer a');
    expect(headers.get('Campaign')).toBe('77');
  });

  it('takes a json reply as the server wrote it, and reads the error body of a refusal', async () => {
    mockFetch({
      'GET /api/x': { body: { value: 1, extra: 'kept' } },
      'GET /api/y': { status: 409, body: { error: 'Sem vagas', code: 'full' } },
    });
    await expect(apiRequest<{ value: number }>('/api/x', { reply: 'json' })).resolves.toEqual({
      value: 1,
      extra: 'kept',
    });
    const refusal = await apiRequest('/api/y', { reply: 'json' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, message: 'Sem vagas', code: 'full' });
  });

  it('takes the reply of the identical request the start-up script sent, and asks again when it failed', async () => {
    setAuth({ idToken: 'a', refreshToken: 'r', expiresIn: 3600, localId: 'u' });
    let calls = 0;
    const fetch = mockFetch({
      'GET /api/user': () => ({ body: { call: (calls += 1) } }),
      'POST /api/flight': () => ({ body: { call: (calls += 1) } }),
    });
    sendEarly('GET', '/api/user', undefined, 'a');
    await expect(apiRequest('/api/user', { reply: 'json' })).resolves.toEqual({ call: 1 });
    await expect(apiRequest('/api/user', { reply: 'json' })).resolves.toEqual({ call: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarly('POST', '/api/flight', { qtAdult: 1 }, 'a');
    await expect(
      apiRequest('/api/flight', { method: 'POST', body: { qtAdult: 1 }, reply: 'json' }),
    ).resolves.toEqual({ call: 3 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('refreshes once on 401 and repeats the request with the new token', async () => {
    setAuth({ idToken: 'old', refreshToken: 'r1', expiresIn: 3600, localId: 'u' });
    const fetch = mockFetch({
      'GET /api/x': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new'
          ? { body: { ok: true } }
          : { status: 401, body: { error: 'expired' } },
      'POST /api/auth/refresh': ({ body }) => ({
        body: {
          idToken: 'new',
          refreshToken: `${(body as { refreshToken: string }).refreshToken}-2`,
          expiresIn: 3600,
          localId: 'u',
        },
      }),
    });
    await expect(apiRequest('/api/x', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    });
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(getAuth()?.refreshToken).toBe('r1-2');
  });

  it('goes to /session-expires when the refresh is refused', async () => {
    setAuth({ idToken: 'old', refreshToken: 'r1', expiresIn: 3600, localId: 'u' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch({
      'GET /api/x': { status: 401, body: { error: 'expired' } },
      'POST /api/auth/refresh': { status: 401, body: { error: 'no' } },
    });
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not treat a 401 of a sign-in call as an expired session', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch({
      'POST /api/auth/login': { status: 401, body: { error: 'Usuário ou senha inválidos.' } },
    });
    const failure = apiRequest('/api/auth/login', {
      method: 'POST',
      body: {},
      sessionRequest: false,
    });
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Usuário ou senha inválidos.',
    });
    expect(expired).not.toHaveBeenCalled();
  });
});

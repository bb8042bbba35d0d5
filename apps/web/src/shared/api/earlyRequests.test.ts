import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { apiHeaders, sendEarly, takeEarlyResponse } from './earlyRequests';

describe('early requests', () => {
  it('carry the headers of every API request', () => {
    window.localStorage.setItem('campaignId', '77');
    const headers = apiHeaders('token', true, { 'Idempotency-Key': 'k' });
    expect(headers.get('Authorization')).toBe('Bearer token');
    expect(headers.get('Campaign')).toBe('77');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('k');
    expect(apiHeaders(null, false).has('Authorization')).toBe(false);
  });

  it('hand their reply once to the identical request, and to no other', async () => {
    const fetch = mockFetch({ 'POST /api/flight': { body: { recommendations: [] } } });
    const body = { qtAdult: 1 };
    sendEarly('POST', '/api/flight', body, 'token');
    expect(fetch).toHaveBeenCalledTimes(1);

    expect(takeEarlyResponse('POST', '/api/flight', JSON.stringify({ qtAdult: 2 }), 'token')).toBe(
      undefined,
    );
    expect(takeEarlyResponse('POST', '/api/flight', JSON.stringify(body), 'other')).toBe(undefined);
    expect(takeEarlyResponse('GET', '/api/flight', undefined, 'token')).toBe(undefined);

    const reply = takeEarlyResponse('POST', '/api/flight', JSON.stringify(body), 'token');
    await expect(reply?.then((response) => response.json())).resolves.toEqual({
      recommendations: [],
    });
    expect(takeEarlyResponse('POST', '/api/flight', JSON.stringify(body), 'token')).toBe(undefined);
  });
});

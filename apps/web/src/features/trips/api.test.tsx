import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { pendingFlight, submitResult } from '../../test/trips';
import { refreshesSignedUser } from '../../test/userRefresh';
import { useCancelBooking, useReprocessBooking } from './api';

describe('trips mutations refresh the header balance', () => {
  it('a reprocess, whether it holds points for a two-factor code or fails', async () => {
    mockFetch({
      'POST /api/booking/issue-ticket': {
        status: 201,
        body: submitResult(pendingFlight, { success: false, auth2fa: true }),
      },
    });
    const variables = { locator: pendingFlight.locator, payment: null };
    expect(await refreshesSignedUser(useReprocessBooking, variables)).toBe(true);
    mockFetch({ 'POST /api/booking/issue-ticket': { status: 409, body: { error: 'Recusado' } } });
    expect(await refreshesSignedUser(useReprocessBooking, variables)).toBe(true);
  });

  it('a cancellation', async () => {
    mockFetch({ 'POST /api/booking/cancel': { status: 409, body: { error: 'Fora do prazo' } } });
    expect(await refreshesSignedUser(useCancelBooking, pendingFlight.locator)).toBe(true);
  });
});

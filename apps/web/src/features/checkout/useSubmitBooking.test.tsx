import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '@portal/domain/bookings';
import { mockFetch } from '../../test/fetchMock';
import { pendingFlight, submitResult } from '../../test/trips';
import { refreshesSignedUser } from '../../test/userRefresh';
import { useSubmitBooking } from './api';

const body: BookingRequest = {
  type: 'CAR',
  search: {
    country: 'BR',
    pickupAirport: 'GRU',
    pickupLocationCode: 'GRU-LZ-A',
    dropoffAirport: 'GRU',
    dropoffLocationCode: 'GRU-LZ-A',
    pickupDate: '2027-01-10',
    pickupTime: '10:00',
    dropoffDate: '2027-01-12',
    dropoffTime: '10:00',
    page: 0,
    pageItems: 100,
  },
  car: { offerId: 'offer-1' },
  passengers: [{ name: 'MARIA', lastName: 'SOUZA', address: 'Rua A, 1' }],
  pointsPrice: 1_000,
  cashPrice: 0,
  pointsTotalValue: 1_000,
  cashTotalValue: 20,
};

describe('useSubmitBooking', () => {
  it('refreshes the header balance after a purchase, also one held for a two-factor code', async () => {
    mockFetch({ 'POST /api/booking': { body: submitResult(pendingFlight) } });
    expect(await refreshesSignedUser(useSubmitBooking, { body, idempotencyKey: 'k1' })).toBe(true);
    mockFetch({
      'POST /api/booking': {
        status: 201,
        body: submitResult(pendingFlight, { success: false, auth2fa: true }),
      },
    });
    expect(await refreshesSignedUser(useSubmitBooking, { body, idempotencyKey: 'k2' })).toBe(true);
  });
});

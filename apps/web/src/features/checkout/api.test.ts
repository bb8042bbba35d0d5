import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { checkCoupon } from './api';

const reply = {
  success: true,
  couponCode: 'DESCONTO10',
  coupon: { discountType: 2, value: 10 },
  discountPoints: 100,
  discountCash: 2,
};

describe('coupon check', () => {
  it('asks the bus and entertainment services for their discount, every other product the booking', async () => {
    const spy = mockFetch({
      'POST /api/services/bus/check-discount': { body: reply },
      'POST /api/services/entertainment/check-discount': { body: reply },
      'POST /api/booking/coupon/check': { body: reply },
    });
    const totals = { couponCode: 'DESCONTO10', pointsTotalValue: 1_000, cashTotalValue: 20 };
    await checkCoupon({ type: 'BUS', ...totals });
    await checkCoupon({ type: 'ENTERTAINMENT', ...totals });
    await checkCoupon({ type: 'HOTEL', ...totals });
    const calls = spy.mock.calls.map(([url, init]) => [
      String(url).replace(/^https?:\/\/[^/]+/, ''),
      JSON.parse(String(init?.body)) as unknown,
    ]);
    expect(calls).toEqual([
      ['/api/services/bus/check-discount', totals],
      ['/api/services/entertainment/check-discount', totals],
      ['/api/booking/coupon/check', { type: 'HOTEL', ...totals }],
    ]);
  });
});

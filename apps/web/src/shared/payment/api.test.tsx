import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { pendingFlight, submitResult } from '../../test/trips';
import { refreshesSignedUser } from '../../test/userRefresh';
import { useConfirmTwoFactor } from './api';

describe('two-factor confirmation', () => {
  it('refreshes the header balance once the code is answered', async () => {
    mockFetch({ 'POST /api/booking/issue-ticket': { body: submitResult(pendingFlight) } });
    expect(
      await refreshesSignedUser(useConfirmTwoFactor, {
        locator: pendingFlight.locator,
        code: '123456',
        payment: null,
      }),
    ).toBe(true);
  });
});

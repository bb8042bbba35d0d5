import { describe, expect, it } from 'vitest';
import type { Campaign } from '../campaigns/schema';
import { blankCampaign } from '../operators/blankCampaign';
import { canSeeStatement, paysWithPoints } from './points';

/** A campaign that owns its points and lets them pay: the blank one's settings but for those. */
function campaign(overrides: Partial<Campaign>): Campaign {
  return {
    ...blankCampaign(77).settings,
    id: 77,
    name: 'Viaje Mais',
    ssoEnabled: false,
    ...overrides,
  };
}

const member = { guest: false, travelVoucher: false, campaign: campaign({}) };

describe('paysWithPoints', () => {
  it('is true for a member of a points campaign', () => {
    expect(paysWithPoints(member)).toBe(true);
  });
  it('is false for guests, voucher holders and cash-only campaigns', () => {
    expect(paysWithPoints({ ...member, guest: true })).toBe(false);
    expect(paysWithPoints({ ...member, travelVoucher: true })).toBe(false);
    expect(paysWithPoints({ ...member, campaign: campaign({ disablePointActivity: true }) })).toBe(
      false,
    );
  });
});

describe('canSeeStatement', () => {
  it('is true only for a points member of the campaign that owns the points', () => {
    expect(canSeeStatement(member)).toBe(true);
    expect(canSeeStatement({ ...member, campaign: campaign({ ownCampaign: false }) })).toBe(false);
    expect(canSeeStatement({ ...member, guest: true })).toBe(false);
    expect(canSeeStatement({ ...member, travelVoucher: true })).toBe(false);
    expect(canSeeStatement({ ...member, campaign: campaign({ disablePointActivity: true }) })).toBe(
      false,
    );
  });
});

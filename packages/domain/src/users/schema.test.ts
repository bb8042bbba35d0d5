import { describe, expect, it } from 'vitest';
import type { Campaign } from '../campaigns/schema';
import { canSeeStatement, paysWithPoints } from './points';

const products = {
  flight: true,
  experience: true,
  hotel: true,
  car: true,
  bus: true,
  entertainment: true,
};

function campaign(overrides: Partial<Campaign>): Campaign {
  return {
    id: 77,
    name: 'Viaje Mais',
    campaignCode: '77',
    shopUrl: 'https://loja.example.com',
    disablePointActivity: false,
    ownCampaign: true,
    advanceDaysCar: 7,
    advanceDaysExperience: 1,
    acceptCashPayment: true,
    cashPaymentPercentage: 70,
    couponEnabled: true,
    coupon: null,
    maxInstallments: 10,
    campaignConfig: { coinAlias: 'Pontos', shortenCoinAlias: 'Pts' },
    campaignConfigLayout: {
      ...products,
      headers: [],
      topDestinationsEnabled: true,
      subHeaderSearch: true,
      footers: [],
      homeImage: null,
      homeImageBanner: false,
      linkHomeImage: null,
      homeText: null,
      homeColor: '#fff',
      headerColor: '#000',
      homeTextColor: '#000',
      searchColor: '#000',
      logo: 'logo',
      logoSecundaria: null,
      brandTheme: null,
    },
    fees: {
      destinoFeriasFee: 0,
      destinoFeriasFeeFlight: 0,
      destinoFeriasFeeHotel: 0,
      destinoFeriasFeeExperience: 0,
      destinoFeriasFeeCar: 0,
    },
    pointsMarkup: { flight: 0, hotel: 0, car: 0, bus: 0, experience: 0, entertainment: 0 },
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

import type { CampaignEditorValues } from './console';

/**
 * A campaign started from nothing: points on, no cash share, no coupons, no products, the
 * portal's neutral colours. Nothing is live until the operator chooses it; the conversion rate
 * is left for the operator to set (the form refuses it empty).
 */
export function blankCampaign(id: number): CampaignEditorValues {
  return {
    id,
    name: '',
    hostsText: '',
    guestCode: null,
    conversionRate: Number.NaN,
    settings: {
      campaignCode: '',
      shopUrl: '',
      disablePointActivity: false,
      ownCampaign: true,
      advanceDaysCar: 0,
      advanceDaysExperience: 1,
      acceptCashPayment: false,
      cashPaymentPercentage: 0,
      couponEnabled: false,
      coupon: null,
      maxInstallments: 1,
      campaignConfig: { coinAlias: 'Pontos', shortenCoinAlias: 'Pts' },
      campaignConfigLayout: {
        flight: false,
        hotel: false,
        car: false,
        bus: false,
        experience: false,
        entertainment: false,
        headers: [],
        topDestinationsEnabled: false,
        subHeaderSearch: true,
        footers: [],
        homeImage: null,
        homeImageBanner: false,
        linkHomeImage: null,
        homeText: null,
        homeColor: '#f5f5f5',
        headerColor: '#1f3a5f',
        homeTextColor: '#1f1f1f',
        searchColor: '#1f3a5f',
        logo: '',
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
    },
  };
}

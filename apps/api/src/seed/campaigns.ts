import type { CampaignSettings } from '../modules/campaigns/settings';
import { everyCategory } from './coupons';

/** Every product on sale. */
export const allProducts = {
  flight: true,
  experience: true,
  hotel: true,
  car: true,
  bus: true,
  entertainment: true,
};
const noFees = {
  destinoFeriasFee: 0,
  destinoFeriasFeeFlight: 0,
  destinoFeriasFeeHotel: 0,
  destinoFeriasFeeExperience: 0,
  destinoFeriasFeeCar: 0,
};
const noMarkup = { flight: 0, hotel: 0, car: 0, bus: 0, experience: 0, entertainment: 0 };
/** What every demo campaign sets alike: the booking lead times, cash accepted, points called Pontos. */
const demoDefaults = {
  advanceDaysCar: 7,
  advanceDaysExperience: 1,
  acceptCashPayment: true,
  campaignConfig: { coinAlias: 'Pontos', shortenCoinAlias: 'Pts' },
};

export interface SeedCampaign {
  id: number;
  name: string;
  guestCode: string | null;
  hosts: string[];
  conversionRate: number;
  settings: CampaignSettings;
  palette: { primary: string; secondary: string; text: string };
}

/** Demo campaigns; campaign 0 only provides fallback images. */
export const seedCampaigns: SeedCampaign[] = [
  {
    id: 0,
    name: 'Portal de Viagens',
    guestCode: null,
    hosts: [],
    conversionRate: 1,
    palette: { primary: '#37474f', secondary: '#607d8b', text: '#ffffff' },
    settings: {
      campaignCode: 'PORTAL',
      shopUrl: 'https://portal.example.com',
      disablePointActivity: true,
      ownCampaign: false,
      ...demoDefaults,
      cashPaymentPercentage: 100,
      couponEnabled: false,
      coupon: null,
      maxInstallments: 1,
      campaignConfigLayout: {
        ...allProducts,
        headers: [],
        topDestinationsEnabled: false,
        subHeaderSearch: false,
        footers: [],
        homeImage: null,
        homeImageBanner: false,
        linkHomeImage: null,
        homeText: null,
        homeColor: '#37474f',
        headerColor: '#37474f',
        homeTextColor: '#ffffff',
        searchColor: '#607d8b',
        logo: '/files/campaign/0/logo',
        logoSecundaria: null,
        brandTheme: null,
      },
      fees: noFees,
      pointsMarkup: noMarkup,
    },
  },
  {
    id: 77,
    name: 'Viaje Mais Pontos',
    guestCode: 'CONVIDADO77',
    hosts: ['77.localhost'],
    conversionRate: 50,
    palette: { primary: '#0b3d91', secondary: '#ff8f00', text: '#ffffff' },
    settings: {
      campaignCode: 'VIAJEMAIS',
      shopUrl: 'https://loja.viajemais.example.com',
      disablePointActivity: false,
      ownCampaign: true,
      ...demoDefaults,
      cashPaymentPercentage: 70,
      couponEnabled: true,
      coupon: {
        discountType: 2,
        value: 10,
        ...everyCategory,
      },
      maxInstallments: 10,
      campaignConfigLayout: {
        ...allProducts,
        headers: [
          { id: 'regulamento', name: 'Regulamento', link: '/regulamento' },
          { id: 'loja', name: 'Loja de prêmios', link: 'https://loja.viajemais.example.com' },
        ],
        topDestinationsEnabled: true,
        subHeaderSearch: true,
        footers: [
          {
            name: 'Institucional',
            items: [
              { name: 'Regulamento', link: '/regulamento' },
              {
                name: 'Política de privacidade',
                link: 'https://viajemais.example.com/privacidade',
              },
            ],
          },
          {
            name: 'Redes sociais',
            items: [
              { name: 'Instagram', link: 'https://instagram.com/viajemais' },
              { name: 'WhatsApp', link: 'https://wa.me/5511999999999' },
            ],
          },
        ],
        homeImage: '/files/campaign/77/home',
        homeImageBanner: false,
        linkHomeImage: null,
        homeText: 'Encontre os melhores preços para você!',
        homeColor: '#0b3d91',
        headerColor: '#0b3d91',
        homeTextColor: '#ffffff',
        searchColor: '#ff8f00',
        logo: '/files/campaign/77/logo',
        logoSecundaria: '/files/campaign/77/logoSecundaria',
        brandTheme: 'viajemais',
      },
      fees: {
        destinoFeriasFee: 5,
        destinoFeriasFeeFlight: 5.9,
        destinoFeriasFeeHotel: 8,
        destinoFeriasFeeExperience: 10,
        destinoFeriasFeeCar: 6,
      },
      pointsMarkup: noMarkup,
    },
  },
  {
    id: 83,
    name: 'Clube Verde Viagens',
    guestCode: 'CONVIDADO83',
    hosts: ['83.localhost'],
    conversionRate: 1,
    palette: { primary: '#1b5e20', secondary: '#c2185b', text: '#ffffff' },
    settings: {
      campaignCode: 'CLUBEVERDE',
      shopUrl: 'https://clubeverde.example.com',
      disablePointActivity: true,
      ownCampaign: true,
      ...demoDefaults,
      cashPaymentPercentage: 100,
      couponEnabled: false,
      coupon: null,
      maxInstallments: 6,
      campaignConfigLayout: {
        flight: true,
        experience: false,
        hotel: true,
        car: true,
        bus: true,
        entertainment: false,
        headers: [{ id: 'ajuda', name: 'Central de ajuda', link: '/ajuda' }],
        topDestinationsEnabled: false,
        subHeaderSearch: false,
        footers: [
          {
            name: 'Clube Verde',
            items: [
              { name: 'Central de ajuda', link: '/ajuda' },
              { name: 'Facebook', link: 'https://facebook.com/clubeverde' },
            ],
          },
        ],
        homeImage: '/files/campaign/83/home',
        homeImageBanner: true,
        linkHomeImage: 'https://clubeverde.example.com/ofertas',
        homeText: 'Sua próxima viagem começa aqui',
        homeColor: '#1b5e20',
        headerColor: '#ffffff',
        homeTextColor: '#1b5e20',
        searchColor: '#c2185b',
        logo: '/files/campaign/83/logo',
        logoSecundaria: null,
        brandTheme: 'clubeverde',
      },
      fees: noFees,
      pointsMarkup: noMarkup,
    },
  },
];

// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { BalanceHistoryRow, SessionUser } from '@portal/domain/users';
import type { Campaign } from '@portal/domain/campaigns';
import type { Showcase } from '@portal/domain/showcases';
import type { Term } from '@portal/domain/leads';

const layout77: Campaign['campaignConfigLayout'] = {
  flight: true,
  experience: true,
  hotel: true,
  car: true,
  bus: true,
  entertainment: true,
  headers: [
    { id: 'h1', name: 'Regulamento', link: '/regulamento' },
    { id: 'h2', name: 'Loja', link: 'https://loja.example.com' },
  ],
  topDestinationsEnabled: true,
  subHeaderSearch: true,
  footers: [
    {
      name: 'Redes sociais',
      items: [
        { name: 'Instagram', link: 'https://instagram.com/demo' },
        { name: 'WhatsApp', link: 'https://wa.me/5511999999999' },
      ],
    },
    { name: 'Ajuda', items: [{ name: 'Regulamento', link: '/regulamento' }] },
  ],
  homeImage: null,
  homeImageBanner: false,
  linkHomeImage: null,
  homeText: null,
  homeColor: '#eef4ff',
  headerColor: '#0b3d91',
  homeTextColor: '#0b3d91',
  searchColor: '#ff6f00',
  logo: '/files/campaign/77/logo',
  logoSecundaria: null,
  brandTheme: null,
};

export const campaign77: Campaign = {
  id: 77,
  name: 'Viaja Mais Pontos',
  campaignCode: 'VIAJAMAIS',
  shopUrl: 'https://loja77.example.com',
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
  campaignConfigLayout: layout77,
  fees: {
    destinoFeriasFee: 0,
    destinoFeriasFeeFlight: 10,
    destinoFeriasFeeHotel: 5,
    destinoFeriasFeeExperience: 0,
    destinoFeriasFeeCar: 0,
  },
  pointsMarkup: { flight: 0, hotel: 0, car: 0, bus: 0, experience: 0, entertainment: 0 },
  ssoEnabled: true,
};

export const campaign83: Campaign = {
  ...campaign77,
  id: 83,
  name: 'Clube Verde',
  campaignCode: 'CLUBEVERDE',
  shopUrl: 'https://loja83.example.com',
  disablePointActivity: true,
  ssoEnabled: false,
  campaignConfig: { coinAlias: 'Milhas', shortenCoinAlias: 'Mi' },
  campaignConfigLayout: {
    ...layout77,
    experience: false,
    flight: false,
    bus: false,
    topDestinationsEnabled: false,
    headers: [],
    footers: [
      { name: 'Contato', items: [{ name: 'Facebook', link: 'https://facebook.com/clube' }] },
    ],
    headerColor: '#1b5e20',
    homeColor: '#f1f8e9',
    homeTextColor: '#1b5e20',
    searchColor: '#6a1b9a',
    homeText: 'Sua próxima aventura começa aqui',
  },
};

export const member: SessionUser = {
  id: 'u-1',
  uid: 'u-1',
  name: 'Maria Membro',
  email: 'membro@demo.test',
  guest: false,
  travelVoucher: false,
  usedTravelVoucher: false,
  pointsBalance: 500000,
  firstAccess: false,
  campaign: campaign77,
  catalog: { catalogCurrencyConfig: { conversionRate: 50 } },
};

export const guest: SessionUser = {
  ...member,
  id: 'g-1',
  uid: 'g-1',
  name: 'Convidado',
  email: '',
  guest: true,
};
export const member83: SessionUser = {
  ...member,
  id: 'u-83',
  name: 'João 83',
  campaign: campaign83,
};

export const tokens = {
  idToken: 'id-token',
  refreshToken: 'refresh-token',
  expiresIn: 3600,
  localId: 'u-1',
};

export function balanceRows(count: number): BalanceHistoryRow[] {
  return Array.from({ length: count }, (_, index) => ({
    date: `2025-01-${String((index % 28) + 1).padStart(2, '0')}`,
    description: `Movimento ${index + 1}`,
    action: index % 2 === 0 ? 'Crédito' : 'Débito',
    pointsValue: 1000 + index,
    expirationDate: index === 0 ? null : '2026-12-31',
  }));
}

export const showcase = (count: number): Showcase => ({
  id: `s${count}`,
  name: `Vitrine ${count}`,
  description: 'Ofertas',
  images: Array.from({ length: count }, (_, index) => ({
    imageId: `img-${count}-${index}`,
    name: `Oferta ${index + 1}`,
    description: '',
    type: 'FLIGHT' as const,
    link: '',
    price: 100000,
    originalPrice: null,
    startDate: null,
    endDate: null,
    airportOrigin: 'GRU',
    airportOriginName: 'Guarulhos',
    airportDestination: 'REC',
    airportDestinationName: 'Recife',
    cityCode: 'REC',
    cityName: 'Recife',
    country: 'BR',
    location: null,
    locationName: null,
    url: `/files/showcase/s${count}/img-${index}`,
  })),
});

export const purchaseTerm: Term = {
  code: 'PURCHASE_TERMS',
  name: 'Termos de uso e condições de compra',
  description: 'Leia com atenção antes de concluir a sua compra.',
  content: '<p>Condições da compra e política de privacidade.</p>',
};

export const privacyTerm: Term = {
  code: 'USE_TERMS_PRIVACY_POLICY',
  name: 'Política de Privacidade',
  description: 'Leia com atenção',
  content: '<p>Texto longo dos termos.</p><script>alert(1)</script>',
};

/** The airports of the stored GRU→SSA flight searches. */
export const guarulhos = {
  iata: 'GRU',
  airportName: 'Guarulhos',
  description: 'Guarulhos (GRU)',
  countryName: 'Brasil',
  countryIso: 'BR',
  cityName: 'São Paulo',
  stateName: 'SP',
};
export const salvador = {
  iata: 'SSA',
  airportName: 'Salvador',
  description: 'Salvador (SSA)',
  countryName: 'Brasil',
  countryIso: 'BR',
  cityName: 'Salvador',
  stateName: 'BA',
};

/** Route paths. */
export const paths = {
  home: '/',
  login: '/login',
  guest: '/guest',
  authCallback: '/auth/callback',
  sessionExpires: '/session-expires',
  resetPassword: '/reset-password',
  voucher: '/voucher/:uid',
  planTrip: '/plantrip',
  account: '/conta',
  myTrips: '/conta/minhas-viagens',
  search: '/busca',
  results: '/busca/resultado-pesquisa',
  hotelDetails: '/busca/hotel-details',
  entertainmentDetails: '/busca/entertainment-details',
  experienceDetails: '/busca/experience-details',
  summary: '/busca/resumo',
  finished: '/busca/finalizado',
  bookingError: '/busca/booking-error',
} as const;

export const voucherPath = (uid: string) => `/voucher/${encodeURIComponent(uid)}`;

// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { BookingListItem, BookingSubmitResponse, BookingView } from '@portal/domain/bookings';

/** Dates relative to today so that 'Em andamento' / 'Encerradas' stay meaningful. */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
export const futureDay = day(40);
export const pastDay = day(-20);

const base: Omit<BookingView, 'type' | 'locator' | 'description'> = {
  statusId: 2,
  bookingCode: 'ABC12345',
  locatorProvider: 'ABC12345',
  bookingDate: '2026-01-10T12:00:00.000Z',
  bookingDateStr: '10/01/2026 09:00',
  bookingExpirationDate: null,
  date: futureDay,
  passengers: [{ name: 'MARIA', lastName: 'SOUZA' }],
  pointsTotalValue: 50000,
  cashTotalValue: 1000,
  pointsPrice: 50000,
  cashPrice: 0,
  paymentTransaction: null,
  details: null,
};

export const pendingFlight: BookingListItem = {
  cancellable: true,
  ...base,
  type: 'FLIGHT',
  statusId: 1,
  locator: 'PBFLIGHT01',
  bookingCode: null,
  description: 'Voo LATAM GRU → GIG',
  bookingDate: '2026-01-15T12:00:00.000Z',
  bookingExpirationDate: '2026-01-15T15:30:00.000Z',
  pointsPrice: 35000,
  cashPrice: 300,
  paymentTransaction: {
    status: 'declined',
    amount: 300,
    installments: 1,
    brand: 'visa',
    last4Digits: '0002',
  },
  details: {
    kind: 'flight',
    carrier: 'LA',
    carrierName: 'LATAM',
    fareFamily: 'Light',
    stops: 1,
    journeys: [
      {
        direction: 'IDA',
        departureDate: futureDay,
        segments: [
          {
            totalDuration: '3h 20m',
            stops: 1,
            baggageAllowance: '1P',
            flights: [
              {
                flightNumber: 'LA3001',
                departureAirport: 'GRU',
                arrivalAirport: 'BSB',
                departureDateTime: `${futureDay}T22:00:00`,
                arrivalDateTime: `${futureDay}T23:40:00`,
              },
              {
                flightNumber: 'LA3002',
                departureAirport: 'BSB',
                arrivalAirport: 'GIG',
                departureDateTime: `${futureDay}T23:55:00`,
                arrivalDateTime: `${day(41)}T01:20:00`,
              },
            ],
          },
        ],
      },
      {
        direction: 'VOLTA',
        departureDate: day(45),
        segments: [
          {
            totalDuration: '1h 5m',
            stops: 0,
            baggageAllowance: '0P',
            flights: [
              {
                flightNumber: 'LA3100',
                departureAirport: 'GIG',
                arrivalAirport: 'GRU',
                departureDateTime: `${day(45)}T08:00:00`,
                arrivalDateTime: `${day(45)}T09:05:00`,
              },
            ],
          },
        ],
      },
    ],
  },
};

export const issuedHotel: BookingListItem = {
  cancellable: true,
  ...base,
  type: 'HOTEL',
  locator: 'PBHOTEL001',
  description: 'Hotel Praia Azul, Rio de Janeiro',
  bookingDate: '2026-01-12T12:00:00.000Z',
  passengers: [
    { name: 'João', lastName: 'Silva' },
    { name: 'Ana', lastName: 'Lima' },
  ],
  details: {
    kind: 'hotel',
    hotelCode: 'H1',
    hotelName: 'Hotel Praia Azul',
    address: 'Av. Atlântica, 100',
    cityName: 'Rio de Janeiro',
    imageURL: '/files/hotels/H1',
    rating: 4.4,
    checkin: futureDay,
    checkout: day(43),
    rooms: [
      {
        roomName: 'Quarto Duplo Vista Mar',
        roomDescription: 'Cama casal',
        ratePlanName: 'Flex',
        mealPlanName: 'Café',
        refundable: true,
        cancelPenalty: 'Grátis até 48 h antes',
      },
    ],
  },
};

export const pastCar: BookingListItem = {
  cancellable: false,
  ...base,
  type: 'CAR',
  statusId: 4,
  locator: 'PBCAR00001',
  description: 'Carro Localiza SUV',
  bookingDate: '2025-12-01T12:00:00.000Z',
  date: pastDay,
  passengers: [{ name: 'Pedro', lastName: 'Alves' }],
  details: {
    kind: 'car',
    companyCode: 'LC',
    companyName: 'Localiza',
    urlLogoCompany: '/files/cars/LC',
    urlCarImg: '/files/cars/SUV',
    category: 'IFAR',
    categoryName: 'SUV',
    model: 'Jeep Compass',
    capacity: 5,
    numberDoors: 4,
    luggage: 3,
    automaticTransmission: true,
    airConditioning: true,
    rentalDays: 3,
    pickupDateTime: `${pastDay}T10:00`,
    pickupAddress: 'Aeroporto GRU',
    dropoffDateTime: `${day(-17)}T10:00`,
    dropoffAddress: 'Aeroporto GRU',
  },
};

export const cancelledBus: BookingListItem = {
  cancellable: false,
  ...base,
  type: 'BUS',
  statusId: 5,
  locator: 'PBBUS00001',
  description: 'Ônibus São Paulo → Curitiba',
  bookingDate: '2026-01-05T12:00:00.000Z',
  passengers: [{ name: 'Clara', lastName: 'Nunes' }],
  details: {
    kind: 'bus',
    legs: [
      {
        direction: 'IDA',
        companyName: 'Cometa',
        classType: 'Leito',
        origin: 'São Paulo (Tietê)',
        destination: 'Curitiba',
        departure: `${futureDay}T23:00`,
        arrival: `${day(41)}T06:00`,
        seats: ['12', '13'],
      },
    ],
  },
};

export const expiredExperience: BookingListItem = {
  cancellable: false,
  ...base,
  type: 'EXPERIENCE',
  statusId: 3,
  locator: 'PBEXP00001',
  description: 'Passeio de barco',
  bookingDate: '2026-01-04T12:00:00.000Z',
  details: {
    kind: 'experience',
    id: 'E1',
    name: 'Passeio de barco em Paraty',
    description: 'Ilhas e praias',
    cityName: 'Paraty',
    stateName: 'RJ',
    date: futureDay,
    time: '09:30:00',
    adults: 2,
    childs: 0,
    image: null,
    daysBeforeCancellationPolicy: 0,
  },
};

export const issuedEntertainment: BookingListItem = {
  cancellable: false,
  ...base,
  type: 'ENTERTAINMENT',
  locator: 'PBENT00001',
  description: 'Ingresso Cristo Redentor',
  bookingDate: '2026-01-03T12:00:00.000Z',
  details: {
    kind: 'entertainment',
    activityId: '5001',
    activityType: 'Ingresso',
    name: 'Cristo Redentor',
    description: 'Trem do Corcovado',
    image: '/files/activities/5001',
    location: 'Rio de Janeiro',
    serviceDate: futureDay,
    startingTime: '10:00',
    daysBeforeCancellationPolicy: 3,
  },
};

/** A transfer with its pickup at the airport and its drop-off at an address (not among `allTrips`). */
export const issuedTransfer: BookingListItem = {
  cancellable: false,
  ...base,
  type: 'ENTERTAINMENT',
  locator: 'PBTRF00001',
  description: 'Transfer Aeroporto de Salvador - Hotéis da Orla',
  bookingDate: '2026-01-02T12:00:00.000Z',
  details: {
    kind: 'entertainment',
    activityId: '4001',
    activityType: 'Transfer',
    name: 'Aeroporto de Salvador - Hotéis da Orla',
    description: 'Transfer privativo',
    image: '/files/activities/4001',
    location: 'Salvador',
    serviceDate: futureDay,
    startingTime: null,
    daysBeforeCancellationPolicy: 1,
    transfer: {
      startingAirport: {
        name: 'Aeroporto de Salvador',
        reservationCode: 'ABC123',
        flightNumber: 'G31234',
        arrivalTime: '14:30',
      },
      dropOffLocation: 'Hotel Farol, Barra, Salvador',
    },
  },
};

export const allTrips = [
  pendingFlight,
  issuedHotel,
  pastCar,
  cancelledBus,
  expiredExperience,
  issuedEntertainment,
];

export function submitResult(
  booking: BookingView,
  overrides: Partial<BookingSubmitResponse> = {},
): BookingSubmitResponse {
  return {
    success: true,
    auth2fa: false,
    redirectAuth2fa: null,
    message: 'Reserva concluída com sucesso!',
    bookingResponse: {
      bookingCode: 'ZXCV1234',
      locator: booking.locator,
      statusId: 2,
      bookingExpirationDate: null,
    },
    booking: { ...booking, statusId: 2, bookingCode: 'ZXCV1234' },
    ...overrides,
  };
}

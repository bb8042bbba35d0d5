import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, productBookingMessages } from './products';

const prices = { pointsPrice: 100, cashPrice: 0, pointsTotalValue: 100, cashTotalValue: 2 };
const busPassenger = (firstName: string, isMain: boolean) => ({
  firstName,
  lastName: 'SOUZA',
  email: 'a@example.com',
  birth: '1990-01-01',
  document: { number: '52998224725', type: 'CPF' },
  gender: 'FEMALE',
  isMain,
});
const bus = (data: Record<string, unknown>) => ({
  type: 'BUS',
  services: [
    {
      type: 'bus',
      data: {
        id: 'RC',
        date: '2027-01-01',
        occupancy: 2,
        passengers: [busPassenger('MARIA', true), busPassenger('ANA', false)],
        goingBus: 'K',
        goingBusRefToken: 'T',
        goingSeats: ['01', '02'],
        ...data,
      },
    },
  ],
  ...prices,
});
const firstError = (payload: unknown) => {
  const result = bookingRequestSchema.safeParse(payload);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('bus booking payload', () => {
  it('accepts one seat per passenger on each leg', () => {
    expect(firstError(bus({}))).toBeNull();
    expect(
      firstError(bus({ returnBus: 'R', returnBusRefToken: 'T2', returnSeats: ['03', '04'] })),
    ).toBeNull();
  });

  it('refuses more seats than passengers, too few, a repeated seat and a return leg without seats', () => {
    expect(firstError(bus({ goingSeats: ['01', '02', '03'] }))).toBe(
      productBookingMessages.tooManySeats,
    );
    expect(firstError(bus({ goingSeats: ['01'] }))).toBe('Selecione 2 assento(s)');
    expect(firstError(bus({ goingSeats: ['01', '01'] }))).toBe(productBookingMessages.repeatedSeat);
    expect(firstError(bus({ returnBus: 'R', returnBusRefToken: 'T2' }))).toBe(
      productBookingMessages.returnLeg,
    );
  });

  it('wants the first passenger as the main one and distinct full names', () => {
    expect(
      firstError(bus({ passengers: [busPassenger('MARIA', false), busPassenger('ANA', true)] })),
    ).toBe(productBookingMessages.firstIsMain);
    expect(
      firstError(bus({ passengers: [busPassenger('MARIA', true), busPassenger('maria', false)] })),
    ).toBe('Passageiros com o mesmo nome e sobrenome não são permitidos!');
  });
});

describe('entertainment transfer data', () => {
  const passenger = { ...busPassenger('MARIA', true), phone: '(71) 99999-0000' };
  const transfer = (transferData?: unknown) => ({
    type: 'ENTERTAINMENT',
    services: [
      {
        type: 'entertainment',
        data: {
          serviceId: '4123401',
          refToken: 'T',
          locationId: '2927408',
          serviceDate: '2027-01-10',
          passengers: [passenger],
        },
      },
    ],
    transferData,
    ...prices,
  });
  const airport = {
    name: 'Aeroporto de Salvador',
    reservationCode: 'ABC123',
    flightNumber: 'G31234',
    arrivalTime: '10:30',
  };

  it('needs one branch per end of a transfer: an airport with the flight, or an address', () => {
    expect(firstError(transfer())).toBe(productBookingMessages.transferData);
    expect(
      firstError(transfer({ startingAirport: airport, dropOffLocation: 'Rua Chile, 10' })),
    ).toBeNull();
    expect(
      firstError(
        transfer({
          startingAirport: airport,
          pickupLocation: 'Rua A',
          dropOffLocation: 'Rua Chile, 10',
        }),
      ),
    ).toBe(productBookingMessages.transferData);
    expect(firstError(transfer({ pickupLocation: 'Rua A' }))).toBe(
      productBookingMessages.transferData,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { entertainmentAvailabilityRequestSchema } from '../activities';
import { busSearchRequestSchema } from '../buses';
import { flightSearchRequestSchema } from '../flights';
import { hotelSearchRequestSchema } from '../hotels';
import { isoDateSchema } from './index';

const segment = { departureAirport: 'gru', arrivelAirport: 'gig', departureDate: '2027-01-15' };

describe('isoDateSchema', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2027-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2027-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('15/01/2027').success).toBe(false);
  });
});

describe('flightSearchRequestSchema', () => {
  it('upper-cases airport codes and defaults the options', () => {
    const q = flightSearchRequestSchema.parse({ qtAdult: 1, flightSegments: [segment] });
    expect(q.flightSegments[0]).toMatchObject({ departureAirport: 'GRU', arrivelAirport: 'GIG' });
    expect(q).toMatchObject({
      qtChild: 0,
      qtBaby: 0,
      directFlight: false,
      luggage: false,
      cabin: 'Y',
    });
  });

  it('refuses no passenger, more than 9 and more babies than adults', () => {
    const none = flightSearchRequestSchema.safeParse({ qtAdult: 0, flightSegments: [segment] });
    expect(none.error?.issues[0]?.message).toBe('Selecione pelo menos um tipo de passageiro');
    const group = flightSearchRequestSchema.safeParse({
      qtAdult: 5,
      qtChild: 5,
      flightSegments: [segment],
    });
    expect(group.error?.issues[0]?.message).toMatch(/grupos acima de 9/);
    expect(
      flightSearchRequestSchema.safeParse({ qtAdult: 1, qtBaby: 2, flightSegments: [segment] })
        .success,
    ).toBe(false);
    expect(
      flightSearchRequestSchema.safeParse({
        qtAdult: 1,
        flightSegments: [segment, segment, segment],
      }).success,
    ).toBe(false);
  });
});

describe('other search requests', () => {
  const hotel = {
    checkinDate: '2027-01-10',
    checkoutDate: '2027-01-12',
    qtAdult: 2,
    qtRooms: 1,
    addressCode: '3550308',
  };

  it('checks hotel rooms and child ages', () => {
    expect(hotelSearchRequestSchema.safeParse(hotel).success).toBe(true);
    expect(hotelSearchRequestSchema.safeParse({ ...hotel, qtRooms: 3 }).success).toBe(false);
    expect(
      hotelSearchRequestSchema.safeParse({ ...hotel, qtChild: 2, childAge: [4] }).success,
    ).toBe(false);
    expect(
      hotelSearchRequestSchema.safeParse({ ...hotel, qtRooms: 0 }).error?.issues[0]?.message,
    ).toBe('Selecione pelo menos 1 quarto');
  });

  it('refuses a bus trip to the same station', () => {
    const r = busSearchRequestSchema.safeParse({
      filter: { start: '2027-01-10', origin: '1', destination: '1', occupancy: 1 },
    });
    expect(r.error?.issues[0]?.message).toBe('Origem e destino devem ser diferentes');
  });

  it('accepts only activity ids prefixed 4, 5 or 6', () => {
    const base = { refToken: 'x', date: '2027-01-10', passengers: [{ endAge: 99, quantity: 1 }] };
    expect(
      entertainmentAvailabilityRequestSchema.safeParse({ ...base, activityId: '529274080' })
        .success,
    ).toBe(true);
    expect(
      entertainmentAvailabilityRequestSchema.safeParse({ ...base, activityId: '729274080' })
        .success,
    ).toBe(false);
    expect(
      entertainmentAvailabilityRequestSchema.safeParse({
        ...base,
        activityId: '529274080',
        passengers: [],
      }).error?.issues[0]?.message,
    ).toBe('Por favor, selecione pelo menos um tipo de passageiro.');
  });
});

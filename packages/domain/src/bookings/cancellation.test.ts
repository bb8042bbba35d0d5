import { describe, expect, it } from 'vitest';
import {
  cancellationDeadline,
  cancellationDecision,
  cancellationMessages,
  cancellationRefund,
  DEFAULT_ACTIVITY_CANCELLATION_DAYS,
  penaltyShare,
  ratePenaltiesFrom,
  ratePenaltyCents,
  serviceStart,
  serviceStartTime,
  type CancellationInput,
} from './cancellation';
import { BookingStatus } from './schema';

const at = (iso: string) => new Date(iso);
const issued = (input: Omit<CancellationInput, 'statusId'>) =>
  cancellationDecision({ ...input, statusId: BookingStatus.ISSUED });

describe('serviceStart', () => {
  it('reads the date (and time) in Brasília time, UTC−3', () => {
    expect(serviceStart('2027-03-10').toISOString()).toBe('2027-03-10T03:00:00.000Z');
    expect(serviceStart('2027-03-10', '14:30').toISOString()).toBe('2027-03-10T17:30:00.000Z');
    expect(serviceStart('2027-03-10', 'bad').toISOString()).toBe('2027-03-10T03:00:00.000Z');
    expect(() => serviceStart('not-a-date')).toThrow(RangeError);
  });
});

describe('cancellationDeadline per product', () => {
  it('flights 24 h before departure, hotels 48 h before check-in, buses 3 h before departure', () => {
    expect(
      cancellationDeadline({
        type: 'FLIGHT',
        travelDate: '2027-03-10',
        startTime: '08:00',
      })?.toISOString(),
    ).toBe('2027-03-09T11:00:00.000Z');
    expect(cancellationDeadline({ type: 'HOTEL', travelDate: '2027-03-10' })?.toISOString()).toBe(
      '2027-03-08T03:00:00.000Z',
    );
    expect(
      cancellationDeadline({
        type: 'BUS',
        travelDate: '2027-03-10',
        startTime: '23:15',
      })?.toISOString(),
    ).toBe('2027-03-10T23:15:00.000Z');
  });

  it('cars until the pickup day begins, whatever the pickup time', () => {
    expect(
      cancellationDeadline({
        type: 'CAR',
        travelDate: '2027-03-10',
        startTime: '15:00',
      })?.toISOString(),
    ).toBe('2027-03-10T03:00:00.000Z');
  });

  it("experiences and entertainment by the activity's days, a default when unknown, none at 0", () => {
    expect(
      cancellationDeadline({
        type: 'ENTERTAINMENT',
        travelDate: '2027-03-10',
        daysBeforeCancellationPolicy: 7,
      })?.toISOString(),
    ).toBe('2027-03-03T03:00:00.000Z');
    expect(
      cancellationDeadline({ type: 'EXPERIENCE', travelDate: '2027-03-10' })?.toISOString(),
    ).toBe(
      new Date(
        Date.parse('2027-03-10T03:00:00.000Z') - DEFAULT_ACTIVITY_CANCELLATION_DAYS * 86_400_000,
      ).toISOString(),
    );
    expect(
      cancellationDeadline({
        type: 'ENTERTAINMENT',
        travelDate: '2027-03-10',
        daysBeforeCancellationPolicy: 0,
      }),
    ).toBeNull();
  });
});

describe('cancellationDecision', () => {
  it('lets an emitido be cancelled up to the deadline and refuses it from the deadline on', () => {
    const flight = { type: 'FLIGHT' as const, travelDate: '2027-03-10', startTime: '08:00' };
    expect(issued({ ...flight, now: at('2027-03-09T10:59:59.999Z') })).toEqual({
      cancellable: true,
      freeUntil: at('2027-03-09T11:00:00.000Z'),
    });
    const late = issued({ ...flight, now: at('2027-03-09T11:00:00.000Z') });
    expect(late).toMatchObject({
      cancellable: false,
      code: 'DEADLINE_PASSED',
      reason: cancellationMessages.deadlinePassed('09/03/2027, 08:00'),
    });
  });

  it('always lets a pendente be cancelled, even on the day of the service', () => {
    const decision = cancellationDecision({
      type: 'HOTEL',
      statusId: BookingStatus.PENDING,
      travelDate: '2027-03-10',
      now: at('2027-03-10T12:00:00Z'),
    });
    expect(decision).toEqual({ cancellable: true, freeUntil: null });
  });

  it('refuses cancelado, expirado, finalizado and an activity without free cancellation', () => {
    const base = {
      type: 'ENTERTAINMENT' as const,
      travelDate: '2027-03-10',
      now: at('2027-01-01T00:00:00Z'),
    };
    expect(cancellationDecision({ ...base, statusId: BookingStatus.CANCELLED })).toMatchObject({
      cancellable: false,
      code: 'ALREADY_CANCELLED',
      reason: 'Esta reserva já foi cancelada.',
    });
    expect(cancellationDecision({ ...base, statusId: BookingStatus.EXPIRED })).toMatchObject({
      cancellable: false,
      code: 'EXPIRED',
    });
    expect(cancellationDecision({ ...base, statusId: BookingStatus.FINISHED })).toMatchObject({
      cancellable: false,
      code: 'FINISHED',
    });
    expect(
      cancellationDecision({
        ...base,
        statusId: BookingStatus.ISSUED,
        daysBeforeCancellationPolicy: 0,
      }),
    ).toMatchObject({ cancellable: false, code: 'NO_FREE_CANCELLATION' });
  });
});

describe('cancellationRefund', () => {
  it('gives everything back when allowed and nothing when refused', () => {
    const taken = { points: 12_345, cashCents: 67_890 };
    expect(cancellationRefund({ cancellable: true, freeUntil: null }, taken)).toEqual(taken);
    expect(
      cancellationRefund(
        {
          cancellable: false,
          code: 'EXPIRED',
          reason: cancellationMessages.expired,
          freeUntil: null,
        },
        taken,
      ),
    ).toEqual({ points: 0, cashCents: 0 });
  });
});

describe("a hotel rate's cancel penalties", () => {
  const room = (
    total: number,
    cancelPenalties: Array<{ deadline: string; value: number; percent: number }>,
  ) => ({
    roomName: 'Standard',
    roomDescription: '',
    ratePlanName: 'Tarifa',
    mealPlanName: 'Somente hospedagem',
    refundable: true,
    cancelPenalty: null,
    total,
    cancelPenalties: cancelPenalties.map((p) => ({ description: 'regra', ...p })),
  });
  const hotel = (rooms: ReturnType<typeof room>[]) => ({
    kind: 'hotel' as const,
    hotelCode: 'H1',
    hotelName: 'Hotel',
    address: '',
    cityName: 'São Paulo',
    imageURL: '',
    rating: 4,
    checkin: '2027-03-10',
    checkout: '2027-03-12',
    rooms,
  });
  // 2027-03-06 in Brasília runs from 2027-03-06T03:00Z to 2027-03-07T02:59Z.
  const twoRooms = hotel([
    room(600, [{ deadline: '2027-03-07', value: 300, percent: 50 }]),
    room(400, [{ deadline: '2027-03-06', value: 0, percent: 25 }]),
  ]);

  it('keep, per room, the penalty whose date has come: its value, or its percent of the room', () => {
    expect(ratePenaltyCents(twoRooms, at('2027-03-06T02:59:00Z'))).toBe(0);
    expect(ratePenaltyCents(twoRooms, at('2027-03-06T03:00:00Z'))).toBe(10_000);
    expect(ratePenaltyCents(twoRooms, at('2027-03-07T12:00:00Z'))).toBe(40_000);
    expect(
      ratePenaltyCents(
        hotel([room(500, [{ deadline: '2027-01-01', value: 900, percent: 100 }])]),
        at('2027-03-01T12:00:00Z'),
      ),
    ).toBe(50_000);
    expect(
      ratePenaltyCents(
        { ...twoRooms, rooms: twoRooms.rooms.map(({ cancelPenalties: _, ...r }) => r) },
        at('2027-03-09T12:00:00Z'),
      ),
    ).toBe(0);
  });

  it('take the same share of the points and of the cash paid', () => {
    expect(penaltyShare({ points: 30_000, cashCents: 45_001 }, 40_000, 100_000)).toEqual({
      points: 12_000,
      cashCents: 18_000,
    });
    expect(penaltyShare({ points: 30_000, cashCents: 45_000 }, 200_000, 100_000)).toEqual({
      points: 30_000,
      cashCents: 45_000,
    });
    expect(
      cancellationRefund(
        { cancellable: true, freeUntil: null },
        { points: 30_000, cashCents: 45_000 },
        { points: 12_000, cashCents: 18_000 },
      ),
    ).toEqual({ points: 18_000, cashCents: 27_000 });
  });

  it('let the hotel be cancelled until check-in, free until the first penalty date', () => {
    const from = ratePenaltiesFrom(twoRooms);
    expect(from).toBe('2027-03-06');
    const input = { type: 'HOTEL' as const, travelDate: '2027-03-10', ratePenaltiesFrom: from };
    expect(issued({ ...input, now: at('2027-03-09T12:00:00Z') })).toEqual({
      cancellable: true,
      freeUntil: at('2027-03-06T03:00:00.000Z'),
    });
    expect(issued({ ...input, now: at('2027-03-10T03:00:00Z') })).toMatchObject({
      cancellable: false,
      code: 'DEADLINE_PASSED',
    });
  });
});

describe('serviceStartTime', () => {
  it("reads the first departure, pickup or session time of the booking's details on its travel date", () => {
    const flight = {
      kind: 'flight' as const,
      carrier: 'G3',
      carrierName: 'GOL',
      fareFamily: 'LIGHT',
      stops: 0,
      journeys: [
        {
          direction: 'IDA' as const,
          departureDate: '2027-03-10',
          segments: [
            {
              totalDuration: '01:05',
              stops: 0,
              baggageAllowance: '0',
              flights: [
                {
                  flightNumber: 'G31000',
                  departureAirport: 'GRU',
                  arrivalAirport: 'GIG',
                  departureDateTime: '2027-03-10T07:45:00',
                  arrivalDateTime: '2027-03-10T08:50:00',
                },
              ],
            },
          ],
        },
      ],
    };
    expect(serviceStartTime(flight, '2027-03-10')).toBe('07:45');
    expect(serviceStartTime(flight, '2027-03-11')).toBeNull();
    expect(
      serviceStartTime(
        {
          kind: 'bus',
          legs: [
            {
              direction: 'IDA',
              companyName: 'X',
              classType: 'LEITO',
              origin: 'A',
              destination: 'B',
              departure: '2027-03-10T23:30',
              arrival: '2027-03-11T06:00',
              seats: ['01'],
            },
          ],
        },
        '2027-03-10',
      ),
    ).toBe('23:30');
    expect(
      serviceStartTime(
        {
          kind: 'entertainment',
          activityId: '5001',
          activityType: 'Ingresso',
          name: 'n',
          description: 'd',
          image: '',
          location: 'l',
          serviceDate: '2027-03-10',
          startingTime: null,
        },
        '2027-03-10',
      ),
    ).toBeNull();
    expect(serviceStartTime(null, '2027-03-10')).toBeNull();
  });
});

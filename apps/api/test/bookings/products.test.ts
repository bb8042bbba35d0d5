import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  availabilityTotalCents,
  entertainmentAvailabilityResponseSchema,
  entertainmentSearchResponseSchema,
  experienceSearchResponseSchema,
  type Experience,
} from '@portal/domain/activities';
import {
  busRateCheckResponseSchema,
  busSearchResponseSchema,
  type BusRoute,
} from '@portal/domain/buses';
import { carSearchResponseSchema, type CarOffer } from '@portal/domain/cars';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import type { LedgerService } from '../../src/modules/ledger/service';
import { bearer, type TestApp } from '../helpers/testApp';
import {
  busBooking,
  busPassenger,
  closeChecked,
  daysAhead,
  entertainmentPassenger,
  paying,
  RIO,
  SAO_PAULO,
  signedInMember,
} from './helpers';

const APPROVE = '4111111111111111';
const DECLINE = '4000000000000002';
const DUPLICATE = 'Passageiros com o mesmo nome e sobrenome não são permitidos!';
const PRICE_CHANGED = 'O preço mudou desde a sua busca. Refaça a pesquisa.';
const SALVADOR = '2927408';

/** Points and cash as the checkout sends them: all in points, or the minimum points plus a card. */
const pay = (totalCents: number, mode: 'points' | 'card', cardNumber = APPROVE) =>
  paying(totalCents, mode === 'card' ? cardNumber : null);

const cents = (reais: number) => Math.round(reais * 100);

// Each test books through the whole saga on PGlite; the shared machine can be slow.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe('bookings of cars, buses, experiences and entertainment', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let ledger: LedgerService;
  const balance = () => ledger.balance(77, userId);
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const pointsHold = (locator: string) =>
    rows<{ status: string; points: number }>(
      sql`select status, points::int as points from ledger_holds where reference = ${locator}`,
    );

  const post = (url: string, payload: object, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload,
    });
  const book = (payload: object) => post('/api/booking', payload);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const search = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  beforeAll(async () => {
    ({ t, token, userId, ledger } = await signedInMember());
  });
  afterAll(async () => closeChecked(t));

  /** Expects an issued booking paid as sent, with its points captured. */
  async function expectIssued(
    response: Awaited<ReturnType<typeof book>>,
    payload: { pointsPrice: number; cashPrice: number },
    before: number,
  ) {
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      bookingResponse: { statusId: 2 },
      booking: { statusId: 2, pointsPrice: payload.pointsPrice, cashPrice: payload.cashPrice },
    });
    expect(await balance()).toBe(before - payload.pointsPrice);
    expect(await pointsHold(body.booking.locator)).toEqual([
      { status: 'captured', points: payload.pointsPrice },
    ]);
    if (payload.cashPrice > 0)
      expect(body.booking.paymentTransaction).toMatchObject({
        status: 'captured',
        amount: payload.cashPrice,
        last4Digits: '1111',
      });
    else expect(body.booking.paymentTransaction).toBeNull();
    return body;
  }

  // ---------- car ----------
  const carSearch = {
    country: 'BR',
    pickupAirport: 'CNF',
    pickupLocationCode: 'CNF-LZ-A',
    dropoffAirport: 'CNF',
    dropoffLocationCode: 'CNF-LZ-A',
    pickupDate: daysAhead(40),
    pickupTime: '10:00',
    dropoffDate: daysAhead(43),
    dropoffTime: '12:00',
  };
  async function carOffers(): Promise<CarOffer[]> {
    const response = await search('/api/car', carSearch);
    expect(response.statusCode, response.body).toBe(200);
    return carSearchResponseSchema.parse(response.json());
  }
  const carBooking = (
    offer: CarOffer,
    mode: 'points' | 'card',
    passengers = [
      { name: 'MARIA', lastName: 'SOUZA', address: 'Rua da Bahia, 1000, Belo Horizonte' },
    ],
  ) => ({
    type: 'CAR',
    search: carSearch,
    car: { offerId: offer.offerId },
    passengers,
    ...pay(cents(offer.totalAmount), mode),
  });

  describe('CAR', () => {
    it('books a car with points only and with points and card, re-priced from the supplier', async () => {
      const [first, second] = await carOffers();
      let before = await balance();
      const pointsOnly = carBooking(first!, 'points');
      expect(pointsOnly.cashPrice).toBe(0);
      const issued = await expectIssued(await book(pointsOnly), pointsOnly, before);
      expect(issued.booking).toMatchObject({
        type: 'CAR',
        date: carSearch.pickupDate,
        passengers: [{ name: 'MARIA', lastName: 'SOUZA' }],
        details: {
          kind: 'car',
          companyName: first!.companyName,
          model: first!.model,
          pickupAddress: first!.pickupAddress,
          pickupDateTime: first!.pickupDateTime,
          dropoffDateTime: first!.dropoffDateTime,
        },
      });

      before = await balance();
      const mixed = carBooking(second!, 'card');
      expect(mixed.cashPrice).toBeGreaterThan(0);
      await expectIssued(await book(mixed), mixed, before);
    });

    it('refuses a driver without address, duplicate names and a tampered price, changing nothing', async () => {
      const [offer] = await carOffers();
      const before = await balance();
      const noAddress = await book(
        carBooking(offer!, 'card', [{ name: 'MARIA', lastName: 'SOUZA', address: '' }]),
      );
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().error).toBe('Endereço não pode ser vazio');
      const twins = [
        { name: 'MARIA', lastName: 'SOUZA', address: 'Rua A, 1' },
        { name: 'Maria', lastName: 'Souza', address: 'Rua B, 2' },
      ];
      const duplicate = await book(carBooking(offer!, 'card', twins));
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().error).toBe(DUPLICATE);
      const tampered = { ...carBooking(offer!, 'points'), cashTotalValue: offer!.totalAmount - 10 };
      const refused = await book(tampered);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: PRICE_CHANGED, code: 'PRICE_CHANGED' });
      expect(await balance()).toBe(before);
    });
  });

  // ---------- bus ----------
  /** The first departures with room for the several bookings of a test. */
  async function busLeg(
    start: string,
    end?: string,
  ): Promise<{ going: BusRoute; back: BusRoute | null }> {
    const response = await search('/api/services/bus/search', {
      filter: { start, end, origin: SAO_PAULO, destination: RIO, occupancy: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const routes = busSearchResponseSchema.parse(response.json()).routes;
    const roomy = (list: BusRoute[] | undefined) =>
      list?.find((r) => r.availableSeats >= 12) ?? null;
    return { going: roomy(routes[0]!.busAvailability)!, back: roomy(routes[1]?.busAvailability) };
  }
  async function freeSeats(
    going: BusRoute,
    back: BusRoute | null,
  ): Promise<{ going: string[]; back: string[] }> {
    const response = await search('/api/services/bus/rate-check', {
      goingBus: going.key,
      goingBusRefToken: going.refToken,
      returnBus: back?.key ?? null,
      returnBusRefToken: back?.refToken ?? null,
      occupancy: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const legs = busRateCheckResponseSchema.parse(response.json()).booking.bookingBuses;
    const free = (i: number) =>
      legs[i]?.busList[0]!.segments[0]!.seatMap.filter((s) => s.available).map((s) => s.number) ??
      [];
    return { going: free(0), back: free(1) };
  }
  const busPassengers = [
    busPassenger,
    {
      firstName: 'JOAO',
      lastName: 'SOUZA',
      email: 'joao@example.com',
      birth: '1988-02-10',
      document: { number: '11144477735', type: 'CPF' },
      gender: 'MALE',
      isMain: false,
    },
  ];
  function twoSeatBusBooking(
    leg: { going: BusRoute; back: BusRoute | null },
    seats: { going: string[]; back?: string[] },
    mode: 'points' | 'card',
    cardNumber = APPROVE,
    passengers: object[] = busPassengers,
  ) {
    const total = (cents(leg.going.cashValue) + (leg.back ? cents(leg.back.cashValue) : 0)) * 2;
    return busBooking(leg, seats, passengers, pay(total, mode, cardNumber));
  }

  describe('BUS', () => {
    it('books a one-way trip with points only and a round trip with points and card on /api/services/bus/booking', async () => {
      const oneWay = await busLeg(daysAhead(30));
      const seats = await freeSeats(oneWay.going, null);
      let before = await balance();
      const pointsOnly = twoSeatBusBooking(oneWay, { going: seats.going.slice(0, 2) }, 'points');
      const issued = await expectIssued(await book(pointsOnly), pointsOnly, before);
      expect(issued.booking).toMatchObject({
        type: 'BUS',
        date: daysAhead(30),
        passengers: [
          { name: 'MARIA', lastName: 'SOUZA' },
          { name: 'JOAO', lastName: 'SOUZA' },
        ],
        details: {
          kind: 'bus',
          legs: [
            {
              direction: 'IDA',
              companyName: oneWay.going.company.name,
              departure: oneWay.going.departure,
              seats: seats.going.slice(0, 2),
            },
          ],
        },
      });
      // the seats are now taken in the supplier's seat map
      const after = await freeSeats(oneWay.going, null);
      expect(after.going).not.toContain(seats.going[0]);

      const round = await busLeg(daysAhead(31), daysAhead(35));
      const roundSeats = await freeSeats(round.going, round.back);
      before = await balance();
      const mixed = twoSeatBusBooking(
        round,
        { going: roundSeats.going.slice(0, 2), back: roundSeats.back.slice(0, 2) },
        'card',
      );
      const response = await post('/api/services/bus/booking', mixed);
      const body = await expectIssued(response, mixed, before);
      expect(body.booking.details.legs.map((l: { direction: string }) => l.direction)).toEqual([
        'IDA',
        'VOLTA',
      ]);
      expect(body.booking.cashTotalValue).toBeCloseTo(
        ((cents(round.going.cashValue) + cents(round.back!.cashValue)) * 2) / 100,
        2,
      );
    });

    it('refuses more seats than passengers, a missing seat, duplicate names and a tampered price', async () => {
      const leg = await busLeg(daysAhead(32));
      const seats = await freeSeats(leg.going, null);
      const tooMany = await book(
        twoSeatBusBooking(leg, { going: seats.going.slice(0, 3) }, 'card'),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error).toBe(
        'O número de assentos selecionados não pode ser maior que o de passageiros.',
      );
      const tooFew = await book(twoSeatBusBooking(leg, { going: seats.going.slice(0, 1) }, 'card'));
      expect(tooFew.statusCode).toBe(400);
      expect(tooFew.json().error).toBe('Selecione 2 assento(s)');
      const twins = [busPassengers[0]!, { ...busPassengers[1]!, firstName: 'Maria' }];
      const duplicate = await book(
        twoSeatBusBooking(leg, { going: seats.going.slice(0, 2) }, 'card', APPROVE, twins),
      );
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().error).toBe(DUPLICATE);
      const tampered = {
        ...twoSeatBusBooking(leg, { going: seats.going.slice(0, 2) }, 'points'),
        pointsTotalValue: 10,
        pointsPrice: 10,
      };
      const refused = await book(tampered);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(PRICE_CHANGED);
    });

    it('answers 409 for a seat already held, and one of two simultaneous buyers of a seat gets it', async () => {
      const leg = await busLeg(daysAhead(33));
      const seats = await freeSeats(leg.going, null);
      const first = await book(twoSeatBusBooking(leg, { going: seats.going.slice(0, 2) }, 'card'));
      expect(first.statusCode, first.body).toBe(200);
      const before = await balance();
      const again = await book(
        twoSeatBusBooking(leg, { going: [seats.going[1]!, seats.going[2]!] }, 'card'),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: `O assento ${seats.going[1]} não está mais disponível.`,
        code: 'SEAT_TAKEN',
      });
      expect(await balance()).toBe(before);

      const race = [seats.going[3]!, seats.going[4]!];
      const answers = await Promise.all([
        book(twoSeatBusBooking(leg, { going: race }, 'card')),
        book(twoSeatBusBooking(leg, { going: race }, 'card')),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().error).toMatch(
        /^O assento \d+ não está mais disponível\.$/,
      );
    });

    it('gives the seats back when an unpaid pendente expires', async () => {
      const leg = await busLeg(daysAhead(34));
      const seats = (await freeSeats(leg.going, null)).going.slice(0, 2);
      const declined = await book(twoSeatBusBooking(leg, { going: seats }, 'card', DECLINE));
      expect(declined.statusCode, declined.body).toBe(201);
      const { locator } = declined.json().booking;
      expect((await freeSeats(leg.going, null)).going).not.toContain(seats[0]);
      await t.database.db.execute(
        sql`update bookings set expires_at = now() - interval '1 minute' where locator = ${locator}`,
      );
      expect(await t.app.bookings.expirePending()).toBeGreaterThanOrEqual(1);
      expect((await freeSeats(leg.going, null)).going).toEqual(expect.arrayContaining(seats));
    });
  });

  // ---------- experience ----------
  async function experiences(from: string, to: string): Promise<Experience[]> {
    const response = await get(
      `/api/experience?cityId=${SAO_PAULO}&startDate=${from}&endDate=${to}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return experienceSearchResponseSchema.parse(response.json());
  }
  const experiencePassenger = (name: string) => ({
    name,
    lastName: 'SOUZA',
    address: 'Av. Paulista, 1000, São Paulo',
  });
  function experienceBooking(
    e: Experience,
    slot: Experience['experienceDates'][number],
    adults: number,
    mode: 'points' | 'card',
    names = ['MARIA', 'JOAO', 'ANA'].slice(0, adults),
  ) {
    return {
      type: 'EXPERIENCE',
      experience: {
        id: e.id,
        name: e.name,
        qtParticipants: e.qtParticipants,
        refToken: e.id,
        price: e.price,
      },
      experienceDate: { id: slot.id, date: slot.date },
      adults,
      childs: 0,
      passengers: names.map(experiencePassenger),
      ...pay(Math.round((cents(e.price) * adults) / e.qtParticipants), mode),
    };
  }

  describe('EXPERIENCE', () => {
    it('books a session with points only and with points and card, and counts the places taken', async () => {
      const list = await experiences(daysAhead(20), daysAhead(26));
      const e = list[0]!;
      const slot = e.experienceDates[0]!;
      let before = await balance();
      const pointsOnly = experienceBooking(e, slot, 1, 'points');
      const issued = await expectIssued(await book(pointsOnly), pointsOnly, before);
      expect(issued.booking).toMatchObject({
        type: 'EXPERIENCE',
        date: slot.date,
        details: {
          kind: 'experience',
          id: e.id,
          name: e.name,
          cityName: e.city.cityName,
          date: slot.date,
          time: slot.time,
          daysBeforeCancellationPolicy: e.freeCancel ? 2 : 0,
        },
      });

      before = await balance();
      const mixed = experienceBooking(e, slot, 2, 'card');
      await expectIssued(await book(mixed), mixed, before);
      const fresh = new DatabaseExperienceSupplier(t.database.db);
      const [again] = await fresh
        .search(
          { cityId: SAO_PAULO, startDate: slot.date, endDate: slot.date },
          new AbortController().signal,
        )
        .then((r) => r.filter((x) => x.id === e.id));
      expect(again!.experienceDates.find((d) => d.id === slot.id)!.qtAvailable).toBe(
        slot.qtTotal - 3,
      );
    });

    it('refuses a date inside the advance days, duplicate names and a tampered price', async () => {
      const list = await experiences(daysAhead(27), daysAhead(33));
      const e = list[0]!;
      const slot = e.experienceDates[0]!;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(),
      );
      const tooSoon = await book(
        experienceBooking(
          e,
          { ...slot, id: `${e.id}-${today}-${slot.time.replace(':', '')}`, date: today },
          1,
          'card',
        ),
      );
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json()).toMatchObject({
        error: 'Esta experiência precisa ser reservada com pelo menos 1 dia(s) de antecedência.',
        code: 'ADVANCE_DAYS',
      });
      const duplicate = await book(experienceBooking(e, slot, 2, 'card', ['MARIA', 'maria']));
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().error).toBe(DUPLICATE);
      const tampered = {
        ...experienceBooking(e, slot, 1, 'card'),
        experience: { id: e.id, price: 0.01 },
        cashTotalValue: 0.01,
      };
      const refused = await book(tampered);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(PRICE_CHANGED);
    });

    it('sells the last place of a session once to two simultaneous buyers', async () => {
      const list = await experiences(daysAhead(60), daysAhead(66));
      const e = list[0]!;
      const slot = e.experienceDates[0]!;
      await new DatabaseExperienceSupplier(t.database.db).hold({
        ref: slot.id,
        quantity: slot.qtTotal - 1,
        date: slot.date,
      });
      const before = await balance();
      const answers = await Promise.all([
        book(experienceBooking(e, slot, 1, 'card')),
        book(experienceBooking(e, slot, 1, 'card')),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
        'Não há vagas suficientes nesta data.',
      );
      const sold = answers.find((a) => a.statusCode === 200)!.json().booking;
      expect(await balance()).toBe(before - sold.pointsPrice);
      const taken = await rows<{ n: number }>(
        sql`select coalesce(sum(quantity), 0)::int as n from experience_slot_bookings where slot_id = ${slot.id} and status in ('held', 'issued')`,
      );
      expect(taken).toEqual([{ n: slot.qtTotal }]);
    });
  });

  // ---------- entertainment ----------
  async function ticket(dayIndex: number) {
    const list = entertainmentSearchResponseSchema.parse(
      (
        await search('/api/services/entertainment/search', {
          filter: { route: SALVADOR, type: 'Ingresso' },
        })
      ).json(),
    );
    const activity = list[0]!;
    const [d, m, y] = activity.avaiableDates[dayIndex]!.split('/');
    const date = `${y}-${m}-${d}`;
    const age = Number(y) - 1980;
    const response = await search('/api/services/entertainment/availability', {
      activityId: activity.activityId,
      refToken: activity.refToken,
      date,
      passengers: [{ endAge: age, quantity: 2 }],
    });
    const [availability] = entertainmentAvailabilityResponseSchema.parse(response.json());
    return { activity, date, availability: availability! };
  }
  function entertainmentBooking(
    found: Awaited<ReturnType<typeof ticket>>,
    mode: 'points' | 'card',
    names = ['MARIA', 'ANA'],
  ) {
    return {
      type: 'ENTERTAINMENT',
      services: [
        {
          type: 'entertainment',
          data: {
            serviceId: found.activity.activityId,
            refToken: found.availability.refToken,
            refTokenAdditionalInfo: null,
            locationId: SALVADOR,
            serviceDate: found.date,
            startingTime: found.availability.startingTimes[0],
            passengers: names.map((n, i) => entertainmentPassenger(n, i === 0)),
          },
        },
      ],
      ...pay(availabilityTotalCents(found.availability), mode),
    };
  }

  describe('ENTERTAINMENT', () => {
    it('books a ticket with points only and with points and card on /api/services/entertainment/booking', async () => {
      const found = await ticket(5);
      let before = await balance();
      const pointsOnly = entertainmentBooking(found, 'points');
      // The supplier's R$ xx,90 bands cost whole reais: the price the detail page shows.
      expect(cents(found.availability.passengersRateTotalPrice) % 100).not.toBe(0);
      expect(pointsOnly.cashTotalValue % 1).toBe(0);
      const issued = await expectIssued(await book(pointsOnly), pointsOnly, before);
      expect(issued.booking).toMatchObject({
        type: 'ENTERTAINMENT',
        date: found.date,
        details: {
          kind: 'entertainment',
          activityId: found.activity.activityId,
          name: found.activity.name,
          image: found.activity.pictureUrl,
          startingTime: found.availability.startingTimes[0],
          daysBeforeCancellationPolicy: found.activity.daysBeforeCancellationPolicy,
        },
      });

      before = await balance();
      const mixed = entertainmentBooking(found, 'card');
      await expectIssued(await post('/api/services/entertainment/booking', mixed), mixed, before);
    });

    it('refuses duplicate names, a start time the activity does not have, a transfer without its data and a tampered price', async () => {
      const found = await ticket(6);
      const duplicate = await book(entertainmentBooking(found, 'card', ['MARIA', 'Maria']));
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().error).toBe(DUPLICATE);
      const payload = entertainmentBooking(found, 'card');
      const noTime = await book({
        ...payload,
        services: [
          {
            ...payload.services[0]!,
            data: { ...payload.services[0]!.data, startingTime: '03:00' },
          },
        ],
      });
      expect(noTime.statusCode).toBe(409);
      expect(noTime.json().error).toBe(
        'Por favor, selecione um horário antes de prosseguir para o checkout.',
      );
      const transfer = await book({
        ...payload,
        services: [
          {
            ...payload.services[0]!,
            data: {
              ...payload.services[0]!.data,
              serviceId: `4${found.activity.activityId.slice(1)}`,
            },
          },
        ],
      });
      expect(transfer.statusCode).toBe(400);
      expect(transfer.json().error).toBe('Informe os dados do transfer.');
      const refused = await book({ ...payload, cashTotalValue: payload.cashTotalValue / 2 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(PRICE_CHANGED);
      // The supplier's exact centavos are not the portal's price.
      const exact = await book({
        ...payload,
        ...pay(cents(found.availability.passengersRateTotalPrice), 'card'),
      });
      expect(exact.statusCode).toBe(409);
      expect(exact.json().error).toBe(PRICE_CHANGED);
    });
  });

  it('lists every product with its details for the my-trips cards', async () => {
    const response = await get('/api/bookings');
    expect(response.statusCode).toBe(200);
    const kinds = new Set(
      (response.json() as Array<{ type: string; details: { kind: string } | null }>).map(
        (b) => `${b.type}:${b.details?.kind}`,
      ),
    );
    expect(kinds).toEqual(
      new Set(['CAR:car', 'BUS:bus', 'EXPERIENCE:experience', 'ENTERTAINMENT:entertainment']),
    );
  });
});

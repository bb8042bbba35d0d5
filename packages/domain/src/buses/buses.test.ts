import { describe, expect, it } from 'vitest';
import type { BusRoute } from './schema';
import {
  arrivalDayOffset,
  busDateWindow,
  busDurationText,
  busFilterOptions,
  busMessages,
  busPerPassengerCents,
  busPrice,
  busSearchFormSchema,
  busSelectionReady,
  busTotalCents,
  cutPlaceName,
  defaultBusFilters,
  filterBusChoice,
  filterBusLegs,
  seatGrid,
  seatState,
  seatsStillFree,
  toggleSeat,
} from '.';

const place = (id: string, name: string) => ({ id, name, cityName: name, stateCode: 'SP' });
const TIETE = place('1', 'Terminal Rodoviário do Tietê');
const BARRA = place('2', 'Terminal Barra Funda');
const NOVO_RIO = place('3', 'Rodoviária Novo Rio');

const route = (
  key: string,
  origin: BusRoute['origin'],
  destination: BusRoute['destination'],
  classType: BusRoute['classType'],
  company: string,
  cashValue: number,
): BusRoute => ({
  key,
  refToken: `t-${key}`,
  company: { name: company, type: classType, logo: '' },
  classType,
  origin,
  destination,
  departure: '2027-03-10T23:30',
  arrival: '2027-03-11T05:45',
  duration: 375,
  distanceKm: 430,
  cashValue,
  totalCashValue: cashValue * 2,
  pointsValue: null,
  occupancy: 2,
  availableSeats: 10,
});

const going = [
  route('g1', TIETE, NOVO_RIO, 'LEITO', 'Viação Cometa', 150.9),
  route('g2', BARRA, NOVO_RIO, 'EXECUTIVO', 'Util', 99.9),
];
const returning = [
  route('r1', NOVO_RIO, TIETE, 'LEITO', 'Viação Cometa', 150.9),
  route('r2', NOVO_RIO, BARRA, 'CONVENCIONAL', 'Util', 80),
];

describe('bus filters', () => {
  it('lists stations, classes and companies with counts', () => {
    const options = busFilterOptions([...going, ...returning]);
    expect(options.stations.find((s) => s.value === '3')?.count).toBe(4);
    expect(options.classes.map((c) => c.value)).toEqual(['CONVENCIONAL', 'EXECUTIVO', 'LEITO']);
    expect(options.companies).toEqual([
      { value: 'Util', label: 'Util', count: 2 },
      { value: 'Viação Cometa', label: 'Viação Cometa', count: 2 },
    ]);
  });

  it('filters each leg by station, class and company', () => {
    const legs = { going, returning };
    expect(filterBusLegs(legs, defaultBusFilters(), null).going).toHaveLength(2);
    expect(filterBusLegs(legs, { ...defaultBusFilters(), stations: ['2'] }, null)).toEqual({
      going: [going[1]],
      returning: [returning[1]],
    });
    expect(
      filterBusLegs(legs, { ...defaultBusFilters(), classes: ['LEITO'] }, null).going.map(
        (r) => r.key,
      ),
    ).toEqual(['g1']);
    expect(
      filterBusLegs(legs, { ...defaultBusFilters(), companies: ['Util'] }, null).returning.map(
        (r) => r.key,
      ),
    ).toEqual(['r2']);
  });

  it('keeps only returns between the outbound stations when asked', () => {
    const filters = { ...defaultBusFilters(), sameStation: true };
    expect(
      filterBusLegs({ going, returning }, filters, going[0]!).returning.map((r) => r.key),
    ).toEqual(['r1']);
    expect(filterBusLegs({ going, returning }, filters, null).returning).toHaveLength(2);
  });

  it('drops a chosen departure or return that the filters hide', () => {
    const legs = { going, returning };
    const all = filterBusChoice(legs, defaultBusFilters(), {
      going: going[0]!,
      back: returning[1]!,
    });
    expect(all.choice).toEqual({ going: going[0], back: returning[1] });

    // Same station: Tietê → Novo Rio leaves only the return to Tietê; Barra Funda is dropped.
    const same = filterBusChoice(
      legs,
      { ...defaultBusFilters(), sameStation: true },
      { going: going[0]!, back: returning[1]! },
    );
    expect(same.legs.returning.map((r) => r.key)).toEqual(['r1']);
    expect(same.choice).toEqual({ going: going[0], back: null });

    // A hidden departure goes, and with it the same-station limit on the returns.
    const leito = filterBusChoice(
      legs,
      { ...defaultBusFilters(), classes: ['EXECUTIVO', 'CONVENCIONAL'], sameStation: true },
      { going: going[0]!, back: returning[1]! },
    );
    expect(leito.choice).toEqual({ going: null, back: returning[1] });
    expect(leito.legs.returning.map((r) => r.key)).toEqual(['r2']);
  });
});

describe('bus prices and selection', () => {
  it('totals every passenger of both legs and shows the price per passenger', () => {
    expect(busTotalCents([going[0]!, returning[1]!], 2)).toBe((15090 + 8000) * 2);
    expect(busTotalCents([going[0]!, null], 3)).toBe(15090 * 3);
    expect(busPerPassengerCents(46180, 2)).toBe(23090);
  });

  it('prices a row per passenger and a round trip per passenger with both legs', () => {
    expect(busPrice([going[1]!], 3)).toEqual({ totalCents: 9990 * 3, perPassengerCents: 9990 });
    expect(busPrice([going[0]!, returning[1]!], 2)).toEqual({
      totalCents: (15090 + 8000) * 2,
      perPassengerCents: 15090 + 8000,
    });
    expect(busPrice([null, null], 2)).toEqual({ totalCents: 0, perPassengerCents: 0 });
  });

  it('enables Selecionar once every leg is chosen', () => {
    expect(busSelectionReady(false, going[0], null)).toBe(true);
    expect(busSelectionReady(true, going[0], null)).toBe(false);
    expect(busSelectionReady(true, going[0], returning[0])).toBe(true);
  });

  it('cuts places to 30 characters and shows the day offset and duration', () => {
    const cut = cutPlaceName('Terminal Rodoviário do Tietê - São Paulo');
    expect(cut).toBe('Terminal Rodoviário do Tietê …');
    expect(cut).toHaveLength(30);
    expect(cutPlaceName('Rodoviária Novo Rio - Terminal')).toBe('Rodoviária Novo Rio - Terminal');
    expect(cutPlaceName('Novo Rio')).toBe('Novo Rio');
    expect(busMessages.arrivalDays(1)).toBe('+1 dia(s)');
    expect(arrivalDayOffset('2027-03-10T23:30', '2027-03-11T05:45')).toBe(1);
    expect(arrivalDayOffset('2027-03-10T08:00', '2027-03-10T14:00')).toBe(0);
    expect(busDurationText(375)).toBe('6h15');
  });
});

describe('seat picker', () => {
  const free = { number: '01', available: true };
  const taken = { number: '02', available: false };
  it('adds a free seat only while fewer than the passengers, and releases a chosen one', () => {
    expect(toggleSeat([], free, 2)).toEqual(['01']);
    expect(toggleSeat(['01'], free, 2)).toEqual([]);
    expect(toggleSeat(['03', '04'], free, 2)).toEqual(['03', '04']);
    expect(toggleSeat([], taken, 2)).toEqual([]);
    expect(seatState(free, ['01'])).toBe('chosen');
    expect(seatState(free, [])).toBe('free');
    expect(seatState(taken, [])).toBe('taken');
  });

  it('counts the chosen seats and drops those taken on a fresh map', () => {
    expect(busMessages.seatsChosen(1, 2)).toBe('1 de 2 assento(s) selecionado(s)');
    expect(busMessages.selectSeats(2)).toBe('Selecione 2 assento(s)');
    expect(seatsStillFree(['01', '02'], [free, taken])).toEqual(['01']);
    expect(seatGrid([{ position: { x: 0, y: 0 } }, { position: { x: 4, y: 10 } }])).toEqual({
      columns: 5,
      rows: 11,
    });
  });
});

describe('bus date window', () => {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
  it('starts 7 days ahead one way and round trip, whatever the campaign advance', () => {
    const round = busDateWindow(day(2030, 1, 31), true);
    expect(round.min).toEqual(day(2030, 2, 7));
    expect(round.defaultEnd).toEqual(day(2030, 2, 19));
    expect(round.max).toEqual(day(2030, 12, 31));
    const oneWay = busDateWindow(day(2030, 1, 31), false);
    expect(oneWay.min).toEqual(day(2030, 2, 7));
    expect(oneWay.defaultEnd).toBeNull();
  });
});

describe('bus search form', () => {
  const station = (id: string) => ({ id, name: id, iata: '' });
  const base = {
    origin: null,
    destination: null,
    roundTrip: true,
    from: null,
    to: null,
    passengers: 1,
    nationality: 'Brasil',
  };
  const messages = (value: unknown) =>
    busSearchFormSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
  it('asks for both stations and the dates of the trip kind', () => {
    expect(messages(base)).toEqual([
      busMessages.originRequired,
      busMessages.destinationRequired,
      busMessages.dateRequired,
    ]);
    expect(
      messages({
        ...base,
        origin: station('1'),
        destination: station('1'),
        from: new Date(),
        to: new Date(),
      }),
    ).toEqual([busMessages.sameStations]);
    expect(
      messages({ ...base, origin: station('1'), destination: station('2'), from: new Date() }),
    ).toEqual([busMessages.dateRequired]);
    expect(
      messages({
        ...base,
        roundTrip: false,
        origin: station('1'),
        destination: station('2'),
        from: new Date(),
      }),
    ).toEqual([]);
    expect(busSearchFormSchema.safeParse({ ...base, passengers: 10 }).success).toBe(false);
  });
});

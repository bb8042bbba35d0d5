import { describe, expect, it } from 'vitest';
import { emptyTripsFilter, filterTrips, tripsTypeOptions, type TripsFilter } from './tripsFilter';
import { tripCalendar } from './calendar';
import { reprocessActionForError, reprocessNeedsCard } from './trips';
import type { BookingType } from '../products/table';

const trip = (
  locator: string,
  type: BookingType,
  date: string,
  bookingDate: string,
  passengers: Array<[string, string]>,
) => ({
  locator,
  type,
  date,
  bookingDate,
  passengers: passengers.map(([name, lastName]) => ({ name, lastName })),
});

const trips = [
  trip('A', 'FLIGHT', '2026-12-10', '2026-11-01T10:00:00.000Z', [['MARIA', 'SOUZA']]),
  trip('B', 'HOTEL', '2026-11-20', '2026-11-03T10:00:00.000Z', [
    ['João', 'Silva'],
    ['Ana', 'Lima'],
  ]),
  trip('C', 'CAR', '2026-10-01', '2026-09-01T10:00:00.000Z', [['Pedro', 'Alves']]),
  trip('D', 'FLIGHT', '2026-11-22', '2026-11-02T10:00:00.000Z', [['Maria', 'Clara']]),
];
const today = '2026-11-22';
const run = (filter: Partial<TripsFilter>) =>
  filterTrips(trips, { ...emptyTripsFilter, ...filter }, today).map((t) => t.locator);

describe('my trips filter', () => {
  it('sorts by booking date, newest first, with no filter', () => {
    expect(run({})).toEqual(['B', 'D', 'A', 'C']);
  });

  it('keeps one type', () => {
    expect(run({ type: 'FLIGHT' })).toEqual(['D', 'A']);
    expect(run({ type: 'BUS' })).toEqual([]);
  });

  it('matches the passenger full name case-insensitively, on any passenger', () => {
    expect(run({ name: 'maria' })).toEqual(['D', 'A']);
    expect(run({ name: 'MARIA souza' })).toEqual(['A']);
    expect(run({ name: '  ana   LIMA ' })).toEqual(['B']);
    expect(run({ name: 'joão' })).toEqual(['B']);
    expect(run({ name: 'ninguém' })).toEqual([]);
  });

  it('keeps trips on or after the start and on or before the end date', () => {
    expect(run({ start: '2026-11-22' })).toEqual(['D', 'A']);
    expect(run({ end: '2026-11-22' })).toEqual(['B', 'D', 'C']);
    expect(run({ start: '2026-11-01', end: '2026-11-30' })).toEqual(['B', 'D']);
  });

  it("'Em andamento' keeps trips from today on, 'Encerradas' the earlier ones", () => {
    expect(run({ situation: 'ONGOING' })).toEqual(['D', 'A']);
    expect(run({ situation: 'CLOSED' })).toEqual(['B', 'C']);
  });

  it('combines the filters', () => {
    expect(run({ type: 'FLIGHT', name: 'clara', situation: 'ONGOING' })).toEqual(['D']);
  });

  it('offers only the types the campaign layout enables, Tudo first, none when no product is on', () => {
    const all = {
      flight: true,
      experience: true,
      entertainment: true,
      hotel: true,
      car: true,
      bus: true,
    };
    expect(tripsTypeOptions(all).map((o) => o.label)).toEqual([
      'Tudo',
      'Voos',
      'Experiências',
      'Entretenimento',
      'Hoteis',
      'Carros',
      'Rodoviários',
    ]);
    expect(
      tripsTypeOptions({ ...all, flight: false, bus: false, experience: false }).map(
        (o) => o.value,
      ),
    ).toEqual(['ALL', 'ENTERTAINMENT', 'HOTEL', 'CAR']);
    expect(
      tripsTypeOptions({
        flight: false,
        experience: false,
        entertainment: false,
        hotel: false,
        car: false,
        bus: false,
      }),
    ).toEqual([]);
  });
});

describe('trip calendar (.ics)', () => {
  const now = new Date('2026-11-22T12:34:56.789Z');

  it('writes an all-day event whose DTEND is the day after the last day', () => {
    const text = tripCalendar(
      { uid: 'PBABC', title: 'Hotel Praia, Rio', start: '2026-12-30', end: '2027-01-02' },
      now,
    );
    expect(text).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270103\r\n');
    expect(text).toContain('DTSTAMP:20261122T123456Z\r\n');
    expect(text).toContain('UID:PBABC@portal-de-viagens\r\n');
    expect(text).toContain('SUMMARY:Hotel Praia\\, Rio\r\n');
    expect(text?.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('lasts one day without an end', () => {
    const text = tripCalendar({ uid: 'X', title: 'Voo', start: '2026-02-28' }, now);
    expect(text).toContain('DTSTART;VALUE=DATE:20260228\r\nDTEND;VALUE=DATE:20260301\r\n');
  });

  it('writes local times when the start has one', () => {
    const text = tripCalendar(
      { uid: 'X', title: 'Voo GRU → GIG', start: '2026-12-10T08:05', end: '2026-12-10T09:10:00' },
      now,
    );
    expect(text).toContain('DTSTART:20261210T080500\r\nDTEND:20261210T091000\r\n');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const text =
      tripCalendar(
        {
          uid: 'X',
          title: 'T',
          start: '2026-12-10',
          description: `linha 1\nlinha; 2 ${'á'.repeat(80)}`,
        },
        now,
      ) ?? '';
    expect(text.split('\r\n').find((line) => line.startsWith('DESCRIPTION'))).toMatch(
      /^DESCRIPTION:linha 1\\nlinha\\; 2 /,
    );
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain(`linha\\; 2 ${'á'.repeat(80)}`);
  });

  it('refuses an unreadable start', () => {
    expect(tripCalendar({ uid: 'X', title: 'T', start: '' }, now)).toBeNull();
  });
});

describe('reprocess rules', () => {
  const tx = (status: string) => ({
    status,
    amount: 100,
    installments: 1,
    brand: 'visa',
    last4Digits: '0002',
  });

  it('asks for a card when cash is due and no transaction can be charged', () => {
    expect(reprocessNeedsCard({ cashPrice: 120.5, paymentTransaction: null })).toBe(true);
    expect(reprocessNeedsCard({ cashPrice: 120.5, paymentTransaction: tx('declined') })).toBe(true);
    expect(reprocessNeedsCard({ cashPrice: 120.5, paymentTransaction: tx('failed') })).toBe(true);
    expect(reprocessNeedsCard({ cashPrice: 120.5, paymentTransaction: tx('authorized') })).toBe(
      false,
    );
    expect(
      reprocessNeedsCard({ cashPrice: 120.5, paymentTransaction: tx('requires_two_factor') }),
    ).toBe(false);
    expect(
      reprocessNeedsCard({ cashPrice: 120.5, paymentTransaction: tx('requires_redirect') }),
    ).toBe(false);
    expect(reprocessNeedsCard({ cashPrice: 0, paymentTransaction: null })).toBe(false);
  });

  it('maps the reprocess errors', () => {
    expect(reprocessActionForError(400, 'x')).toEqual({
      kind: 'alert',
      message: 'Há algo de errado nos seus dados, verifique!',
    });
    expect(reprocessActionForError(401, null)).toEqual({ kind: 'sessionExpired' });
    expect(reprocessActionForError(409, 'Reserva expirada')).toEqual({
      kind: 'bookingError',
      message: 'Reserva expirada',
    });
    expect(reprocessActionForError(504, 'x')).toEqual({
      kind: 'bookingError',
      message: 'Tempo expirou, tente novamente!',
    });
    expect(reprocessActionForError(422, 'Cartão não aceito.')).toEqual({
      kind: 'alert',
      message: 'Cartão não aceito.',
    });
    expect(reprocessActionForError(500, 'x')).toEqual({
      kind: 'alert',
      message: 'Compra não processada, por favor, tente novamente!',
    });
  });
});

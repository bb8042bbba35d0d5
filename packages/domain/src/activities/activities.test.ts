import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyTransferEnd, toTransferData, transferEndErrors, transferMessages } from './transfer';
import { type TravellerForm } from '../checkout/travellers';
import { souzaTraveller } from '../../test';
import { addressRequired } from '../checkout/productTravellers';
import { validateEntertainmentPassengers, validateExperiencePassengers } from './travellers';
import {
  activityCapacity,
  activityDateError,
  activityDateToIso,
  activityPassengerLimitMessage,
  activityPassengerRates,
  activityPassengersError,
  activityPriceCents,
  activityTotalCents,
  availabilityTotalCents,
  activityTypeOf,
  activityWeekdays,
  availabilityPassengers,
  baggageLabel,
  bandTotalCents,
  cutText,
  emptyEntertainmentFilters,
  entertainmentFilterOptions,
  entertainmentMessages,
  filterActivities,
  initialPassengerCounts,
  isPricedPerService,
  maxActivityPassengers,
  passengerTotal,
  returnDateError,
  roundHalfDown,
} from './entertainment';
import {
  experienceCancellationDays,
  experienceCancellationPolicy,
  experienceDateError,
  experienceGroupError,
  experienceMessages,
  experienceTotalCents,
  firstExperienceDate,
} from './experience';

const activity = (
  over: Partial<{
    promotionalCombo: boolean;
    location: string;
    type: 'Transfer' | 'Ingresso' | 'Passeio';
    weekDaysList: string;
    id: string;
  }>,
) => ({
  id: 'x',
  promotionalCombo: false,
  location: 'Rio de Janeiro',
  type: 'Ingresso' as const,
  weekDaysList: '1;3;5',
  ...over,
});

describe('entertainment filters', () => {
  const list = [
    activity({
      id: 'a',
      type: 'Transfer',
      location: 'Rio de Janeiro',
      weekDaysList: '0;1;2;3;4;5;6',
    }),
    activity({
      id: 'b',
      type: 'Ingresso',
      location: 'Niterói',
      weekDaysList: '6',
      promotionalCombo: true,
    }),
    activity({ id: 'c', type: 'Passeio', location: 'Rio de Janeiro', weekDaysList: '1;2' }),
  ];
  const ids = (filters: Parameters<typeof filterActivities>[1]) =>
    filterActivities(list, filters).map((a) => a.id);

  it('keeps everything with no filter chosen', () => {
    expect(ids(emptyEntertainmentFilters)).toEqual(['a', 'b', 'c']);
  });
  it('matches any of the values within a group', () => {
    expect(ids({ ...emptyEntertainmentFilters, categories: ['Transfer', 'Passeio'] })).toEqual([
      'a',
      'c',
    ]);
    expect(ids({ ...emptyEntertainmentFilters, weekdays: [6, 2] })).toEqual(['a', 'b', 'c']);
    expect(ids({ ...emptyEntertainmentFilters, weekdays: [6] })).toEqual(['a', 'b']);
    expect(ids({ ...emptyEntertainmentFilters, locations: ['Niterói'] })).toEqual(['b']);
  });
  it('needs every group to match', () => {
    expect(
      ids({ ...emptyEntertainmentFilters, locations: ['Rio de Janeiro'], weekdays: [6] }),
    ).toEqual(['a']);
    expect(
      ids({ ...emptyEntertainmentFilters, promotionalCombo: true, categories: ['Transfer'] }),
    ).toEqual([]);
    expect(ids({ ...emptyEntertainmentFilters, promotionalCombo: true })).toEqual(['b']);
  });
  it('a filtered list is a subset that every further value can only widen within a group', () => {
    fc.assert(
      fc.property(
        fc.subarray([0, 1, 2, 3, 4, 5, 6]),
        fc.subarray([0, 1, 2, 3, 4, 5, 6]),
        (a, b) => {
          const narrow = ids({ ...emptyEntertainmentFilters, weekdays: a.length ? a : [0] });
          const wide = ids({
            ...emptyEntertainmentFilters,
            weekdays: [...(a.length ? a : [0]), ...b],
          });
          expect(narrow.every((id) => wide.includes(id))).toBe(true);
        },
      ),
    );
  });
  it('offers the locations and week days found in the results, and every category with its count', () => {
    expect(entertainmentFilterOptions(list)).toEqual({
      locations: ['Niterói', 'Rio de Janeiro'],
      categories: ['Transfer', 'Ingresso', 'Passeio'],
      categoryCounts: { Transfer: 1, Ingresso: 1, Passeio: 1 },
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
    const tickets = entertainmentFilterOptions([activity({ type: 'Ingresso', weekDaysList: '6' })]);
    expect(tickets.categories).toEqual(['Transfer', 'Ingresso', 'Passeio']);
    expect(tickets.categoryCounts).toEqual({ Transfer: 0, Ingresso: 1, Passeio: 0 });
    expect(tickets.weekdays).toEqual([6]);
  });
});

describe('week days and dates', () => {
  it('reads the semicolon list, ignoring junk and repeats', () => {
    expect(activityWeekdays('5;1;1; 3;9;x')).toEqual([1, 3, 5]);
    expect(activityWeekdays('')).toEqual([]);
  });
  it('converts dd/MM/yyyy and refuses impossible dates', () => {
    expect(activityDateToIso('05/03/2027')).toBe('2027-03-05');
    expect(activityDateToIso('31/02/2027')).toBeNull();
  });
  it('gives its verbatim messages for a missing, invalid or unavailable day', () => {
    const available = ['05/03/2027', '06/03/2027'];
    expect(activityDateError(null, available)).toBe(entertainmentMessages.noDate);
    expect(activityDateError('2027-02-31x', available)).toBe(entertainmentMessages.invalidDate);
    expect(activityDateError('2027-03-07', available)).toBe(
      'Dia indisponível, por favor selecione um dos dias destacados no calendário.',
    );
    expect(activityDateError('2027-03-05', available)).toBeNull();
  });
  it('needs a return date after the arrival', () => {
    expect(returnDateError('2027-03-05', null)).toBe('Por favor, selecione uma data de retorno.');
    expect(returnDateError('2027-03-05', '2027-03-05')).toBe(entertainmentMessages.invalidDate);
    expect(returnDateError('2027-03-05', '2027-03-06')).toBeNull();
  });
});

describe('passenger rates', () => {
  const tour = {
    type: 'Passeio' as const,
    tourPassengerRate: [
      { name: 'Adulto', endAge: 99 },
      { name: 'Crianca', endAge: 11 },
    ],
  };
  it('uses the rates of the activity type, youngest first, one adult to start', () => {
    const rates = activityPassengerRates(tour);
    expect(rates.map((r) => r.name)).toEqual(['Crianca', 'Adulto']);
    expect(initialPassengerCounts(rates)).toEqual({ 11: 0, 99: 1 });
  });
  it('sends one entry with quantity 1 per person', () => {
    expect(availabilityPassengers({ 99: 2, 11: 1 })).toEqual([
      { endAge: 11, quantity: 1 },
      { endAge: 99, quantity: 1 },
      { endAge: 99, quantity: 1 },
    ]);
    expect(availabilityPassengers({ 99: 0 })).toEqual([]);
    expect(passengerTotal({ 99: 2, 11: 1 })).toBe(3);
  });
  it('prices a band per person, or once per service', () => {
    expect(bandTotalCents(12_900, 2, false)).toBe(25_800);
    expect(bandTotalCents(24_900, 3, true)).toBe(24_900);
    expect(bandTotalCents(24_900, 0, true)).toBe(0);
  });
  const transfer = (maxNumberPassenger: number) =>
    activityCapacity({
      type: 'Transfer',
      transfer: {
        images: [],
        address: '',
        inclusions: [],
        locations: [],
        transferType: { type: 'Privativo', maxNumberPassenger },
      },
    });
  it('a transfer with a passenger limit is priced per service and takes at most its limit', () => {
    const privateCar = transfer(4);
    expect(isPricedPerService(privateCar)).toBe(true);
    expect(maxActivityPassengers(privateCar)).toBe(4);
    expect(activityPassengersError(privateCar, 4)).toBeNull();
    expect(activityPassengersError(privateCar, 5)).toBe(
      'Este transfer comporta até 4 passageiros.',
    );
    expect(activityPassengersError(privateCar, 5)).toBe(entertainmentMessages.passengerLimit(4));
    expect(activityPassengerLimitMessage(privateCar)).toBe(
      'Este transfer comporta até 4 passageiros.',
    );
  });
  it('a shared transfer, a ticket or a tour is priced per person, up to the group limit of 9', () => {
    for (const capacity of [
      transfer(0),
      activityCapacity({ type: 'Passeio' }),
      activityCapacity({ type: 'Ingresso' }),
    ]) {
      expect(isPricedPerService(capacity)).toBe(false);
      expect(maxActivityPassengers(capacity)).toBe(9);
      expect(activityPassengersError(capacity, 9)).toBeNull();
      expect(activityPassengersError(capacity, 10)).toBe('Máximo de 9 passageiros');
    }
    // A vehicle larger than the group limit still takes one group.
    expect(maxActivityPassengers(transfer(15))).toBe(9);
    expect(activityPassengersError(transfer(15), 10)).toBe('Máximo de 9 passageiros');
  });
  it('reads the type from the id prefix and labels baggage', () => {
    expect(activityTypeOf('4123')).toBe('Transfer');
    expect(activityTypeOf('5123')).toBe('Ingresso');
    expect(activityTypeOf('6123')).toBe('Passeio');
    expect(activityTypeOf('7123')).toBeNull();
    expect(baggageLabel(1)).toBe('mala');
    expect(baggageLabel(2)).toBe('malas');
  });
});

describe('price rounding and texts', () => {
  it('rounds halves down', () => {
    expect(roundHalfDown(89.5)).toBe(89);
    expect(roundHalfDown(89.51)).toBe(90);
    expect(roundHalfDown(89.49)).toBe(89);
    expect(roundHalfDown(90)).toBe(90);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(roundHalfDown(n + 0.5)).toBe(n);
      }),
    );
  });
  it('an activity costs whole reais, halves going down: the same amount shown and charged', () => {
    expect(activityPriceCents(8_990)).toBe(9_000);
    expect(activityPriceCents(8_950)).toBe(8_900);
    expect(activityPriceCents(8_951)).toBe(9_000);
    expect(activityPriceCents(8_949)).toBe(8_900);
    expect(activityPriceCents(9_000)).toBe(9_000);
    expect(activityPriceCents(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const price = activityPriceCents(cents);
        expect(price % 100).toBe(0);
        expect(Math.abs(price - cents)).toBeLessThanOrEqual(50);
        expect(activityPriceCents(price)).toBe(price);
      }),
    );
  });
  it('an availability costs the sum of its bands, each in whole reais', () => {
    // 2 adults at R$ 89,90 and a child at R$ 44,90.
    expect(activityTotalCents([17_980, 4_490])).toBe(18_000 + 4_500);
    // Two halves each go down, so the lines shown always add up to the total.
    expect(activityTotalCents([4_450, 4_450])).toBe(8_800);
    expect(activityTotalCents([])).toBe(0);
    const band = (name: string, quantity: number, reais: number) => ({
      name,
      endAge: name === 'Adulto' ? 99 : 11,
      price: { quantity, priceTotalOriginal: reais, priceTotalOriginalPoints: null },
    });
    expect(
      availabilityTotalCents({
        passengersCalculatedRate: [band('Crianca', 1, 44.9), band('Adulto', 2, 179.8)],
      }),
    ).toBe(22_500);
  });
  it('cuts long texts at 100 characters', () => {
    expect(cutText('curto')).toEqual({ text: 'curto', cut: false });
    const long = 'a'.repeat(150);
    expect(cutText(long)).toEqual({ text: `${'a'.repeat(100)}...`, cut: true });
  });
  it('experience price = price × adults ÷ participants per unit', () => {
    expect(experienceTotalCents(20_000, 3, 2)).toBe(30_000);
    expect(experienceTotalCents(10_001, 1, 2)).toBe(5_001);
    expect(experienceTotalCents(10_000, 0, 1)).toBe(0);
  });
  it('experience cancellation: free ones until 2 days before, the policy text says the same', () => {
    expect(experienceCancellationDays(true)).toBe(2);
    expect(experienceCancellationDays(false)).toBe(0);
    expect(experienceCancellationPolicy(true)).toContain('2 dias antes');
  });
  it('experience group: at most 9 people, and no more than the places the session has left', () => {
    expect(experienceGroupError(3, 3)).toBeNull();
    expect(experienceGroupError(4, 3)).toBe('Não há vagas suficientes nesta data.');
    expect(experienceGroupError(9, null)).toBeNull();
    expect(experienceGroupError(10, 50)).toBe(
      'Para grupos acima de 9 pessoas, entre em contato para uma viagem personalizada',
    );
  });
  it('experience date: required, and not before the advance days', () => {
    expect(experienceDateError(null, '2027-03-01', 1)).toBe(experienceMessages.dateRequired);
    expect(experienceDateError('2027-03-01', '2027-03-01', 1)).toMatch(/pelo menos 1 dia/);
    expect(experienceDateError('2027-03-02', '2027-03-01', 1)).toBeNull();
    expect(firstExperienceDate('2027-02-28', 1)).toBe('2027-03-01');
  });
});

describe('activity travellers', () => {
  const form = (name: string, over: Partial<TravellerForm> = {}): TravellerForm =>
    souzaTraveller(name, {
      documentNumber: '123.456',
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      ...over,
    });
  it('experience travellers need an address; the first gives contact data', () => {
    const missing = validateExperiencePassengers(
      [form('MARIA'), form('ANA')],
      ['Av. Paulista, 1000', ' '],
      '2026-01-01',
    );
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.addressErrors).toEqual([null, addressRequired]);
    const ok = validateExperiencePassengers(
      [form('MARIA'), form('ANA')],
      ['Av. Paulista, 1000', 'Rua A, 1'],
      '2026-01-01',
    );
    expect(ok).toEqual({
      ok: true,
      passengers: [
        {
          name: 'MARIA',
          lastName: 'SOUZA',
          address: 'Av. Paulista, 1000',
          birthdate: '1985-05-10',
          email: 'maria@example.com',
          phone: '(11) 98765-4321',
        },
        { name: 'ANA', lastName: 'SOUZA', address: 'Rua A, 1', birthdate: '1985-05-10' },
      ],
    });
  });
  it('entertainment passengers carry every field, CNH sent as DRIVER_LICENSE, the first is main, twins refused', () => {
    const ok = validateEntertainmentPassengers(
      [form('MARIA'), form('ANA', { gender: 'M' })],
      '2026-01-01',
    );
    expect(
      ok.ok && ok.passengers.map((p) => [p.firstName, p.document, p.gender, p.isMain]),
    ).toEqual([
      ['MARIA', { type: 'DRIVER_LICENSE', number: '123456' }, 'FEMALE', true],
      ['ANA', { type: 'DRIVER_LICENSE', number: '123456' }, 'MALE', false],
    ]);
    const twins = validateEntertainmentPassengers([form('MARIA'), form('maria')], '2026-01-01');
    expect(twins.ok === false && twins.errors.section).toBe(
      'Passageiros com o mesmo nome e sobrenome não são permitidos!',
    );
    const empty = validateEntertainmentPassengers([form('MARIA', { phone: '' })], '2026-01-01');
    expect(empty.ok === false && empty.errors.fields[0]).toEqual({
      phone: 'Telefone não pode ser vazio',
    });
  });
});

describe('transfer data', () => {
  const airport = {
    ...emptyTransferEnd,
    airport: 'Aeroporto de Salvador',
    reservationCode: 'ABC123',
    flightNumber: 'g31234',
    arrivalTime: '10:30',
  };
  const address = { ...emptyTransferEnd, kind: 'address' as const, address: 'Hotel Farol, Barra' };
  it('checks only the chosen branch', () => {
    expect(transferEndErrors(emptyTransferEnd)).toEqual({
      airport: transferMessages.airportRequired,
      reservationCode: transferMessages.reservationCodeRequired,
      flightNumber: transferMessages.flightNumberRequired,
      arrivalTime: transferMessages.arrivalTimeRequired,
    });
    expect(transferEndErrors({ ...emptyTransferEnd, kind: 'address' })).toEqual({
      address: transferMessages.addressRequired,
    });
    expect(transferEndErrors({ ...airport, arrivalTime: '25:00' })).toEqual({
      arrivalTime: transferMessages.arrivalTimeInvalid,
    });
  });
  it('builds the booking transferData', () => {
    expect(toTransferData(airport, address)).toEqual({
      startingAirport: {
        name: 'Aeroporto de Salvador',
        reservationCode: 'ABC123',
        flightNumber: 'G31234',
        arrivalTime: '10:30',
      },
      dropOffLocation: 'Hotel Farol, Barra',
    });
    expect(toTransferData(address, { ...address, address: '' })).toBeNull();
  });
});

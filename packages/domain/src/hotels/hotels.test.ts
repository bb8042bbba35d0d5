import { describe, expect, it } from 'vitest';
import type { HotelStay, RoomRate } from './schema';
import type { BreakfastChoice } from './filters';
import {
  addRoom,
  canStep,
  defaultHotelFilters,
  displayPrice,
  filterHotels,
  firstUnfilled,
  guestTotals,
  hotelDateWindow,
  hotelTotalCents,
  isGroupAboveLimit,
  mapMarkerLabel,
  matchesMeals,
  newApartment,
  nextUnfilled,
  nightsBetween,
  perNightCents,
  priceBounds,
  rangeFitsWindow,
  rateCents,
  remainingRoomsText,
  removeRoom,
  roomOptions,
  setChildAge,
  setSeniorAge,
  snapStars,
  sortStaysByPrice,
  spreadGuests,
  stayLengthText,
  stayNights,
  stepCounter,
  validateRoomSelection,
  type HotelApartment,
} from '.';

function rate(rph: number, reais: number, extra: Partial<RoomRate> = {}): RoomRate {
  return {
    rateKey: `k-${rph}-${reais}`,
    roomStayCandidateRph: rph,
    ratePlanName: 'Somente hospedagem',
    total: { amountAfterTax: reais, currencyCode: 'BRL' },
    origTotal: { amountAfterTax: reais, currencyCode: 'BRL' },
    ratePlans: {
      mealPlanName: 'Somente hospedagem',
      mealsIncluded: { breakfast: false, lunch: false, dinner: false },
    },
    refundable: true,
    cancelPenalties: [],
    availableRooms: 3,
    ...extra,
  };
}

function stay(name: string, rating: number, types: RoomRate[][]): HotelStay {
  return {
    basicPropertyInfo: {
      hotelRef: { hotelName: name, hotelCode: `SAO-${name}` },
      award: { rating },
      address: { addressLine: 'Rua A, 1', cityName: 'São Paulo' },
      position: { latitude: -23.5, longitude: -46.6 },
      imageURL: '/img.png',
    },
    availability: { start: '2030-03-10', end: '2030-03-13' },
    price: { amountAfterTax: 0, currencyCode: 'BRL' },
    roomStays: {
      roomTypes: types.map((rates, i) => ({
        roomTypeCode: `T${i}`,
        roomName: `Tipo ${i}`,
        roomDescription: '',
        maxOccupancy: 3,
        roomRates: rates,
      })),
    },
  };
}

describe('room dialog rules', () => {
  it('never goes below the minimums or above 9', () => {
    let room: HotelApartment = newApartment();
    expect(canStep(room, 'adults', -1)).toBe(false);
    expect(stepCounter(room, 'adults', -1).adults).toBe(1);
    expect(stepCounter(room, 'seniors', -1).seniors).toBe(0);
    expect(stepCounter(room, 'childs', -1).childs).toBe(0);
    for (let i = 0; i < 12; i += 1) room = stepCounter(room, 'adults', 1);
    expect(room.adults).toBe(9);
    expect(canStep(room, 'adults', 1)).toBe(false);
  });

  it('keeps one age per senior (60-99) and per child (0-17)', () => {
    let room = stepCounter(stepCounter(newApartment(), 'seniors', 1), 'childs', 1);
    expect(room.seniorsAges).toEqual([60]);
    expect(room.childsAge).toEqual([0]);
    room = setSeniorAge(setChildAge(room, 0, 30), 0, 120);
    expect(room.childsAge).toEqual([17]);
    expect(room.seniorsAges).toEqual([99]);
    expect(setSeniorAge(room, 0, 10).seniorsAges).toEqual([60]);
    expect(stepCounter(room, 'childs', -1).childsAge).toEqual([]);
  });

  it('keeps at least one room', () => {
    const one = [newApartment()];
    expect(removeRoom(one, 0)).toHaveLength(1);
    const two = addRoom(one);
    expect(two).toHaveLength(2);
    expect(removeRoom(two, 1)).toHaveLength(1);
  });

  it('totals guests and detects groups above 9', () => {
    const rooms = [
      { adults: 2, seniors: 1, seniorsAges: [70], childs: 2, childsAge: [3, 5] },
      { adults: 1, seniors: 0, seniorsAges: [], childs: 0, childsAge: [] },
    ];
    expect(guestTotals(rooms)).toEqual({ qtAdult: 4, qtChild: 2, qtRooms: 2, childAge: [3, 5] });
    expect(isGroupAboveLimit(rooms)).toBe(false);
    expect(isGroupAboveLimit([...rooms, { ...newApartment(), adults: 4 }])).toBe(true);
  });

  it('spreads adults evenly with the remainder first and children in room 0', () => {
    expect(spreadGuests(5, 2, 2)).toEqual([
      { adults: 3, children: 2 },
      { adults: 2, children: 0 },
    ]);
    expect(spreadGuests(4, 0, 3).map((r) => r.adults)).toEqual([2, 1, 1]);
  });
});

describe('date window', () => {
  const today = new Date(2030, 0, 31, 15, 30);
  it('starts at today + advanceDaysCar, ends 11 months ahead, default range to today + 19', () => {
    const w = hotelDateWindow(today, 7);
    expect(w.min).toEqual(new Date(2030, 1, 7));
    expect(w.max).toEqual(new Date(2030, 11, 31));
    expect(w.defaultStart).toEqual(new Date(2030, 1, 7));
    expect(w.defaultEnd).toEqual(new Date(2030, 1, 19));
  });
  it('defaults to 7 days and keeps at least one night', () => {
    expect(hotelDateWindow(today, null).min).toEqual(new Date(2030, 1, 7));
    const late = hotelDateWindow(today, 25);
    expect(late.defaultEnd).toEqual(new Date(2030, 1, 26));
    expect(hotelDateWindow(new Date(2030, 2, 31), 7).max).toEqual(new Date(2031, 1, 28));
  });
  it('checks stored ranges against the window', () => {
    const w = hotelDateWindow(today, 7);
    expect(rangeFitsWindow(new Date(2030, 1, 8), new Date(2030, 1, 10), w)).toBe(true);
    expect(rangeFitsWindow(new Date(2030, 1, 1), new Date(2030, 1, 10), w)).toBe(false);
    expect(rangeFitsWindow(new Date(2030, 1, 10), new Date(2030, 1, 10), w)).toBe(false);
  });
  it('counts nights', () => {
    expect(nightsBetween('2030-03-10', '2030-03-13')).toBe(3);
    expect(nightsBetween('2030-03-10', '2030-03-10')).toBe(1);
  });
});

describe('prices', () => {
  it('sums the cheapest rate of each room and divides by nights', () => {
    const s = stay('A', 4, [
      [rate(0, 300), rate(1, 500)],
      [rate(0, 250.5), rate(1, 600)],
    ]);
    expect(hotelTotalCents(s)).toBe(25050 + 50000);
    expect(stayNights(s)).toBe(3);
    expect(perNightCents(hotelTotalCents(s), 3)).toBe(25017);
  });

  it('uses origTotal for rates not in BRL', () => {
    const usd = rate(0, 100, {
      total: { amountAfterTax: 100, currencyCode: 'USD' },
      origTotal: { amountAfterTax: 540, currencyCode: 'BRL' },
    });
    expect(rateCents(usd)).toBe(54000);
  });

  it('sorts hotels by price ascending', () => {
    const list = [
      stay('Caro', 3, [[rate(0, 900)]]),
      stay('Barato', 3, [[rate(0, 100)]]),
      stay('Médio', 3, [[rate(0, 400)]]),
    ];
    expect(sortStaysByPrice(list).map((h) => h.basicPropertyInfo.hotelRef.hotelName)).toEqual([
      'Barato',
      'Médio',
      'Caro',
    ]);
  });

  it('shows points rounded up for members and R$ otherwise', () => {
    const points = {
      kind: 'points',
      conversionRate: 50,
      markupPercent: 0,
      shortAlias: 'Pts',
    } as const;
    expect(displayPrice(12345, points)).toEqual({ value: 6173, text: '6.173 Pts' });
    expect(displayPrice(12345, { kind: 'cash' }).text).toBe('R$\u00a0123,45');
    expect(displayPrice(10000, { ...points, markupPercent: 10 }).value).toBe(5500);
  });

  it('labels map markers with the rounded-up price and the currency short name', () => {
    expect(mapMarkerLabel(123401, { kind: 'cash' })).toBe('R$ 1.235');
    expect(
      mapMarkerLabel(12345, {
        kind: 'points',
        conversionRate: 50,
        markupPercent: 0,
        shortAlias: 'Pts',
      }),
    ).toBe('6.173 Pts');
  });

  it('writes the stay length', () => {
    expect(stayLengthText(1, 1)).toBe('por 1 noite x 1 quarto');
    expect(stayLengthText(3, 2)).toBe('por 3 noites x 2 quartos');
  });
});

describe('result filters', () => {
  const breakfast = { breakfast: true, lunch: false, dinner: false };
  const list = [
    stay('Hotel Paulista', 4.5, [
      [rate(0, 500, { ratePlans: { mealPlanName: 'Café', mealsIncluded: breakfast } })],
    ]),
    stay('Pousada Sol', 3, [[rate(0, 200)]]),
    stay('Grand Ipiranga', 5, [
      [
        rate(0, 1500, {
          ratePlans: {
            mealPlanName: 'MP',
            mealsIncluded: { breakfast: true, lunch: false, dinner: true },
          },
        }),
      ],
    ]),
  ];
  const price = (s: HotelStay) => hotelTotalCents(s) / 100;
  const names = (r: HotelStay[]) => r.map((h) => h.basicPropertyInfo.hotelRef.hotelName);

  it('matches names case- and accent-insensitively', () => {
    expect(names(filterHotels(list, { ...defaultHotelFilters(), name: 'PAULI' }, price))).toEqual([
      'Hotel Paulista',
    ]);
    expect(names(filterHotels(list, { ...defaultHotelFilters(), name: 'pousáda' }, price))).toEqual(
      ['Pousada Sol'],
    );
  });

  it('keeps ratings at or above the minimum in half steps', () => {
    expect(names(filterHotels(list, { ...defaultHotelFilters(), minStars: 4.5 }, price))).toEqual([
      'Hotel Paulista',
      'Grand Ipiranga',
    ]);
    expect(snapStars(3.7)).toBe(3.5);
    expect(snapStars(9)).toBe(5);
  });

  it('filters by the price range, inclusive', () => {
    expect(
      names(filterHotels(list, { ...defaultHotelFilters(), priceRange: [200, 500] }, price)),
    ).toEqual(['Hotel Paulista', 'Pousada Sol']);
    expect(priceBounds([200.4, 1500.2])).toEqual([200, 1501]);
    expect(priceBounds([])).toEqual([0, 10000]);
  });

  it('requires a rate including every ticked meal', () => {
    expect(matchesMeals(list[1]!, { breakfast: false, lunch: false, dinner: false })).toBe(true);
    expect(
      names(filterHotels(list, { ...defaultHotelFilters(), meals: breakfast }, price)),
    ).toEqual(['Hotel Paulista', 'Grand Ipiranga']);
    expect(
      names(
        filterHotels(
          list,
          { ...defaultHotelFilters(), meals: { breakfast: true, lunch: false, dinner: true } },
          price,
        ),
      ),
    ).toEqual(['Grand Ipiranga']);
  });

  it('keeps hotels with a rate with, or a rate without, breakfast as the member chooses', () => {
    const both = stay('Hotel Duplo', 4, [
      [
        rate(0, 300),
        rate(1, 350, { ratePlans: { mealPlanName: 'Café', mealsIncluded: breakfast } }),
      ],
    ]);
    const all = [...list, both];
    const choose = (choice: BreakfastChoice, meals = defaultHotelFilters().meals) =>
      names(filterHotels(all, { ...defaultHotelFilters(), meals, breakfast: choice }, price));
    expect(choose('any')).toHaveLength(4);
    expect(choose('with')).toEqual(['Hotel Paulista', 'Grand Ipiranga', 'Hotel Duplo']);
    expect(choose('without')).toEqual(['Pousada Sol', 'Hotel Duplo']);
    // one rate has to answer both: dinner comes only with breakfast here
    expect(choose('without', { breakfast: false, lunch: false, dinner: true })).toEqual([]);
  });
});

describe('room selection', () => {
  const s = stay('A', 4, [
    [rate(0, 300), rate(1, 320)],
    [rate(0, 200), rate(1, 500)],
  ]);
  it('lists one room by price ascending and multi-room by price descending', () => {
    expect(roomOptions(s, 0, false).map((o) => o.cents)).toEqual([20000, 30000]);
    expect(roomOptions(s, 1, true).map((o) => o.cents)).toEqual([50000, 32000]);
    expect(roomOptions(s, 2, true)).toEqual([]);
  });
  it('finds the next and first unfilled rooms', () => {
    expect(nextUnfilled(['a', null, null], 0)).toBe(1);
    expect(nextUnfilled([null, 'b', 'c'], 2)).toBe(0);
    expect(nextUnfilled(['a', 'b'], 0)).toBe(-1);
    expect(firstUnfilled(['a', null, 'c'])).toBe(1);
  });
  it('gives its verbatim messages', () => {
    expect(validateRoomSelection(['a', null], 2)).toBe(
      'Por favor, selecione um quarto para o Quarto 2.',
    );
    expect(validateRoomSelection(['a'], 2)).toBe(
      'Por favor, selecione exatamente 2 quarto(s). Você selecionou 1.',
    );
    expect(validateRoomSelection(['a', 'b'], 2)).toBeNull();
    expect(remainingRoomsText(2)).toBe('Selecione 2 quarto(s) restante(s)');
  });
});

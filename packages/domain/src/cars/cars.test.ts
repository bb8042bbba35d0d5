import { describe, expect, it } from 'vitest';
import type { CarOffer } from './schema';
import {
  CAR_TIME_OPTIONS,
  carCategoryOptions,
  carCompanyOptions,
  carLocationCode,
  carMessages,
  carPeriodText,
  carPriceBounds,
  carSearchFormSchema,
  carsForCountry,
  defaultCarFilters,
  filterCars,
  gearboxText,
  sortCarsByTotal,
} from '.';

const offer = (
  id: string,
  companyCode: string,
  categoryName: string,
  totalAmount: number,
  discount: string[] = [],
): CarOffer => ({
  offerId: id,
  companyCode,
  companyName: { LZ: 'Localiza', MV: 'Movida' }[companyCode] ?? companyCode,
  category: 'ECMR',
  categoryName,
  model: 'Hyundai HB20 ou similar',
  urlCarImg: '',
  urlLogoCompany: '',
  capacity: 5,
  numberDoors: 4,
  luggage: 2,
  automaticTransmission: false,
  airConditioning: true,
  rentalDays: 3,
  dailyAmount: totalAmount / 3,
  totalAmount,
  currencyCode: 'BRL',
  pickupDateTime: '2027-03-10T10:00',
  dropoffDateTime: '2027-03-13T10:00',
  pickupAddress: 'GRU',
  dropoffAddress: 'GRU',
  loyaltyNumbersList: { discountNumbers: discount },
});

const offers = [
  offer('a', 'LZ', 'Compacto', 500),
  offer('b', 'MV', 'SUV', 900, ['MV1']),
  offer('c', 'LZ', 'SUV', 300),
  offer('d', 'MV', 'Compacto', 500),
];

describe('car filters and prices', () => {
  it('sorts by total ascending, keeping the supplier order on ties', () => {
    expect(sortCarsByTotal(offers).map((o) => o.offerId)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('counts companies and categories', () => {
    expect(carCompanyOptions(offers)).toEqual([
      { value: 'LZ', label: 'Localiza', count: 2 },
      { value: 'MV', label: 'Movida', count: 2 },
    ]);
    expect(carCategoryOptions(offers)).toEqual([
      { value: 'Compacto', label: 'Compacto', count: 2 },
      { value: 'SUV', label: 'SUV', count: 2 },
    ]);
  });

  it('filters by company, category and price; nothing ticked shows all', () => {
    const price = (o: CarOffer) => o.totalAmount;
    expect(filterCars(offers, defaultCarFilters([0, 1000]), price)).toHaveLength(4);
    expect(
      filterCars(offers, { ...defaultCarFilters([0, 1000]), companies: ['LZ'] }, price).map(
        (o) => o.offerId,
      ),
    ).toEqual(['a', 'c']);
    expect(
      filterCars(
        offers,
        { ...defaultCarFilters([0, 1000]), categories: ['SUV'], companies: ['MV'] },
        price,
      ).map((o) => o.offerId),
    ).toEqual(['b']);
    expect(filterCars(offers, defaultCarFilters([400, 600]), price).map((o) => o.offerId)).toEqual([
      'a',
      'd',
    ]);
  });

  it('lists only offers with discount numbers abroad', () => {
    expect(carsForCountry(offers, 'BR')).toHaveLength(4);
    expect(carsForCountry(offers, 'us').map((o) => o.offerId)).toEqual(['b']);
  });

  it('sets the price slider from 0 to the dearest offer, 0-1000 before results', () => {
    expect(carPriceBounds([])).toEqual([0, 1000]);
    expect(carPriceBounds([120.4, 980.2])).toEqual([0, 981]);
  });

  it('writes the period, the gearbox and the times of the form', () => {
    expect(carPeriodText('2027-03-10T10:00', '2027-03-13T09:30')).toBe(
      'Periodo 10/03/2027 à 13/03/2027',
    );
    expect(gearboxText(true)).toBe('Auto');
    expect(gearboxText(false)).toBe('Man.');
    expect(CAR_TIME_OPTIONS).toHaveLength(49);
    expect(CAR_TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(CAR_TIME_OPTIONS.slice(-2)).toEqual(['23:30', '23:59']);
  });

  it('sends the location in Brazil and the city code abroad', () => {
    expect(carLocationCode({ iata: 'GRU', countryIso: 'BR' }, { locationCode: 'GRU-LZ-A' })).toBe(
      'GRU-LZ-A',
    );
    expect(carLocationCode({ iata: 'MIA', countryIso: 'US' }, null)).toBe('MIA');
  });
});

describe('car search form', () => {
  const base = {
    pickupCity: null,
    pickupLocation: null,
    pickupTime: '10:00',
    sameReturnPlace: true,
    returnCity: null,
    returnLocation: null,
    returnTime: '10:00',
    from: null,
    to: null,
  };
  const messages = (value: unknown) =>
    carSearchFormSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('asks for pickup city, location and dates; return place only when it differs', () => {
    expect(messages(base)).toEqual([
      carMessages.pickupCityRequired,
      carMessages.pickupLocationRequired,
      carMessages.dateRequired,
    ]);
    expect(messages({ ...base, sameReturnPlace: false })).toEqual([
      carMessages.pickupCityRequired,
      carMessages.pickupLocationRequired,
      carMessages.returnCityRequired,
      carMessages.returnLocationRequired,
      carMessages.dateRequired,
    ]);
    const city = { description: 'São Paulo', iata: 'SAO', countryIso: 'BR' };
    const location = {
      locationCode: 'GRU-LZ-A',
      rental: { name: 'Localiza' },
      address: { address: 'GRU', cityName: 'São Paulo' },
    };
    expect(
      messages({
        ...base,
        pickupCity: city,
        pickupLocation: location,
        from: new Date(),
        to: new Date(),
      }),
    ).toEqual([]);
  });
});

// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { ReactNode } from 'react';
import type { HotelStay, RoomRate } from '@portal/domain/hotels';
import { useSession } from '../shared/session/sessionContext';
import type { HotelSearchDraft } from '../shared/search/drafts';

/** Test helper: renders its children once the session user has loaded. */
export function WhenSigned({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signed' ? <>{children}</> : null;
}

export function testRate(rph: number, reais: number, extra: Partial<RoomRate> = {}): RoomRate {
  return {
    rateKey: `r-${rph}-${reais}`,
    roomStayCandidateRph: rph,
    ratePlanName: 'Somente hospedagem',
    total: { amountAfterTax: reais, currencyCode: 'BRL' },
    origTotal: { amountAfterTax: reais, currencyCode: 'BRL' },
    ratePlans: {
      mealPlanName: 'Somente hospedagem',
      mealsIncluded: { breakfast: false, lunch: false, dinner: false },
    },
    refundable: true,
    cancelPenalties: [
      {
        name: 'Cancelamento após o prazo',
        description: 'Cobrança de 1 diária.',
        deadline: '2030-03-07',
        value: reais / 3,
        percent: 33,
      },
    ],
    availableRooms: 4,
    ...extra,
  };
}

export function testStay(
  code: string,
  name: string,
  rating: number,
  roomTypes: { name: string; rates: RoomRate[] }[],
): HotelStay {
  return {
    basicPropertyInfo: {
      hotelRef: { hotelName: name, hotelCode: code },
      award: { rating },
      address: { addressLine: `Rua ${name}, 100 - São Paulo`, cityName: 'São Paulo' },
      position: { latitude: -23.55 + rating / 100, longitude: -46.63 },
      imageURL: `/files/sandbox/hotels/${code}.jpg`,
    },
    availability: { start: '2030-03-10', end: '2030-03-13' },
    price: { amountAfterTax: 0, currencyCode: 'BRL' },
    roomStays: {
      roomTypes: roomTypes.map((t, i) => ({
        roomTypeCode: `T${i}`,
        roomName: t.name,
        roomDescription: `Descrição ${t.name}`,
        maxOccupancy: 3,
        roomRates: t.rates,
      })),
    },
  };
}

export function testDraft(rooms: number): HotelSearchDraft {
  const apartments = Array.from({ length: rooms }, () => ({
    adults: 1,
    seniors: 0,
    seniorsAges: [],
    childs: 0,
    childsAge: [],
  }));
  return {
    cidade: {
      cityName: 'São Paulo',
      parentName: 'São Paulo',
      country: 'Brasil',
      isoCode: 'BR',
      code: '3550308',
    },
    datas: {
      dataIda: '10/03/2030',
      dataVolta: '13/03/2030',
      abreviada: '10/03 - 13/03',
      diaSemanaIda: 'domingo',
      diaSemanaVolta: 'quarta-feira',
      startDate: '2030-03-10',
      endDate: '2030-03-13',
    },
    qtAdult: rooms,
    qtChild: 0,
    qtRooms: rooms,
    childAge: [],
    apartments,
  };
}

import { useMemo } from 'react';
import { brlToCents } from '@portal/domain/money';
import { roomSplitAgrees, type HotelStay } from '@portal/domain/hotels';
import { type FlightBookingRequest, type HotelBookingRequest } from '@portal/domain/bookings';
import { type SessionUser } from '@portal/domain/users';
import { useSignedUser } from '../../shared/session/sessionContext';
import {
  readHotelSession,
  readSelectedRooms,
  type SelectedHotelRoom,
} from '../../shared/storage/selectedHotel';
import { flightRequest } from '../../shared/search/flightDraft/storedFlightRequest';
import { readSelectedFlight, type SelectedFlight } from '../../shared/storage/selectedFlight';
import { readSearchType } from '../../shared/storage/readSearchType';
import { busSelection, type BusCheckoutSelection } from './bus/selection';
import { carSelection, type CarCheckoutSelection } from './car/selection';
import {
  readEntertainmentSelection,
  type EntertainmentCheckoutSelection,
} from './activities/entertainmentSelection';
import {
  readExperienceSelection,
  type ExperienceCheckoutSelection,
} from './activities/experienceSelection';
import { draftRooms } from '../../shared/storage/hotelSearch';
import { pointsPriceOf } from '../../shared/pricing/priceDisplay';

/** What the booking request needs from a flight selection besides travellers and payment. */
export type FlightCheckoutBase = Pick<
  FlightBookingRequest,
  'search' | 'recommendationid' | 'goingSegmentId' | 'returnSegmentId'
>;
/** What the booking request needs from a hotel selection besides guests and payment. */
export type HotelCheckoutBase = Pick<
  HotelBookingRequest,
  | 'addressCode'
  | 'checkinDate'
  | 'checkoutDate'
  | 'qtAdult'
  | 'qtChild'
  | 'qtBaby'
  | 'childAge'
  | 'qtRooms'
  | 'rooms'
  | 'roomIds'
>;

interface SelectionPrice {
  /** whole price in centavos */
  totalCents: number;
  /** whole price in points: conversion and the campaign's product markup, rounded up */
  pointsTotal: number;
}

export type FlightCheckoutSelection = SelectionPrice & {
  type: 'FLIGHT';
  category: 'flight';
  base: FlightCheckoutBase;
  flight: SelectedFlight;
};

export type HotelCheckoutSelection = SelectionPrice & {
  type: 'HOTEL';
  category: 'hotel';
  base: HotelCheckoutBase;
  hotel: { stay: HotelStay; rooms: SelectedHotelRoom[] };
};

/** The stored selection the checkout page (/busca/resumo) turns into a booking. */
export type CheckoutSelection =
  | FlightCheckoutSelection
  | HotelCheckoutSelection
  | CarCheckoutSelection
  | BusCheckoutSelection
  | ExperienceCheckoutSelection
  | EntertainmentCheckoutSelection;

function flightSelection(user: SessionUser): FlightCheckoutSelection | null {
  const flight = readSelectedFlight();
  if (!flight) return null;
  const search = flightRequest(flight.search);
  if (!search) return null;
  const totalCents = brlToCents(flight.recommendation.totalfare.total);
  return {
    type: 'FLIGHT',
    category: 'flight',
    totalCents,
    pointsTotal: pointsPriceOf(user, 'flight', totalCents),
    base: {
      search,
      recommendationid: flight.recommendation.recommendationid,
      goingSegmentId: flight.goingSegmentId,
      returnSegmentId: flight.returnSegmentId,
    },
    flight,
  };
}

function hotelSelection(user: SessionUser): HotelCheckoutSelection | null {
  const stored = readSelectedRooms();
  const session = readHotelSession();
  if (!stored || stored.length === 0 || !session) return null;
  const rooms = stored
    .filter((room): room is SelectedHotelRoom => room !== null)
    .sort((a, b) => a.room - b.room);
  const first = rooms[0];
  if (!first || rooms.length !== stored.length) return null;
  const draft = first.searchState;
  const stay = first.hotel;
  const totalCents = rooms.reduce((sum, room) => sum + room.totalCents, 0);
  const split = draftRooms(draft).map((room) => ({
    adults: room.adults,
    seniorsAges: room.seniorsAges,
    childAges: room.childsAge,
  }));
  return {
    type: 'HOTEL',
    category: 'hotel',
    totalCents,
    pointsTotal: pointsPriceOf(user, 'hotel', totalCents),
    base: {
      addressCode: session.addressCode,
      checkinDate: stay.availability.start.slice(0, 10),
      checkoutDate: stay.availability.end.slice(0, 10),
      qtAdult: draft.qtAdult,
      qtChild: draft.qtChild,
      qtBaby: 0,
      childAge: draft.childAge,
      qtRooms: rooms.length,
      // The rooms as searched: the rates were priced for these guests, room by room.
      rooms:
        split &&
        roomSplitAgrees(split, {
          qtAdult: draft.qtAdult,
          qtChild: draft.qtChild,
          qtRooms: rooms.length,
        })
          ? split
          : undefined,
      roomIds: rooms.map((room) => ({ roomId: room.rateSelected.rateKey, tax: room.totalTax })),
    },
    hotel: { stay, rooms },
  };
}

/** Reads the selection of the current search type (buscaAtual); null when nothing usable is stored. */
export function readCheckoutSelection(user: SessionUser): CheckoutSelection | null {
  const current = readSearchType();
  if (current === 'Aéreo') return flightSelection(user);
  if (current === 'Hotel') return hotelSelection(user);
  if (current === 'Carro') return carSelection(user);
  if (current === 'Rodoviário') return busSelection(user);
  if (current === 'Experiencias') return readExperienceSelection(user);
  if (current === 'Entretenimento') return readEntertainmentSelection(user);
  return null;
}

export function useCheckoutSelection(): CheckoutSelection | null {
  const user = useSignedUser();
  // The stored selection is read once per visit; prices follow the user's campaign settings.
  return useMemo(() => readCheckoutSelection(user), [user]);
}

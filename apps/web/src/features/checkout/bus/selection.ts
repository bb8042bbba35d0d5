import { busTotalCents, type BusRoute } from '@portal/domain/buses';
import { type SessionUser } from '@portal/domain/users';
import { readSelectedBus } from '../../../shared/storage/selectedBus';
import { pointsPriceOf } from '../../../shared/pricing/priceDisplay';

export interface BusCheckoutSelection {
  type: 'BUS';
  category: 'bus';
  /** whole price in centavos: every leg for every passenger */
  totalCents: number;
  /** whole price in points: conversion and the campaign's bus markup, rounded up */
  pointsTotal: number;
  going: BusRoute;
  back: BusRoute | null;
  passengers: number;
}

/** A bus total in points: conversion and the campaign's bus markup, rounded up. */
export const busPointsTotal = (user: SessionUser, totalCents: number): number =>
  pointsPriceOf(user, 'bus', totalCents);

/** The stored bus choice, priced for this member; null when nothing usable is stored. */
export function busSelection(user: SessionUser): BusCheckoutSelection | null {
  const selected = readSelectedBus();
  if (!selected) return null;
  const totalCents = busTotalCents([selected.going, selected.back], selected.passengers);
  return {
    type: 'BUS',
    category: 'bus',
    totalCents,
    pointsTotal: busPointsTotal(user, totalCents),
    going: selected.going,
    back: selected.back,
    passengers: selected.passengers,
  };
}

import { brlToCents } from '@portal/domain/money';
import { type CarBookingRequest } from '@portal/domain/bookings';
import { type CarOffer } from '@portal/domain/cars';
import { type SessionUser } from '@portal/domain/users';
import { readSelectedCar } from '../../../shared/storage/selectedCar';
import { pointsPriceOf } from '../../../shared/pricing/priceDisplay';

/** What the car booking needs besides the driver and the payment. */
export type CarCheckoutBase = Pick<CarBookingRequest, 'search' | 'car'>;

export interface CarCheckoutSelection {
  type: 'CAR';
  category: 'car';
  /** whole price in centavos */
  totalCents: number;
  /** whole price in points: conversion and the campaign's car markup, rounded up */
  pointsTotal: number;
  base: CarCheckoutBase;
  car: CarOffer;
}

/** The stored car choice, priced for this member; null when nothing usable is stored. */
export function carSelection(user: SessionUser): CarCheckoutSelection | null {
  const selected = readSelectedCar();
  if (!selected) return null;
  const totalCents = brlToCents(selected.offer.totalAmount);
  return {
    type: 'CAR',
    category: 'car',
    totalCents,
    pointsTotal: pointsPriceOf(user, 'car', totalCents),
    base: { search: selected.search, car: { offerId: selected.offer.offerId } },
    car: selected.offer,
  };
}

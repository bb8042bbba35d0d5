import {
  cardBrandOf,
  toBillingCustomer,
  type CheckoutPaymentForm,
  type CheckoutTravellersData,
} from '@portal/domain/checkout';
import { type BookingPayment, type BookingRequest } from '@portal/domain/bookings';
import { type BusRateCheckResponse } from '@portal/domain/buses';
import type { CheckoutSelection } from './selection';

/** What every product's booking request carries about the price and its split. */
export interface BookingPrices {
  pointsPrice: number;
  cashPrice: number;
  pointsTotalValue: number;
  cashTotalValue: number;
  guest: boolean;
  couponCode?: string;
}

/**
 * The booking request of the selected product with its travellers; null when they do not match,
 * or when a bus has no rate check to book on.
 */
export function bookingRequestFor(
  selection: CheckoutSelection,
  travellers: CheckoutTravellersData,
  busRate: BusRateCheckResponse | undefined,
  prices: BookingPrices,
  echoToken: string,
): BookingRequest | null {
  if (selection.type === 'FLIGHT' && travellers.type === 'FLIGHT')
    return { type: 'FLIGHT', ...selection.base, passengers: travellers.passengers, ...prices };
  if (selection.type === 'HOTEL' && travellers.type === 'HOTEL')
    return { type: 'HOTEL', ...selection.base, echoToken, guests: travellers.guests, ...prices };
  if (selection.type === 'CAR' && travellers.type === 'CAR')
    return { type: 'CAR', ...selection.base, passengers: travellers.drivers, ...prices };
  if (selection.type === 'BUS' && travellers.type === 'BUS') {
    if (!busRate) return null;
    const data = {
      id: busRate.booking.id,
      date: busRate.booking.date,
      occupancy: selection.passengers,
      passengers: travellers.passengers,
      goingBus: selection.going.key,
      goingBusRefToken: busRate.filter.goingBusRefToken,
      goingSeats: travellers.seats.going,
      returnBus: selection.back?.key ?? null,
      returnBusRefToken: selection.back ? busRate.filter.returnBusRefToken : null,
      returnSeats: travellers.seats.back,
    };
    return { type: 'BUS', services: [{ type: 'bus', data }], ...prices };
  }
  if (selection.type === 'EXPERIENCE' && travellers.type === 'EXPERIENCE')
    return { type: 'EXPERIENCE', ...selection.base, passengers: travellers.passengers, ...prices };
  if (selection.type === 'ENTERTAINMENT' && travellers.type === 'ENTERTAINMENT')
    return {
      type: 'ENTERTAINMENT',
      services: [
        {
          type: 'entertainment',
          data: { ...selection.base, passengers: travellers.passengers },
        },
      ],
      transferData: travellers.transferData,
      ...prices,
    };
  return null;
}

/** The card payment of the cash part: a saved card by its vault id or the card as typed. */
export function cardPayment(
  { useSaved, vaultId, card, billing }: CheckoutPaymentForm,
  paymentCode: string,
): BookingPayment {
  const installments = Number(card.installments) || 1;
  const customer = toBillingCustomer(billing);
  if (useSaved) return { paymentCode, installments, vaultId, customer };
  return {
    paymentCode,
    installments,
    customer,
    card: {
      cardNumber: card.cardNumber.replace(/\D/g, ''),
      holder: card.holder.trim(),
      cardExpirationDate: card.cardExpirationDate,
      cardSecurityCode: card.cardSecurityCode,
      cardBrand: cardBrandOf(card) ?? undefined,
      installments,
    },
  };
}

/** The card payment of the cash part when Stripe's fields took the card: its PaymentMethod id. */
export function gatewayCardPayment(
  { card, billing }: CheckoutPaymentForm,
  paymentMethodId: string,
  paymentCode: string,
): BookingPayment {
  return {
    paymentCode,
    installments: Number(card.installments) || 1,
    customer: toBillingCustomer(billing),
    paymentMethodId,
  };
}

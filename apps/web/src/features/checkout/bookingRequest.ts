import {
  cardBrandOf,
  toBillingCustomer,
  type BookingPayment,
  type CheckoutPaymentForm,
  type BookingRequest,
  type TransferData,
} from '@portal/domain';
import type { CheckoutSelection } from './selection';
import type { TravellersResult } from './travellers';

/** What every product's booking request carries about the price and its split. */
export interface BookingPrices {
  pointsPrice: number;
  cashPrice: number;
  pointsTotalValue: number;
  cashTotalValue: number;
  guest: boolean;
  couponCode?: string;
}

/** The booking request of the selected product with its travellers; null when they do not match. */
export function bookingRequestFor(
  selection: CheckoutSelection,
  travellers: TravellersResult,
  transferData: TransferData | undefined,
  prices: BookingPrices,
  echoToken: string,
): BookingRequest | null {
  if (!travellers.ok) return null;
  if (selection.type === 'FLIGHT' && 'passengers' in travellers)
    return { type: 'FLIGHT', ...selection.base, passengers: travellers.passengers, ...prices };
  if (selection.type === 'HOTEL' && 'guests' in travellers)
    return { type: 'HOTEL', ...selection.base, echoToken, guests: travellers.guests, ...prices };
  if (selection.type === 'CAR' && 'drivers' in travellers)
    return { type: 'CAR', ...selection.base, passengers: travellers.drivers, ...prices };
  if (selection.type === 'BUS' && 'bus' in travellers)
    return { type: 'BUS', services: [{ type: 'bus', data: travellers.bus }], ...prices };
  if (selection.type === 'EXPERIENCE' && 'experiencePassengers' in travellers)
    return {
      type: 'EXPERIENCE',
      ...selection.base,
      passengers: travellers.experiencePassengers,
      ...prices,
    };
  if (selection.type === 'ENTERTAINMENT' && 'entertainmentPassengers' in travellers)
    return {
      type: 'ENTERTAINMENT',
      services: [
        {
          type: 'entertainment',
          data: { ...selection.base, passengers: travellers.entertainmentPassengers },
        },
      ],
      transferData,
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

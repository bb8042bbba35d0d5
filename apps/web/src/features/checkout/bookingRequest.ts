import {
  cardBrandOf,
  toBillingCustomer,
  type BillingForm,
  type BookingPayment,
  type BookingRequest,
  type TransferData,
} from '@portal/domain';
import type { CardState } from './CardSection';
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
  card: CardState,
  billing: BillingForm,
  paymentCode: string,
): BookingPayment {
  const installments = Number(card.form.installments) || 1;
  const customer = toBillingCustomer(billing);
  if (card.useSaved) return { paymentCode, installments, vaultId: card.vaultId, customer };
  return {
    paymentCode,
    installments,
    customer,
    card: {
      cardNumber: card.form.cardNumber.replace(/\D/g, ''),
      holder: card.form.holder.trim(),
      cardExpirationDate: card.form.cardExpirationDate,
      cardSecurityCode: card.form.cardSecurityCode,
      cardBrand: cardBrandOf(card.form) ?? undefined,
      installments,
    },
  };
}

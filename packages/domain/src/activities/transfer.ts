import { z } from 'zod';
import type { TransferData } from '../bookings/products';

/** One end of a transfer as typed at checkout: an airport with the flight, or an address. */
export const transferEndFormSchema = z.object({
  kind: z.enum(['airport', 'address']),
  airport: z.string(),
  reservationCode: z.string(),
  flightNumber: z.string(),
  /** HH:mm */
  arrivalTime: z.string(),
  address: z.string(),
});
export type TransferEndForm = z.infer<typeof transferEndFormSchema>;
export type TransferEndField = Exclude<keyof TransferEndForm, 'kind'>;
export type TransferEndErrors = Partial<Record<TransferEndField, string>>;

/** Fields in the order they are shown (and focused when in error). */
export const transferEndFieldOrder: readonly TransferEndField[] = [
  'airport',
  'reservationCode',
  'flightNumber',
  'arrivalTime',
  'address',
];

export const emptyTransferEnd: TransferEndForm = {
  kind: 'airport',
  airport: '',
  reservationCode: '',
  flightNumber: '',
  arrivalTime: '',
  address: '',
};

export const transferMessages = {
  airportRequired: 'Aeroporto não pode ser vazio',
  reservationCodeRequired: 'Código da reserva não pode ser vazio',
  flightNumberRequired: 'Número do voo não pode ser vazio',
  arrivalTimeRequired: 'Horário de chegada não pode ser vazio',
  arrivalTimeInvalid: 'Horário inválido',
  addressRequired: 'Endereço não pode ser vazio',
} as const;

/** Only the chosen branch (airport or address) is checked. */
export function transferEndErrors(end: TransferEndForm): TransferEndErrors {
  const errors: TransferEndErrors = {};
  if (end.kind === 'address') {
    if (!end.address.trim()) errors.address = transferMessages.addressRequired;
    return errors;
  }
  if (!end.airport.trim()) errors.airport = transferMessages.airportRequired;
  if (!end.reservationCode.trim())
    errors.reservationCode = transferMessages.reservationCodeRequired;
  if (!end.flightNumber.trim()) errors.flightNumber = transferMessages.flightNumberRequired;
  if (!end.arrivalTime.trim()) errors.arrivalTime = transferMessages.arrivalTimeRequired;
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(end.arrivalTime.trim()))
    errors.arrivalTime = transferMessages.arrivalTimeInvalid;
  return errors;
}

const airportOf = (end: TransferEndForm) => ({
  name: end.airport.trim(),
  reservationCode: end.reservationCode.trim(),
  flightNumber: end.flightNumber.trim().toUpperCase(),
  arrivalTime: end.arrivalTime.trim(),
});

/** The booking's transferData from the two ends; null while any chosen field is missing. */
export function toTransferData(
  start: TransferEndForm,
  destination: TransferEndForm,
): TransferData | null {
  if (
    Object.keys(transferEndErrors(start)).length > 0 ||
    Object.keys(transferEndErrors(destination)).length > 0
  )
    return null;
  return {
    ...(start.kind === 'airport'
      ? { startingAirport: airportOf(start) }
      : { pickupLocation: start.address.trim() }),
    ...(destination.kind === 'airport'
      ? { destinationAirport: airportOf(destination) }
      : { dropOffLocation: destination.address.trim() }),
  };
}

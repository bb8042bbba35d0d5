import { z } from 'zod';
import { timeSchema } from '../search/common';

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
  dataRequired: 'Informe os dados do transfer.',
} as const;

const transferAddressSchema = z.string().trim().min(1, transferMessages.addressRequired).max(300);

const transferAirportSchema = z.object({
  name: z.string().trim().min(1, 'Nome não pode ser vazio').max(300),
  reservationCode: z.string().trim().min(1).max(40),
  flightNumber: z.string().trim().min(1).max(20),
  arrivalTime: timeSchema,
});

/** Where a transfer starts and ends: an airport (with the flight) or an address. */
export const transferDataSchema = z
  .object({
    startingAirport: transferAirportSchema.optional(),
    pickupLocation: transferAddressSchema.optional(),
    destinationAirport: transferAirportSchema.optional(),
    dropOffLocation: transferAddressSchema.optional(),
  })
  .refine((t) => !!t.startingAirport !== !!t.pickupLocation, {
    message: transferMessages.dataRequired,
    path: ['pickupLocation'],
  })
  .refine((t) => !!t.destinationAirport !== !!t.dropOffLocation, {
    message: transferMessages.dataRequired,
    path: ['dropOffLocation'],
  });
export type TransferData = z.infer<typeof transferDataSchema>;

/** Labels of a transfer's two ends, as the checkout asks them and the trip card and voucher show them. */
export const transferLabels = {
  start: 'Partida',
  destination: 'Chegada',
  airport: 'Nome do aeroporto',
  reservationCode: 'Código da reserva',
  flightNumber: 'Número do voo',
  arrivalTime: 'Horário de chegada',
  pickup: 'Local de embarque',
  dropOff: 'Local de desembarque',
} as const;

type TransferAirport = z.infer<typeof transferAirportSchema>;

const airportText = (airport: TransferAirport) =>
  [
    airport.name,
    `${transferLabels.flightNumber}: ${airport.flightNumber}`,
    `${transferLabels.arrivalTime}: ${airport.arrivalTime}`,
    `${transferLabels.reservationCode}: ${airport.reservationCode}`,
  ].join(' · ');

/**
 * The pickup and drop-off of a booked transfer, one line per end: the airport with the flight
 * and its arrival time, or the address.
 */
export function transferPlaces(transfer: TransferData): Array<{ label: string; text: string }> {
  return [
    {
      label: transferLabels.start,
      text: transfer.startingAirport
        ? airportText(transfer.startingAirport)
        : `${transferLabels.pickup}: ${transfer.pickupLocation ?? ''}`,
    },
    {
      label: transferLabels.destination,
      text: transfer.destinationAirport
        ? airportText(transfer.destinationAirport)
        : `${transferLabels.dropOff}: ${transfer.dropOffLocation ?? ''}`,
    },
  ];
}

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

import { z } from 'zod';
import { flightSearchRequestSchema } from '../flights/schema';
import { hotelRoomRequestSchema, roomSplitAgrees, type HotelRoomRequest } from '../hotels/schema';
import { isoDateSchema, MAX_TRAVELLERS, travellerCountSchema } from '../search/common';
import { optionalCouponCodeSchema } from '../coupons/code';
import { billingCustomerSchema } from '../checkout/billing';
import { bookingDetailsSchema } from './details';
import { bookingTypeSchema } from '../products/schema';

/**
 * POST /api/booking for FLIGHT and HOTEL: the payload by type and the submit outcomes. Prices sent by the client are only compared with the server's re-priced total:
 * they are never charged as sent.
 */
export const bookingMessages = {
  invalid: 'Há algo de errado nos seus dados, verifique!',
  idempotencyKeyRequired: 'Cabeçalho Idempotency-Key obrigatório.',
  idempotencyMismatch:
    'Esta chave de idempotência já foi usada em outra compra com dados diferentes. Refaça a compra.',
  inProgress: 'Esta compra já está sendo processada. Aguarde alguns instantes.',
  priceChanged: 'O preço mudou desde a sua busca. Refaça a pesquisa.',
  offerUnavailable: 'A opção escolhida não está mais disponível. Refaça a pesquisa.',
  belowMinimum: (points: number) => `O mínimo de pontos para esta compra é ${points}.`,
  aboveTotal: 'Os pontos informados são maiores que o total da compra.',
  insufficientPoints: 'Saldo de pontos insuficiente para esta compra.',
  cashNotAccepted: 'Esta campanha não aceita pagamento em dinheiro.',
  guestsCannotBuy:
    'Nesta campanha as compras são pagas com pontos. Entre com a sua conta de participante para comprar.',
  paymentRequired: 'Informe os dados do cartão para pagar a parte em dinheiro.',
  duplicateNames: 'Há passageiros com o mesmo nome. Verifique os nomes informados.',
  passengerCount: 'O número de passageiros não confere com a pesquisa.',
  guestsPerRoom: 'Informe os hóspedes de cada quarto.',
  roomCount: 'Escolha uma tarifa para cada quarto.',
  flightLegs: 'Por favor selecione a ida e volta',
  passportRequired:
    'A companhia aérea exige o passaporte de cada passageiro: informe o número, o país emissor e a validade.',
  passportExpired: 'O passaporte informado vence antes da viagem. Verifique a validade.',
  timeout: 'Tempo expirou, tente novamente!',
  issued: 'Reserva concluída com sucesso!',
  declined:
    'Pagamento não autorizado. Sua reserva está pendente: reprocesse o pagamento antes do prazo.',
  awaitingCode: 'Enviamos um código de confirmação para o seu e-mail.',
  awaitingRedirect: 'Confirme o pagamento na página do emissor do cartão.',
  awaitingPix:
    'Pague o Pix para concluir a sua reserva: os assentos e os pontos ficam reservados até o prazo.',
  pixRefunded: 'Não foi possível emitir a sua reserva: o valor pago pelo Pix foi estornado.',
} as const;

/** 1 pendente, 2 emitido, 3 expirado, 4 finalizado, 5 cancelado. */
export const BookingStatus = {
  PENDING: 1,
  ISSUED: 2,
  EXPIRED: 3,
  FINISHED: 4,
  CANCELLED: 5,
} as const;
export type BookingStatusId = (typeof BookingStatus)[keyof typeof BookingStatus];

const nameSchema = z.string().trim().min(1, 'Informe o nome').max(80);
/** Reais as the checkout sends them (2 decimals); converted to centavos by the api. */
const reaisSchema = z.number().min(0).max(10_000_000);

export const bookingCardSchema = z.object({
  cardNumber: z.string().trim().min(1, 'Número do cartão não pode ser vazio').max(32),
  holder: z.string().trim().min(1, 'Nome do titular do cartão não pode ser vazio').max(300),
  cardExpirationDate: z.string().trim().min(1, 'Data de validade não pode ser vazia').max(10),
  cardSecurityCode: z.string().trim().min(1, 'Código de segurança não pode ser vazio').max(4),
  cardBrand: z.string().max(32).optional(),
  installments: z.number().int().min(1).max(24).optional(),
});

/** How the cash part is paid: by card, or by Pix (a QR code paid in the member's bank app). */
export const paymentMethodSchema = z.enum(['card', 'pix']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const bookingPaymentSchema = z
  .object({
    /** Card unless told: Pix pays the cash part with a QR code. */
    method: paymentMethodSchema.optional(),
    paymentCode: z.string().max(80).optional(),
    installments: z.number().int().min(1).max(24).default(1),
    card: bookingCardSchema.optional(),
    vaultId: z.string().min(1).max(200).optional(),
    /**
     * A card collected by the gateway's own form in the browser (Stripe's Payment Element):
     * its PaymentMethod id, never the card itself.
     */
    paymentMethodId: z
      .string()
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/)
      .optional(),
    /** The billing customer of the card payment. */
    customer: billingCustomerSchema.optional(),
  })
  .refine(
    (p) =>
      (p.card ? 1 : 0) + (p.vaultId ? 1 : 0) + (p.paymentMethodId ? 1 : 0) ===
      (p.method === 'pix' ? 0 : 1),
    { message: 'Informe um cartão ou um cartão salvo.', path: ['card'] },
  );
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** Prices and payment of every booking payload. */
export const priceFields = {
  /** Points the member chose to pay. */
  pointsPrice: z.number().int().min(0).max(1_000_000_000),
  /** The cash part, in reais. */
  cashPrice: reaisSchema,
  /** The whole price in points, as shown at checkout. */
  pointsTotalValue: z.number().int().min(0).max(1_000_000_000),
  /** The whole price in reais, as shown at checkout. */
  cashTotalValue: reaisSchema,
  payment: bookingPaymentSchema.optional(),
  guest: z.boolean().optional(),
  /** A discount coupon; the totals above are before it. */
  couponCode: optionalCouponCodeSchema,
};

export const flightPassengerSchema = z.object({
  name: nameSchema,
  lastName: nameSchema,
  birthdate: isoDateSchema.optional(),
  paxType: z.enum(['ADT', 'CHD', 'INF']).optional(),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).optional(),
  documentType: z.enum(['CPF', 'RG', 'PASSPORT', 'DRIVER_LICENSE']).optional(),
  documentId: z.string().trim().max(30).optional(),
  /** A passport's issuing country (ISO 3166-1 alpha-2) and expiry, asked only when the airline requires documents. */
  documentIssuingCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'País emissor inválido')
    .transform((v) => v.toUpperCase())
    .optional(),
  documentExpiresOn: isoDateSchema.optional(),
  email: z.email().max(200).optional(),
  phone: z.string().max(30).optional(),
});

export const hotelGuestSchema = z.object({
  name: nameSchema,
  lastName: nameSchema,
  birthdate: isoDateSchema.optional(),
  documentType: z.enum(['CPF', 'RG', 'PASSPORT', 'DRIVER_LICENSE']).optional(),
  documentId: z.string().trim().max(30).optional(),
  email: z.email().max(200).optional(),
  phone: z.string().max(30).optional(),
});

const fullName = (p: { name: string; lastName: string }) =>
  `${p.name} ${p.lastName}`.toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
const hasDuplicates = (names: string[]) => new Set(names).size !== names.length;

export const flightBookingRequestSchema = z
  .object({
    type: z.literal('FLIGHT'),
    /** The search the offer came from: the api re-runs it to recheck the price. */
    search: flightSearchRequestSchema,
    recommendationid: z.string().min(1).max(120),
    /** The IDA option the member ticked (its segmentid): a recommendation offers several. */
    goingSegmentId: z.string().min(1).max(120),
    /** The VOLTA option the member ticked; null on a one-way trip. */
    returnSegmentId: z.string().min(1).max(120).nullable().default(null),
    passengers: z.array(flightPassengerSchema).min(1).max(MAX_TRAVELLERS),
    ...priceFields,
  })
  .refine((b) => b.passengers.length === b.search.qtAdult + b.search.qtChild + b.search.qtBaby, {
    message: bookingMessages.passengerCount,
    path: ['passengers'],
  })
  .refine((b) => (b.returnSegmentId !== null) === b.search.flightSegments.length > 1, {
    message: bookingMessages.flightLegs,
    path: ['returnSegmentId'],
  })
  .refine((b) => !hasDuplicates(b.passengers.map(fullName)), {
    message: bookingMessages.duplicateNames,
    path: ['passengers'],
  });
export type FlightBookingRequest = z.infer<typeof flightBookingRequestSchema>;

/** A room-by-room split agrees with the totals, and each room's guests with its count. */
function splitMatches(
  rooms: HotelRoomRequest[],
  b: { qtAdult: number; qtChild: number; qtRooms: number; guests: unknown[][] },
): boolean {
  return (
    roomSplitAgrees(rooms, b) &&
    rooms.every(
      (r, i) => b.guests[i]?.length === r.adults + r.seniorsAges.length + r.childAges.length,
    )
  );
}

export const hotelBookingRequestSchema = z
  .object({
    type: z.literal('HOTEL'),
    addressCode: z.string().min(1).max(40),
    checkinDate: isoDateSchema,
    checkoutDate: isoDateSchema,
    qtAdult: travellerCountSchema.min(1),
    qtChild: travellerCountSchema.default(0),
    qtBaby: z.literal(0).default(0),
    childAge: z.array(z.number().int().min(0).max(17)).max(MAX_TRAVELLERS).default([]),
    qtRooms: z.number().int().min(1).max(MAX_TRAVELLERS),
    /** The user id, as the legacy payload carries it; not trusted. */
    echoToken: z.string().max(80).optional(),
    /** The guests of each room as the member set them in the search, when they did room by room. */
    rooms: z.array(hotelRoomRequestSchema).min(1).max(MAX_TRAVELLERS).optional(),
    /** Guests per room; the first guest of the first room is the main guest. */
    guests: z
      .array(z.array(hotelGuestSchema).min(1).max(MAX_TRAVELLERS))
      .min(1)
      .max(MAX_TRAVELLERS),
    /** One rate per room: roomId is the rate key of the search. */
    roomIds: z
      .array(z.object({ roomId: z.string().min(1).max(200), tax: z.number().min(0).optional() }))
      .min(1)
      .max(MAX_TRAVELLERS),
    ...priceFields,
  })
  .refine((b) => b.checkoutDate > b.checkinDate, {
    message: 'A data de saída deve ser depois da entrada',
    path: ['checkoutDate'],
  })
  .refine((b) => b.qtRooms <= b.qtAdult, {
    message: 'Cada quarto precisa de pelo menos 1 adulto',
    path: ['qtRooms'],
  })
  .refine((b) => b.childAge.length === 0 || b.childAge.length === b.qtChild, {
    message: 'Informe a idade de cada criança',
    path: ['childAge'],
  })
  .refine((b) => b.guests.length === b.qtRooms, {
    message: bookingMessages.guestsPerRoom,
    path: ['guests'],
  })
  .refine((b) => b.guests.flat().length === b.qtAdult + b.qtChild, {
    message: bookingMessages.passengerCount,
    path: ['guests'],
  })
  .refine((b) => b.roomIds.length === b.qtRooms, {
    message: bookingMessages.roomCount,
    path: ['roomIds'],
  })
  .refine((b) => !b.rooms || splitMatches(b.rooms, b), {
    message: bookingMessages.guestsPerRoom,
    path: ['rooms'],
  })
  .refine((b) => !hasDuplicates(b.guests.flat().map(fullName)), {
    message: bookingMessages.duplicateNames,
    path: ['guests'],
  });
export type HotelBookingRequest = z.infer<typeof hotelBookingRequestSchema>;

/** A Pix awaiting the payer: the 'Pix copia e cola' code, its QR image when the gateway has one, its expiry. */
export const pixChargeViewSchema = z.object({
  code: z.string(),
  imageUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type PixChargeView = z.infer<typeof pixChargeViewSchema>;

export const bookingPaymentViewSchema = z.object({
  status: z.string(),
  amount: z.number(),
  installments: z.number().int(),
  brand: z.string().nullable(),
  last4Digits: z.string().nullable(),
  method: paymentMethodSchema.optional(),
  /** Why the bank refused the card, in Portuguese. */
  declineReason: z.string().nullable().optional(),
  /** Present while a Pix awaits its payment. */
  pix: pixChargeViewSchema.nullable().optional(),
});

/** One booking as the api shows it (the fields this slice fills). */
export const bookingViewSchema = z.object({
  type: bookingTypeSchema,
  statusId: z.number().int().min(1).max(5),
  locator: z.string(),
  bookingCode: z.string().nullable(),
  locatorProvider: z.string().nullable(),
  bookingDate: z.string(),
  bookingDateStr: z.string(),
  bookingExpirationDate: z.string().nullable(),
  date: z.string(),
  passengers: z.array(z.object({ name: z.string(), lastName: z.string() })),
  pointsTotalValue: z.number().int(),
  cashTotalValue: z.number(),
  pointsPrice: z.number().int(),
  cashPrice: z.number(),
  paymentTransaction: bookingPaymentViewSchema.nullable(),
  description: z.string(),
  /** What was booked, per product, for the my-trips card (absent on bookings made before it). */
  details: bookingDetailsSchema.nullable().optional(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingSubmitResponseSchema = z.object({
  success: z.boolean(),
  auth2fa: z.boolean(),
  redirectAuth2fa: z.string().nullable(),
  message: z.string(),
  bookingResponse: z.object({
    bookingCode: z.string().nullable(),
    locator: z.string(),
    statusId: z.number().int(),
    bookingExpirationDate: z.string().nullable(),
  }),
  booking: bookingViewSchema,
});
export type BookingSubmitResponse = z.infer<typeof bookingSubmitResponseSchema>;

export const bookingsListQuerySchema = z.object({
  type: bookingTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type BookingsListQuery = z.infer<typeof bookingsListQuerySchema>;

/** Minutes a pendente booking (declined or awaiting confirmation) keeps its hold. */
export const PENDING_BOOKING_MINUTES = 30;

import { z } from 'zod';
import { carSearchRequestSchema } from '../cars/schema';
import { isoDateSchema, MAX_TRAVELLERS, timeSchema, travellerCountSchema } from '../search/common';
import { transferDataSchema, transferMessages } from '../activities/transfer';
import { flightBookingRequestSchema, hotelBookingRequestSchema, priceFields } from './schema';

/**
 * Booking payloads of CAR, BUS, EXPERIENCE and ENTERTAINMENT, with their passengers, guests and
 * validation. As for flights and hotels, the prices sent are
 * only compared with the server's own re-priced total.
 */
export const productBookingMessages = {
  duplicateNames: 'Passageiros com o mesmo nome e sobrenome não são permitidos!',
  firstIsMain: 'O primeiro passageiro deve ser o principal.',
  passengerCount: 'O número de passageiros não confere com a pesquisa.',
  tooManySeats: 'O número de assentos selecionados não pode ser maior que o de passageiros.',
  seatsPerPassenger: (passengers: number) => `Selecione ${passengers} assento(s)`,
  repeatedSeat: 'O mesmo assento foi escolhido mais de uma vez.',
  returnLeg: 'Informe a viagem e os assentos da volta.',
  transferData: transferMessages.dataRequired,
  returnDate: 'Por favor, selecione uma data de retorno.',
  seatTaken: (seat: string) => `O assento ${seat} não está mais disponível.`,
  notEnoughPlaces: 'Não há vagas suficientes nesta data.',
  advanceDays: (days: number) =>
    `Esta experiência precisa ser reservada com pelo menos ${days} dia(s) de antecedência.`,
  startingTime: 'Por favor, selecione um horário antes de prosseguir para o checkout.',
  noAvailability:
    'Infelizmente não encontramos uma disponibilidade para a data selecionada nesse momento, busque outras datas ou tente novamente mais tarde.',
} as const;

/** Where and how a booking refuses two passengers of the same full name. */
const distinctPassengers = {
  message: productBookingMessages.duplicateNames,
  path: ['passengers'],
};
const firstNameSchema = z.string().trim().min(1, 'Nome não pode ser vazio').max(28);
const lastNameSchema = z.string().trim().min(1, 'Sobrenome não pode ser vazio').max(28);
const emailSchema = z.email('E-mail precisa ser preenchido com um e-mail valido').max(200);
const phoneSchema = z.string().trim().min(1, 'Telefone não pode ser vazio').max(30);
const addressSchema = z.string().trim().min(1, 'Endereço não pode ser vazio').max(300);
const birthSchema = isoDateSchema;
const genderSchema = z.enum(['MALE', 'FEMALE', 'OTHER'], { error: 'Genero não pode ser vazio' });
/** Document type: CPF, CNH (sent as DRIVER_LICENSE) or RG; number digits only, up to 11. */
const documentSchema = z.object({
  type: z.enum(['CPF', 'DRIVER_LICENSE', 'RG'], { error: 'Tipo Documento não pode ser vazio' }),
  number: z
    .string()
    .trim()
    .min(1, 'Número documento não pode ser vazio')
    .regex(/^\d{1,11}$/, 'Número documento não pode ser vazio'),
});
const documentTypeSchema = z.enum(['CPF', 'RG', 'PASSPORT', 'DRIVER_LICENSE']);

const fullName = (first: string, last: string) =>
  `${first} ${last}`.toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
const distinctNames = (names: string[]) => new Set(names).size === names.length;
/** No two passengers share a full name: travellers named by `name`, then by `firstName`. */
const namesDiffer = (b: { passengers: { name: string; lastName: string }[] }) =>
  distinctNames(b.passengers.map((p) => fullName(p.name, p.lastName)));
const firstNamesDiffer = (d: { passengers: { firstName: string; lastName: string }[] }) =>
  distinctNames(d.passengers.map((p) => fullName(p.firstName, p.lastName)));
const mainFirst = (passengers: Array<{ isMain: boolean }>) =>
  passengers.every((p, i) => p.isMain === (i === 0));

/** A traveller of a car or an experience: the first (driver or main traveller) carries an address. */
export const addressedTravellerSchema = z.object({
  name: firstNameSchema,
  lastName: lastNameSchema,
  birthdate: birthSchema.optional(),
  documentType: documentTypeSchema.optional(),
  documentId: z.string().trim().max(30).optional(),
  email: emailSchema.optional(),
  phone: z.string().max(30).optional(),
  address: addressSchema,
});

// ---------- car ----------

export const carBookingRequestSchema = z
  .object({
    type: z.literal('CAR'),
    /** The search the offer came from: the api re-runs it to recheck the price. */
    search: carSearchRequestSchema,
    /** The chosen offer; only its id is used, the rest is the supplier's. */
    car: z.object({ offerId: z.string().min(1).max(200) }),
    passengers: z.array(addressedTravellerSchema).min(1).max(MAX_TRAVELLERS),
    ...priceFields,
  })
  .refine(namesDiffer, distinctPassengers);
export type CarBookingRequest = z.infer<typeof carBookingRequestSchema>;

// ---------- bus ----------
export const busPassengerSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  birth: birthSchema,
  document: documentSchema,
  age: z.number().int().min(0).max(120).optional(),
  gender: genderSchema,
  isMain: z.boolean(),
});
export type BusPassenger = z.infer<typeof busPassengerSchema>;

const seatsSchema = z.array(z.string().trim().min(1).max(10)).max(MAX_TRAVELLERS);

export const busBookingDataSchema = z
  .object({
    /** The rate check's booking id and date. */
    id: z.string().min(1).max(200),
    date: z.string().min(1).max(40),
    occupancy: travellerCountSchema.min(1),
    passengers: z.array(busPassengerSchema).min(1).max(MAX_TRAVELLERS),
    goingBus: z.string().min(1).max(200),
    goingBusRefToken: z.string().min(1).max(2000),
    goingSeats: seatsSchema,
    returnBus: z.string().min(1).max(200).nullable().optional(),
    returnBusRefToken: z.string().min(1).max(2000).nullable().optional(),
    returnSeats: seatsSchema.nullable().optional(),
  })
  .refine((d) => d.passengers.length === d.occupancy, {
    message: productBookingMessages.passengerCount,
    path: ['passengers'],
  })
  .refine((d) => mainFirst(d.passengers), {
    message: productBookingMessages.firstIsMain,
    path: ['passengers'],
  })
  .refine(firstNamesDiffer, distinctPassengers)
  .refine((d) => !!d.returnBus === !!d.returnBusRefToken && (!d.returnBus || !!d.returnSeats), {
    message: productBookingMessages.returnLeg,
    path: ['returnSeats'],
  })
  .superRefine((d, ctx) => {
    const legs: Array<['goingSeats' | 'returnSeats', string[]]> = [['goingSeats', d.goingSeats]];
    if (d.returnBus && d.returnSeats) legs.push(['returnSeats', d.returnSeats]);
    for (const [path, seats] of legs) {
      if (seats.length > d.passengers.length)
        ctx.addIssue({
          code: 'custom',
          message: productBookingMessages.tooManySeats,
          path: [path],
        });
      else if (seats.length < d.passengers.length)
        ctx.addIssue({
          code: 'custom',
          message: productBookingMessages.seatsPerPassenger(d.passengers.length),
          path: [path],
        });
      if (new Set(seats).size !== seats.length)
        ctx.addIssue({
          code: 'custom',
          message: productBookingMessages.repeatedSeat,
          path: [path],
        });
    }
  });
export type BusBookingData = z.infer<typeof busBookingDataSchema>;

export const busBookingRequestSchema = z.object({
  type: z.literal('BUS'),
  services: z.array(z.object({ type: z.literal('bus'), data: busBookingDataSchema })).length(1),
  ...priceFields,
});
export type BusBookingRequest = z.infer<typeof busBookingRequestSchema>;

// ---------- experience ----------
export const experienceBookingRequestSchema = z
  .object({
    type: z.literal('EXPERIENCE'),
    /** As chosen at search; the api re-reads the experience and its price from the inventory. */
    experience: z.object({
      id: z.string().min(1).max(40),
      name: z.string().max(300).optional(),
      qtParticipants: z.number().int().min(1).optional(),
      refToken: z.string().max(2000).optional(),
      price: z.number().min(0).optional(),
    }),
    experienceDate: z.object({ id: z.string().min(1).max(60), date: isoDateSchema }),
    adults: travellerCountSchema.min(1, 'Quantidade de ingressos deve ser maior que 0.'),
    childs: travellerCountSchema.default(0),
    passengers: z.array(addressedTravellerSchema).min(1).max(MAX_TRAVELLERS),
    ...priceFields,
  })
  .refine((b) => b.adults + b.childs <= MAX_TRAVELLERS, {
    message: productBookingMessages.passengerCount,
    path: ['childs'],
  })
  .refine((b) => b.passengers.length === b.adults + b.childs, {
    message: productBookingMessages.passengerCount,
    path: ['passengers'],
  })
  .refine(namesDiffer, distinctPassengers);
export type ExperienceBookingRequest = z.infer<typeof experienceBookingRequestSchema>;

// ---------- entertainment ----------
export const entertainmentPassengerSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  birth: birthSchema,
  document: documentSchema,
  gender: genderSchema,
  phone: phoneSchema,
  email: emailSchema,
  isMain: z.boolean(),
});
export type EntertainmentPassenger = z.infer<typeof entertainmentPassengerSchema>;

export const entertainmentBookingDataSchema = z
  .object({
    /** The activity id (first digit 4 Transfer, 5 Ingresso, 6 Passeio). */
    serviceId: z.string().regex(/^[456]\d+$/),
    /** The availability answer's refToken. */
    refToken: z.string().min(1).max(2000),
    refTokenAdditionalInfo: z.string().max(2000).nullable().optional(),
    /** The location the activity was found in (its search route), to re-read the activity. */
    locationId: z.string().min(1).max(40),
    serviceDate: isoDateSchema,
    startingTime: timeSchema.nullable().optional(),
    /** The return leg's date of a round-trip transfer. */
    returnDate: isoDateSchema.nullable().optional(),
    passengers: z.array(entertainmentPassengerSchema).min(1).max(MAX_TRAVELLERS),
  })
  .refine((d) => mainFirst(d.passengers), {
    message: productBookingMessages.firstIsMain,
    path: ['passengers'],
  })
  .refine(firstNamesDiffer, distinctPassengers)
  .refine((d) => !d.returnDate || d.returnDate > d.serviceDate, {
    message: productBookingMessages.returnDate,
    path: ['returnDate'],
  });
export type EntertainmentBookingData = z.infer<typeof entertainmentBookingDataSchema>;

export const entertainmentBookingRequestSchema = z
  .object({
    type: z.literal('ENTERTAINMENT'),
    services: z
      .array(z.object({ type: z.literal('entertainment'), data: entertainmentBookingDataSchema }))
      .length(1),
    transferData: transferDataSchema.optional(),
    ...priceFields,
  })
  .refine((b) => !b.services[0]?.data.serviceId.startsWith('4') || !!b.transferData, {
    message: productBookingMessages.transferData,
    path: ['transferData'],
  });
export type EntertainmentBookingRequest = z.infer<typeof entertainmentBookingRequestSchema>;

/** POST /api/booking: every product. */
export const bookingRequestSchema = z.discriminatedUnion('type', [
  flightBookingRequestSchema,
  hotelBookingRequestSchema,
  carBookingRequestSchema,
  busBookingRequestSchema,
  experienceBookingRequestSchema,
  entertainmentBookingRequestSchema,
]);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

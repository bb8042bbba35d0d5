import { z } from 'zod';
import type { flightPassengerSchema, hotelGuestSchema } from '../bookings/schema';
import { spreadGuests } from '../hotels/rooms';
import { roomSplitAgrees, type HotelRoomRequest } from '../hotels/schema';
import type { FlightPaxType } from '../flights/price';
import { isCpf, onlyDigits } from '../lib/cpf';
import { cellphonePattern, emailPattern } from '../lib/masks';

export type FlightPassenger = z.infer<typeof flightPassengerSchema>;
export type HotelGuest = z.infer<typeof hotelGuestSchema>;

/** Traveller-data texts, word for word, plus the format messages of values filled but impossible. */
export const travellerMessages = {
  nameRequired: 'Nome não pode ser vazio',
  lastNameRequired: 'Sobrenome não pode ser vazio',
  birthdateRequired: 'Data Nascimento não pode ser vazio',
  genderRequired: 'Genero não pode ser vazio',
  documentTypeRequired: 'Tipo Documento não pode ser vazio',
  documentNumberRequired: 'Número documento não pode ser vazio',
  phoneRequired: 'Telefone não pode ser vazio',
  invalidEmail: 'E-mail precisa ser preenchido com um e-mail valido',
  duplicatePassengers: 'Passageiros com o mesmo nome e sobrenome não são permitidos!',
  duplicateGuests: 'Hóspedes com o mesmo nome e sobrenome não são permitidos!',
  guestsBelowRooms:
    'A quantidade total de hóspedes deve ser maior ou igual à quantidade de quartos informados.',
  adultRequired: 'É necessário informar pelo menos 1 adulto.',
  fillAll: 'Preencha todos os campos',
  // A date, phone or CPF that is filled but cannot be right.
  birthdateInvalid: 'Data Nascimento inválida',
  phoneInvalid: 'Telefone inválido',
  cpfInvalid: 'Por favor, digite um CPF válido',
  // The passport, asked only when the airline requires identity documents.
  passportNumberRequired: 'Número do passaporte não pode ser vazio',
  passportNumberInvalid: 'Número do passaporte inválido: use de 5 a 20 letras e números',
  passportCountryRequired: 'País emissor não pode ser vazio',
  passportCountryInvalid: 'País emissor inválido: use a sigla de 2 letras (ex.: BR)',
  passportExpiryRequired: 'Validade do passaporte não pode ser vazio',
  passportExpiryInvalid: 'Validade do passaporte inválida ou vencida',
} as const;

/** Name fields keep at most this many characters; document numbers this many digits. */
export const TRAVELLER_NAME_MAX = 28;
export const TRAVELLER_DOCUMENT_MAX = 11;

export type TravellerGender = 'M' | 'F' | 'O';
export type TravellerDocumentType = 'CPF' | 'CNH' | 'RG';
export const travellerGenders = ['M', 'F', 'O'] as const satisfies readonly TravellerGender[];
export const travellerDocumentTypes = [
  'CPF',
  'CNH',
  'RG',
] as const satisfies readonly TravellerDocumentType[];

/** What one traveller form holds, as typed (birthdate dd/mm/yyyy, phone masked). */
export const travellerFormSchema = z.object({
  name: z.string(),
  lastName: z.string(),
  birthdate: z.string(),
  gender: z.enum(travellerGenders).or(z.literal('')),
  documentType: z.enum(travellerDocumentTypes).or(z.literal('')),
  documentNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  passportNumber: z.string(),
  /** ISO 3166-1 alpha-2 */
  passportCountry: z.string(),
  /** dd/mm/yyyy, as typed */
  passportExpiresOn: z.string(),
});
export type TravellerForm = z.infer<typeof travellerFormSchema>;
export type TravellerField = keyof TravellerForm;

export const emptyTravellerForm: TravellerForm = {
  name: '',
  lastName: '',
  birthdate: '',
  gender: '',
  documentType: '',
  documentNumber: '',
  email: '',
  phone: '',
  passportNumber: '',
  passportCountry: '',
  passportExpiresOn: '',
};

/** Which fields a form shows: every form has name, last name and birthdate. */
export interface TravellerFieldSet {
  gender: boolean;
  document: boolean;
  /** e-mail and phone, for the main traveller */
  contact: boolean;
  /** the passport (number, issuing country, expiry): flights whose airline requires it */
  passport?: boolean;
}

/** Fields in the order they are shown (and focused when in error). */
export function travellerFields(set: TravellerFieldSet): TravellerField[] {
  const fields: TravellerField[] = ['name', 'lastName', 'birthdate'];
  if (set.gender) fields.push('gender');
  if (set.document) fields.push('documentType', 'documentNumber');
  if (set.contact) fields.push('email', 'phone');
  if (set.passport) fields.push('passportNumber', 'passportCountry', 'passportExpiresOn');
  return fields;
}

export type TravellerErrors = Partial<Record<TravellerField, string>>;

const removeAccents = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '');

/** Flight passenger names: accents removed, uppercased, at most 28 characters. */
export const normalizePassengerName = (value: string): string =>
  removeAccents(value).toLocaleUpperCase('pt-BR').slice(0, TRAVELLER_NAME_MAX);

/**
 * Hotel guest names: uppercased with accents and non-letters removed, at most 28 characters.
 * Spaces stay so that compound names ('MARIA CLARA') keep their words.
 */
export const normalizeGuestName = (value: string): string =>
  removeAccents(value)
    .toLocaleUpperCase('pt-BR')
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .slice(0, TRAVELLER_NAME_MAX);

/** Passenger document number: digits only, at most 11. */
export const normalizeDocumentNumber = (value: string): string =>
  onlyDigits(value).slice(0, TRAVELLER_DOCUMENT_MAX);

/** dd/mm/yyyy to yyyy-mm-dd when it is a real day from 1900 on; null otherwise. */
function parseDay(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return Number(year) < 1900 ? null : iso;
}

/** dd/mm/yyyy to yyyy-mm-dd when it is a real day between 1900 and `today` (yyyy-mm-dd); null otherwise. */
export function parseBirthdate(value: string, today: string): string | null {
  const iso = parseDay(value);
  return iso && iso <= today ? iso : null;
}

/** A passport's expiry, dd/mm/yyyy to yyyy-mm-dd, when it is a real day after `today`; null otherwise. */
export function parsePassportExpiry(value: string, today: string): string | null {
  const iso = parseDay(value);
  return iso && iso > today ? iso : null;
}

/** Passport numbers: letters and digits only, uppercased, at most 20. */
export const normalizePassportNumber = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);

/** Issuing countries: two letters, uppercased. */
export const normalizeCountryCode = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);

/** Required-field and format checks of one form, in field order. */
export function validateTraveller(
  form: TravellerForm,
  set: TravellerFieldSet,
  today: string,
): TravellerErrors {
  const errors: TravellerErrors = {};
  if (!form.name.trim()) errors.name = travellerMessages.nameRequired;
  if (!form.lastName.trim()) errors.lastName = travellerMessages.lastNameRequired;
  if (!form.birthdate.trim()) errors.birthdate = travellerMessages.birthdateRequired;
  else if (!parseBirthdate(form.birthdate, today))
    errors.birthdate = travellerMessages.birthdateInvalid;
  if (set.gender && !form.gender) errors.gender = travellerMessages.genderRequired;
  if (set.document) {
    if (!form.documentType) errors.documentType = travellerMessages.documentTypeRequired;
    if (!form.documentNumber.trim())
      errors.documentNumber = travellerMessages.documentNumberRequired;
    else if (form.documentType === 'CPF' && !isCpf(form.documentNumber))
      errors.documentNumber = travellerMessages.cpfInvalid;
  }
  if (set.contact) {
    if (!emailPattern.test(form.email.trim())) errors.email = travellerMessages.invalidEmail;
    if (!form.phone.trim()) errors.phone = travellerMessages.phoneRequired;
    else if (!cellphonePattern.test(form.phone.trim()))
      errors.phone = travellerMessages.phoneInvalid;
  }
  if (set.passport) {
    if (!form.passportNumber.trim())
      errors.passportNumber = travellerMessages.passportNumberRequired;
    else if (!/^[A-Z0-9]{5,20}$/.test(form.passportNumber.trim()))
      errors.passportNumber = travellerMessages.passportNumberInvalid;
    if (!form.passportCountry.trim())
      errors.passportCountry = travellerMessages.passportCountryRequired;
    else if (!/^[A-Z]{2}$/.test(form.passportCountry.trim()))
      errors.passportCountry = travellerMessages.passportCountryInvalid;
    if (!form.passportExpiresOn.trim())
      errors.passportExpiresOn = travellerMessages.passportExpiryRequired;
    else if (!parsePassportExpiry(form.passportExpiresOn, today))
      errors.passportExpiresOn = travellerMessages.passportExpiryInvalid;
  }
  return errors;
}

const fullNameKey = (form: Pick<TravellerForm, 'name' | 'lastName'>): string =>
  removeAccents(`${form.name} ${form.lastName}`)
    .toLocaleLowerCase('pt-BR')
    .replace(/\s+/g, ' ')
    .trim();

/** Indexes of forms repeating the full name of an earlier one (forms without both names are skipped). */
export function duplicateNameIndexes(
  forms: readonly Pick<TravellerForm, 'name' | 'lastName'>[],
): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  forms.forEach((form, index) => {
    if (!form.name.trim() || !form.lastName.trim()) return;
    const key = fullNameKey(form);
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/** Passenger types in form order: adults, then children, then babies. */
export function flightPaxTypes(qtAdult: number, qtChild: number, qtBaby: number): FlightPaxType[] {
  const repeat = (type: FlightPaxType, count: number) =>
    Array.from({ length: Math.max(0, count) }, () => type);
  return [...repeat('ADT', qtAdult), ...repeat('CHD', qtChild), ...repeat('INF', qtBaby)];
}

/**
 * Flight forms: every passenger gives gender and document; the first (main) one also e-mail and
 * phone. When the airline requires identity documents, the passport takes the document's place.
 */
export const flightFieldSet = (index: number, passport = false): TravellerFieldSet => ({
  gender: true,
  document: !passport,
  contact: index === 0,
  ...(passport ? { passport } : {}),
});

export type HotelGuestKind = 'adult' | 'child';

/** Guest slots per room: adults split evenly, remainder to the first rooms, children in room 0. */
export function hotelGuestSlots(
  qtAdult: number,
  qtChild: number,
  qtRooms: number,
  split?: HotelRoomRequest[],
): HotelGuestKind[][] {
  // Rooms the member filled one by one keep their guests; otherwise the guests are spread.
  const rooms =
    split && roomSplitAgrees(split, { qtAdult, qtChild, qtRooms })
      ? split.map((room) => ({
          adults: room.adults + room.seniorsAges.length,
          children: room.childAges.length,
        }))
      : spreadGuests(qtAdult, qtChild, qtRooms);
  return rooms.map((room) => [
    ...Array.from({ length: room.adults }, (): HotelGuestKind => 'adult'),
    ...Array.from({ length: room.children }, (): HotelGuestKind => 'child'),
  ]);
}

/** Hotel forms: children give only name, last name and birthdate; the main guest (room 0, first) adds e-mail and phone. */
export const hotelFieldSet = (
  kind: HotelGuestKind,
  room: number,
  index: number,
): TravellerFieldSet => ({
  gender: false,
  document: kind === 'adult',
  contact: kind === 'adult' && room === 0 && index === 0,
});

/** Guest/room rule; null when the counts are fine. */
export function hotelGuestCountMessage(
  qtAdult: number,
  qtChild: number,
  qtRooms: number,
): string | null {
  if (qtAdult < 1) return travellerMessages.adultRequired;
  if (qtAdult + qtChild < qtRooms) return travellerMessages.guestsBelowRooms;
  return null;
}

export const genderCodes = { M: 'MALE', F: 'FEMALE', O: 'OTHER' } as const;
export const documentCodes = { CPF: 'CPF', CNH: 'DRIVER_LICENSE', RG: 'RG' } as const;

function bookingFields(form: TravellerForm, set: TravellerFieldSet, today: string): HotelGuest {
  const guest: HotelGuest = { name: form.name.trim(), lastName: form.lastName.trim() };
  const birthdate = parseBirthdate(form.birthdate, today);
  if (birthdate) guest.birthdate = birthdate;
  if (set.document && form.documentType) {
    guest.documentType = documentCodes[form.documentType];
    guest.documentId = normalizeDocumentNumber(form.documentNumber);
  }
  if (set.contact) {
    guest.email = form.email.trim();
    guest.phone = form.phone.trim();
  }
  return guest;
}

export interface SectionErrors {
  /** one entry per form, same order */
  fields: TravellerErrors[];
  /** the duplicate-name or guest/room message of the whole section, if any */
  section: string | null;
}

/**
 * Each form's refused fields, a full name repeating an earlier one marked on its name field and
 * on the whole section with `message`.
 */
export function sectionErrors(
  forms: readonly TravellerForm[],
  fieldSetOf: (index: number) => TravellerFieldSet,
  today: string,
  message: string = travellerMessages.duplicatePassengers,
): SectionErrors {
  const fields = forms.map((form, index) => validateTraveller(form, fieldSetOf(index), today));
  const duplicates = duplicateNameIndexes(forms);
  for (const index of duplicates) fields[index] = { name: message, ...fields[index] };
  return { fields, section: duplicates.length ? message : null };
}

/** Whether a section refuses anything: a field of a form, or the section itself. */
export const sectionFailed = (errors: SectionErrors): boolean =>
  errors.section !== null || errors.fields.some((field) => Object.keys(field).length > 0);

export type FlightPassengersResult =
  { ok: true; passengers: FlightPassenger[] } | { ok: false; errors: SectionErrors };

/** Every flight form checked; duplicates mark the later name field. */
export function validateFlightPassengers(
  forms: readonly TravellerForm[],
  paxTypes: readonly FlightPaxType[],
  today: string,
  passport = false,
): FlightPassengersResult {
  const errors = sectionErrors(forms, (index) => flightFieldSet(index, passport), today);
  if (sectionFailed(errors)) return { ok: false, errors };
  return {
    ok: true,
    passengers: forms.map((form, index) => {
      const set = flightFieldSet(index, passport);
      return {
        ...bookingFields(form, set, today),
        paxType: paxTypes[index],
        ...(form.gender ? { gender: genderCodes[form.gender] } : {}),
        ...(passport
          ? {
              documentType: 'PASSPORT' as const,
              documentId: form.passportNumber.trim(),
              documentIssuingCountry: form.passportCountry.trim(),
              documentExpiresOn: parsePassportExpiry(form.passportExpiresOn, today) ?? undefined,
            }
          : {}),
      };
    }),
  };
}

export type HotelGuestsResult =
  | { ok: true; guests: HotelGuest[][] }
  | { ok: false; errors: SectionErrors[]; section: string | null };

/** Every hotel form checked per room; duplicate names are refused within one room. */
export function validateHotelGuests(
  rooms: readonly (readonly TravellerForm[])[],
  slots: readonly (readonly HotelGuestKind[])[],
  counts: { qtAdult: number; qtChild: number; qtRooms: number },
  today: string,
): HotelGuestsResult {
  const countMessage = hotelGuestCountMessage(counts.qtAdult, counts.qtChild, counts.qtRooms);
  const errors = rooms.map((forms, room) =>
    sectionErrors(
      forms,
      (index) => hotelFieldSet(slots[room]?.[index] ?? 'adult', room, index),
      today,
      travellerMessages.duplicateGuests,
    ),
  );
  if (countMessage || errors.some(sectionFailed))
    return { ok: false, errors, section: countMessage };
  return {
    ok: true,
    guests: rooms.map((forms, room) =>
      forms.map((form, index) =>
        bookingFields(form, hotelFieldSet(slots[room]?.[index] ?? 'adult', room, index), today),
      ),
    ),
  };
}

/** The first adult's form from the signed member: the first word as name, the rest as last name. */
export function travellerFromMember(
  member: {
    name: string;
    email: string;
    firstName?: string;
    lastName?: string;
    cpf?: string;
    cellphone?: string;
  },
  normalize: (value: string) => string,
): TravellerForm {
  // Older sessions carry only the full name: its first word is the first name.
  const [first = '', ...rest] = member.name.trim().split(/\s+/);
  const cpf = (member.cpf ?? '').replace(/\D/g, '');
  return {
    ...emptyTravellerForm,
    name: normalize(member.firstName ?? first),
    lastName: normalize(member.lastName ?? rest.join(' ')),
    email: member.email,
    ...(cpf.length === 11 ? { documentType: 'CPF' as const, documentNumber: cpf } : {}),
    ...(member.cellphone ? { phone: member.cellphone } : {}),
  };
}

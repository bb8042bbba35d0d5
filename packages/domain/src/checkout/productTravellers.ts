import type { z } from 'zod';
import type { addressedTravellerSchema, BusPassenger } from '../bookings/products';
import {
  documentCodes,
  genderCodes,
  normalizeDocumentNumber,
  parseBirthdate,
  sectionErrors,
  sectionFailed,
  validateTraveller,
  type SectionErrors,
  type TravellerErrors,
  type TravellerFieldSet,
  type TravellerForm,
} from './travellers';

export type AddressedTraveller = z.infer<typeof addressedTravellerSchema>;

export const addressRequired = 'Endereço não pode ser vazio';

/** The car's driver: document and contact, no gender; an address besides. */
export const carDriverFieldSet: TravellerFieldSet = {
  gender: false,
  document: true,
  contact: true,
};

export type CarDriverResult =
  | { ok: true; driver: AddressedTraveller }
  | { ok: false; errors: TravellerErrors; address: string | null };

export function validateCarDriver(
  form: TravellerForm,
  address: string,
  today: string,
): CarDriverResult {
  const errors = validateTraveller(form, carDriverFieldSet, today);
  const addressError = address.trim() ? null : addressRequired;
  if (addressError || Object.keys(errors).length > 0)
    return { ok: false, errors, address: addressError };
  return {
    ok: true,
    driver: {
      name: form.name.trim(),
      lastName: form.lastName.trim(),
      birthdate: parseBirthdate(form.birthdate, today) ?? undefined,
      ...(form.documentType
        ? {
            documentType: documentCodes[form.documentType],
            documentId: normalizeDocumentNumber(form.documentNumber),
          }
        : {}),
      email: form.email.trim(),
      phone: form.phone.trim(),
      address: address.trim(),
    },
  };
}

/** Bus passengers: everyone gives gender and document; the first (main) one the contact the others share. */
export const busFieldSet = (index: number): TravellerFieldSet => ({
  gender: true,
  document: true,
  contact: index === 0,
});

/** Whole years between a yyyy-MM-dd birth and today. */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return 0;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export type BusPassengersResult =
  { ok: true; passengers: BusPassenger[] } | { ok: false; errors: SectionErrors };

export function validateBusPassengers(
  forms: readonly TravellerForm[],
  today: string,
): BusPassengersResult {
  const errors = sectionErrors(forms, busFieldSet, today);
  if (sectionFailed(errors)) return { ok: false, errors };
  const email = forms[0]?.email.trim() ?? '';
  return {
    ok: true,
    passengers: forms.map((form, index) => {
      const birth = parseBirthdate(form.birthdate, today) ?? today;
      return {
        firstName: form.name.trim(),
        lastName: form.lastName.trim(),
        email,
        birth,
        document: {
          number: normalizeDocumentNumber(form.documentNumber),
          type: form.documentType ? documentCodes[form.documentType] : 'CPF',
        },
        age: ageOn(birth, today),
        gender: form.gender ? genderCodes[form.gender] : 'OTHER',
        isMain: index === 0,
      };
    }),
  };
}

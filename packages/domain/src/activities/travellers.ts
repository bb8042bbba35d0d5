import type { z } from 'zod';
import type { addressedTravellerSchema, EntertainmentPassenger } from '../bookings/products';
import {
  parseBirthdate,
  normalizeDocumentNumber,
  sectionErrors,
  sectionFailed,
  type SectionErrors,
  type TravellerFieldSet,
  type TravellerForm,
} from '../checkout/travellers';
import { addressRequired } from '../checkout/productTravellers';

export type ExperiencePassenger = z.infer<typeof addressedTravellerSchema>;

/** Experience forms: name, last name, birthdate and address; the main (first) traveller adds e-mail and phone. */
export const experienceFieldSet = (index: number): TravellerFieldSet => ({
  gender: false,
  document: false,
  contact: index === 0,
});

/** Entertainment forms: every passenger gives gender, document, e-mail and phone (the supplier needs them all). */
export const entertainmentFieldSet: TravellerFieldSet = {
  gender: true,
  document: true,
  contact: true,
};

export type ExperiencePassengersResult =
  | { ok: true; passengers: ExperiencePassenger[] }
  | { ok: false; errors: SectionErrors; addressErrors: Array<string | null> };

/** Every experience traveller checked; each carries an address. */
export function validateExperiencePassengers(
  forms: readonly TravellerForm[],
  addresses: readonly string[],
  today: string,
): ExperiencePassengersResult {
  const addressErrors = forms.map((_, i) => ((addresses[i] ?? '').trim() ? null : addressRequired));
  const errors = sectionErrors(forms, experienceFieldSet, today);
  if (sectionFailed(errors) || addressErrors.some(Boolean))
    return { ok: false, errors, addressErrors };
  return {
    ok: true,
    passengers: forms.map((form, i) => {
      const birthdate = parseBirthdate(form.birthdate, today);
      return {
        name: form.name.trim(),
        lastName: form.lastName.trim(),
        address: (addresses[i] ?? '').trim(),
        ...(birthdate ? { birthdate } : {}),
        ...(i === 0 ? { email: form.email.trim(), phone: form.phone.trim() } : {}),
      };
    }),
  };
}

const genders = { M: 'MALE', F: 'FEMALE', O: 'OTHER' } as const;
const documents = { CPF: 'CPF', CNH: 'DRIVER_LICENSE', RG: 'RG' } as const;

export type EntertainmentPassengersResult =
  { ok: true; passengers: EntertainmentPassenger[] } | { ok: false; errors: SectionErrors };

/** Every entertainment passenger checked; the first is the main one. */
export function validateEntertainmentPassengers(
  forms: readonly TravellerForm[],
  today: string,
): EntertainmentPassengersResult {
  const errors = sectionErrors(forms, () => entertainmentFieldSet, today);
  if (sectionFailed(errors)) return { ok: false, errors };
  return {
    ok: true,
    passengers: forms.map((form, i) => ({
      firstName: form.name.trim(),
      lastName: form.lastName.trim(),
      birth: parseBirthdate(form.birthdate, today) ?? '',
      document: {
        type: form.documentType ? documents[form.documentType] : 'CPF',
        number: normalizeDocumentNumber(form.documentNumber),
      },
      gender: form.gender ? genders[form.gender] : 'OTHER',
      phone: form.phone.trim(),
      email: form.email.trim(),
      isMain: i === 0,
    })),
  };
}

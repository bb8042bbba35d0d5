import type { CreateOrderPassenger, CreateOfferRequestPassenger } from '@duffel/api/types';
import type { FlightSearchRequest } from '@portal/domain/flights';
import { SupplierInputError } from '../errors';
import type { FlightTraveller } from '../ports';
import type { DuffelOffer } from './offers';

/**
 * Ages an offer request gives the children and infants of a search, which counts them without
 * their ages: a child is priced as one of 2-11 years, an infant (on a lap) as under 2.
 */
export const SEARCH_CHILD_AGE = 8;
export const SEARCH_INFANT_AGE = 1;

export function offerRequestPassengers(q: FlightSearchRequest): CreateOfferRequestPassenger[] {
  return [
    ...Array.from({ length: q.qtAdult }, (): CreateOfferRequestPassenger => ({ type: 'adult' })),
    ...Array.from({ length: q.qtChild }, () => ({ age: SEARCH_CHILD_AGE })),
    ...Array.from({ length: q.qtBaby }, () => ({ age: SEARCH_INFANT_AGE })),
  ];
}

type OfferPassenger = DuffelOffer['passengers'][number];
const offerPaxType = (p: OfferPassenger): FlightTraveller['paxType'] =>
  p.type === 'infant_without_seat' || (p.type === null && (p.age ?? 18) < 2)
    ? 'INF'
    : p.type === 'child' || (p.type === null && (p.age ?? 18) < 12)
      ? 'CHD'
      : 'ADT';

function titleOf(
  gender: 'MALE' | 'FEMALE',
  paxType: FlightTraveller['paxType'],
): CreateOrderPassenger['title'] {
  if (gender === 'MALE') return 'mr';
  return paxType === 'ADT' ? 'ms' : 'miss';
}

const missing = (field: string) =>
  new SupplierInputError('flight', `A companhia aérea exige o campo: ${field}.`, field);

/**
 * The order's passengers: each traveller takes an offer passenger of their type, in order, and
 * each infant travels on the lap of an adult (named by `infant_passenger_id`).
 */
export function orderPassengers(
  offer: DuffelOffer,
  travellers: FlightTraveller[],
): CreateOrderPassenger[] {
  const free = new Map<FlightTraveller['paxType'], string[]>();
  for (const p of offer.passengers) {
    const type = offerPaxType(p);
    free.set(type, [...(free.get(type) ?? []), p.id]);
  }
  const adultIds: string[] = [];
  const infantIds: string[] = [];
  const passengers = travellers.map((t): CreateOrderPassenger => {
    const id = free.get(t.paxType)?.shift();
    if (!id)
      throw new SupplierInputError('flight', 'Passageiros diferentes da busca.', 'passageiros');
    const { gender, bornOn, email, phone } = t;
    if (!gender) throw missing('sexo (masculino ou feminino)');
    if (!bornOn) throw missing('data de nascimento');
    if (!email) throw missing('e-mail');
    if (!phone) throw missing('telefone');
    if (t.paxType === 'ADT') adultIds.push(id);
    if (t.paxType === 'INF') infantIds.push(id);
    return {
      id,
      title: titleOf(gender, t.paxType),
      gender: gender === 'MALE' ? 'm' : 'f',
      given_name: t.givenName,
      family_name: t.familyName,
      born_on: bornOn,
      email,
      phone_number: phone,
      ...(offer.passenger_identity_documents_required && t.document
        ? {
            identity_documents: [
              {
                type: 'passport',
                unique_identifier: t.document.number,
                issuing_country_code: t.document.issuingCountry,
                expires_on: t.document.expiresOn,
              },
            ],
          }
        : {}),
    };
  });
  if (offer.passenger_identity_documents_required && travellers.some((t) => !t.document))
    throw new SupplierInputError(
      'flight',
      'A companhia aérea exige o documento de identidade de cada passageiro.',
      'documento de identidade',
    );
  // Infants ride on the adults' laps, one each.
  infantIds.forEach((infantId, index) => {
    const adult = passengers.find((p) => p.id === adultIds[index]);
    if (adult) adult.infant_passenger_id = infantId;
  });
  return passengers;
}

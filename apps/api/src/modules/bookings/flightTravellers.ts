import type { FlightBookingRequest } from '@portal/domain/bookings';
import type { FlightTraveller } from '../../suppliers';

type Passenger = FlightBookingRequest['passengers'][number];

/** A Brazilian phone as the traveller form takes it ((11) 98765-4321) in E.164 (+5511987654321). */
export function e164Phone(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10 || digits.length === 11) return `+55${digits}`;
  return digits ? `+${digits}` : undefined;
}

/**
 * The travellers of a flight booking as an airline order names them: adults, then children,
 * then infants, as the search counted them (a passenger's own type when the form sent it);
 * the first traveller's e-mail and phone stand for those who gave none.
 */
export function flightTravellers(body: FlightBookingRequest): FlightTraveller[] {
  const { qtAdult, qtChild } = body.search;
  const lead = body.passengers[0];
  const typeAt = (p: Passenger, index: number): FlightTraveller['paxType'] =>
    p.paxType ?? (index < qtAdult ? 'ADT' : index < qtAdult + qtChild ? 'CHD' : 'INF');
  return body.passengers.map((p, index) => ({
    paxType: typeAt(p, index),
    givenName: p.name,
    familyName: p.lastName,
    gender: p.gender === 'MALE' || p.gender === 'FEMALE' ? p.gender : undefined,
    bornOn: p.birthdate,
    email: p.email ?? lead?.email,
    phone: e164Phone(p.phone ?? lead?.phone),
    ...(p.documentType === 'PASSPORT' &&
    p.documentId &&
    p.documentIssuingCountry &&
    p.documentExpiresOn
      ? {
          document: {
            number: p.documentId,
            issuingCountry: p.documentIssuingCountry,
            expiresOn: p.documentExpiresOn,
          },
        }
      : {}),
  }));
}

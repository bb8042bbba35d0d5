import { describe, expect, it } from 'vitest';
import { flightPassengerSchema, hotelGuestSchema } from '../bookings/schema';
import {
  duplicateNameIndexes,
  emptyTravellerForm,
  flightFieldSet,
  flightPaxTypes,
  hotelFieldSet,
  hotelGuestCountMessage,
  hotelGuestSlots,
  normalizeDocumentNumber,
  normalizeGuestName,
  normalizePassengerName,
  parseBirthdate,
  travellerFields,
  travellerFromMember,
  travellerMessages as m,
  validateFlightPassengers,
  validateHotelGuests,
  validateTraveller,
  type TravellerForm,
} from './travellers';

const today = '2026-11-22';
const adult = (
  name: string,
  lastName: string,
  extra: Partial<TravellerForm> = {},
): TravellerForm => ({
  ...emptyTravellerForm,
  name,
  lastName,
  birthdate: '15/03/1990',
  gender: 'F',
  documentType: 'RG',
  documentNumber: '123456789',
  ...extra,
});
const main = (name: string, lastName: string) =>
  adult(name, lastName, {
    documentType: 'CPF',
    documentNumber: '52998224725',
    email: 'maria@demo.test',
    phone: '(11) 99999-0000',
  });

describe('traveller names and numbers', () => {
  it('passenger names: accents removed, uppercased, cut at 28 characters', () => {
    expect(normalizePassengerName('José Ângelo')).toBe('JOSE ANGELO');
    expect(normalizePassengerName("d'Ávila-Ç")).toBe("D'AVILA-C");
    expect(normalizePassengerName('a'.repeat(40))).toHaveLength(28);
  });

  it('guest names: also drop every non-letter but keep single spaces', () => {
    expect(normalizeGuestName("João d'Ávila-2")).toBe('JOAO DAVILA');
    expect(normalizeGuestName('Maria  Clara')).toBe('MARIA CLARA');
    expect(normalizeGuestName('b'.repeat(30))).toHaveLength(28);
  });

  it('document numbers: digits only, at most 11', () => {
    expect(normalizeDocumentNumber('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocumentNumber('1234567890123')).toBe('12345678901');
  });

  it('birthdate dd/mm/yyyy to ISO, refusing impossible, future and incomplete dates', () => {
    expect(parseBirthdate('15/03/1990', today)).toBe('1990-03-15');
    expect(parseBirthdate('29/02/2023', today)).toBeNull();
    expect(parseBirthdate('01/01/2030', today)).toBeNull();
    expect(parseBirthdate('01/01/1850', today)).toBeNull();
    expect(parseBirthdate('1/1/1990', today)).toBeNull();
  });
});

describe('validateTraveller', () => {
  it('gives every required-field message verbatim', () => {
    const errors = validateTraveller(
      emptyTravellerForm,
      { gender: true, document: true, contact: true },
      today,
    );
    expect(errors).toEqual({
      name: 'Nome não pode ser vazio',
      lastName: 'Sobrenome não pode ser vazio',
      birthdate: 'Data Nascimento não pode ser vazio',
      gender: 'Genero não pode ser vazio',
      documentType: 'Tipo Documento não pode ser vazio',
      documentNumber: 'Número documento não pode ser vazio',
      email: 'E-mail precisa ser preenchido com um e-mail valido',
      phone: 'Telefone não pode ser vazio',
    });
  });

  it('checks only the fields of its set, and the formats of filled ones', () => {
    expect(
      validateTraveller(
        { ...emptyTravellerForm, name: 'A', lastName: 'B', birthdate: '31/02/2000' },
        { gender: false, document: false, contact: false },
        today,
      ),
    ).toEqual({
      birthdate: m.birthdateInvalid,
    });
    const filled = main('MARIA', 'SOUZA');
    expect(
      validateTraveller(
        { ...filled, email: 'maria@', phone: '(11) 9999', documentNumber: '11111111111' },
        flightFieldSet(0),
        today,
      ),
    ).toEqual({
      email: m.invalidEmail,
      phone: m.phoneInvalid,
      documentNumber: m.cpfInvalid,
    });
    expect(validateTraveller(filled, flightFieldSet(0), today)).toEqual({});
  });

  it('lists the fields in the order they are shown', () => {
    expect(travellerFields(flightFieldSet(0))).toEqual([
      'name',
      'lastName',
      'birthdate',
      'gender',
      'documentType',
      'documentNumber',
      'email',
      'phone',
    ]);
    expect(travellerFields(hotelFieldSet('child', 0, 2))).toEqual([
      'name',
      'lastName',
      'birthdate',
    ]);
  });
});

describe('duplicates', () => {
  it('finds later forms repeating a full name, ignoring case, accents and extra spaces', () => {
    expect(
      duplicateNameIndexes([
        adult('ANA', 'LIMA'),
        adult('Ána', ' lima '),
        adult('ANA', 'SOUZA'),
        adult('', ''),
        adult('', ''),
      ]),
    ).toEqual([1]);
  });
});

describe('flight passengers', () => {
  it('orders adults, then children, then babies', () => {
    expect(flightPaxTypes(2, 1, 1)).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
  });

  it('asks contact data only of the first passenger', () => {
    expect(flightFieldSet(0).contact).toBe(true);
    expect(flightFieldSet(1)).toEqual({ gender: true, document: true, contact: false });
  });

  it('asks for the passport in the document’s place when the airline requires it', () => {
    expect(flightFieldSet(1, true)).toEqual({
      gender: true,
      document: false,
      contact: false,
      passport: true,
    });
  });

  it('refuses duplicate names with the passengers message on the later name field', () => {
    const result = validateFlightPassengers(
      [main('MARIA', 'SOUZA'), adult('MARIA', 'SOUZA')],
      ['ADT', 'ADT'],
      today,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.section).toBe(
      'Passageiros com o mesmo nome e sobrenome não são permitidos!',
    );
    expect(result.errors.fields[1]?.name).toBe(m.duplicatePassengers);
    expect(result.errors.fields[0]).toEqual({});
  });

  it('builds booking passengers the api schema accepts (CNH as DRIVER_LICENSE, genders spelled out)', () => {
    const result = validateFlightPassengers(
      [
        main('MARIA', 'SOUZA'),
        adult('JOAO', 'SOUZA', { gender: 'M', documentType: 'CNH', documentNumber: '12345678901' }),
        adult('LIA', 'SOUZA', { gender: 'O', birthdate: '01/02/2025' }),
      ],
      ['ADT', 'ADT', 'INF'],
      today,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.passengers[0]).toEqual({
      name: 'MARIA',
      lastName: 'SOUZA',
      birthdate: '1990-03-15',
      paxType: 'ADT',
      gender: 'FEMALE',
      documentType: 'CPF',
      documentId: '52998224725',
      email: 'maria@demo.test',
      phone: '(11) 99999-0000',
    });
    expect(result.passengers[1]).toMatchObject({
      gender: 'MALE',
      documentType: 'DRIVER_LICENSE',
      paxType: 'ADT',
    });
    expect(result.passengers[1]).not.toHaveProperty('email');
    expect(result.passengers[2]).toMatchObject({
      gender: 'OTHER',
      paxType: 'INF',
      birthdate: '2025-02-01',
    });
    for (const passenger of result.passengers)
      expect(flightPassengerSchema.safeParse(passenger).success).toBe(true);
  });
});

describe('hotel guests', () => {
  it('spreads adults evenly with the remainder to the first rooms and children to room 0', () => {
    expect(hotelGuestSlots(5, 2, 3)).toEqual([
      ['adult', 'adult', 'child', 'child'],
      ['adult', 'adult'],
      ['adult'],
    ]);
  });

  it('keeps the guests of each room as the member set them room by room', () => {
    const split = [
      { adults: 2, seniorsAges: [], childAges: [] },
      { adults: 0, seniorsAges: [64], childAges: [7] },
    ];
    expect(hotelGuestSlots(3, 1, 2, split)).toEqual([
      ['adult', 'adult'],
      ['adult', 'child'],
    ]);
  });

  it('children give only names and birthdate; the first guest of room 0 is the main one', () => {
    expect(hotelFieldSet('child', 0, 1)).toEqual({
      gender: false,
      document: false,
      contact: false,
    });
    expect(hotelFieldSet('adult', 0, 0)).toEqual({ gender: false, document: true, contact: true });
    expect(hotelFieldSet('adult', 1, 0)).toEqual({ gender: false, document: true, contact: false });
  });

  it('guest/room rules', () => {
    expect(hotelGuestCountMessage(0, 2, 1)).toBe('É necessário informar pelo menos 1 adulto.');
    expect(hotelGuestCountMessage(1, 0, 2)).toBe(
      'A quantidade total de hóspedes deve ser maior ou igual à quantidade de quartos informados.',
    );
    expect(hotelGuestCountMessage(2, 0, 2)).toBeNull();
  });

  it('refuses the same name twice in one room but allows it across rooms', () => {
    const child = {
      ...emptyTravellerForm,
      name: 'LIA',
      lastName: 'SOUZA',
      birthdate: '01/01/2020',
    };
    const counts = { qtAdult: 2, qtChild: 1, qtRooms: 2 };
    const slots = hotelGuestSlots(2, 1, 2);
    const sameRoom = validateHotelGuests(
      [[main('ANA', 'LIMA'), { ...child, name: 'ANA', lastName: 'LIMA' }], [adult('JOAO', 'LIMA')]],
      slots,
      counts,
      today,
    );
    expect(sameRoom.ok).toBe(false);
    if (!sameRoom.ok) {
      expect(sameRoom.errors[0]?.section).toBe(
        'Hóspedes com o mesmo nome e sobrenome não são permitidos!',
      );
      expect(sameRoom.errors[0]?.fields[1]?.name).toBe(m.duplicateGuests);
      expect(sameRoom.errors[1]?.section).toBeNull();
    }
    const acrossRooms = validateHotelGuests(
      [[main('ANA', 'LIMA'), child], [adult('ANA', 'LIMA')]],
      slots,
      counts,
      today,
    );
    expect(acrossRooms.ok).toBe(true);
    if (!acrossRooms.ok) return;
    expect(acrossRooms.guests[0]?.[1]).toEqual({
      name: 'LIA',
      lastName: 'SOUZA',
      birthdate: '2020-01-01',
    });
    expect(acrossRooms.guests[1]?.[0]).toEqual({
      name: 'ANA',
      lastName: 'LIMA',
      birthdate: '1990-03-15',
      documentType: 'RG',
      documentId: '123456789',
    });
    for (const guest of acrossRooms.guests.flat())
      expect(hotelGuestSchema.safeParse(guest).success).toBe(true);
  });

  it('fails on the guest/room counts even when every form is filled', () => {
    const result = validateHotelGuests(
      [[main('ANA', 'LIMA')], []],
      [['adult'], []],
      { qtAdult: 1, qtChild: 0, qtRooms: 2 },
      today,
    );
    expect(result).toMatchObject({ ok: false, section: m.guestsBelowRooms });
  });
});

describe('travellerFromMember', () => {
  it('splits the member name and keeps the e-mail', () => {
    expect(
      travellerFromMember(
        { name: 'Maria Clara Souza', email: 'membro@demo.test' },
        normalizePassengerName,
      ),
    ).toEqual({
      ...emptyTravellerForm,
      name: 'MARIA',
      lastName: 'CLARA SOUZA',
      email: 'membro@demo.test',
    });
  });

  it('takes the member’s own first and last name, CPF and cellphone when the session has them', () => {
    const member = {
      name: 'Maria Clara Souza',
      firstName: 'Maria Clara',
      lastName: 'Souza',
      email: 'membro@demo.test',
      cpf: '529.982.247-25',
      cellphone: '(11) 99999-0000',
    };
    expect(travellerFromMember(member, normalizePassengerName)).toEqual({
      ...emptyTravellerForm,
      name: 'MARIA CLARA',
      lastName: 'SOUZA',
      email: 'membro@demo.test',
      documentType: 'CPF',
      documentNumber: '52998224725',
      phone: '(11) 99999-0000',
    });
  });
});

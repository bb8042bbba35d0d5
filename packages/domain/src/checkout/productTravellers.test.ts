import { describe, expect, it } from 'vitest';
import {
  addressRequired,
  ageOn,
  validateBusPassengers,
  validateCarDriver,
} from './productTravellers';
import { souzaTraveller } from '../../test';
import { travellerMessages } from './travellers';

const today = '2026-11-25';
const form = souzaTraveller;

describe('car driver and bus passengers', () => {
  it('needs the driver address and contact, and sends CNH as DRIVER_LICENSE', () => {
    const missing = validateCarDriver(form('ANA'), ' ', today);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.address).toBe(addressRequired);
      expect(missing.errors.email).toBe(travellerMessages.invalidEmail);
    }
    const ok = validateCarDriver(
      form('ANA', { email: 'ana@demo.test', phone: '(11) 98765-4321' }),
      'Av. Paulista, 1000',
      today,
    );
    expect(ok).toEqual({
      ok: true,
      driver: {
        name: 'ANA',
        lastName: 'SOUZA',
        birthdate: '1985-05-10',
        documentType: 'DRIVER_LICENSE',
        documentId: '12345678901',
        email: 'ana@demo.test',
        phone: '(11) 98765-4321',
        address: 'Av. Paulista, 1000',
      },
    });
  });

  it('makes the first bus passenger the main one and shares the contact e-mail', () => {
    const result = validateBusPassengers(
      [
        form('ANA', { email: 'ana@demo.test', phone: '(11) 98765-4321' }),
        form('BIA', { gender: 'M' }),
      ],
      today,
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(
        result.passengers.map((p) => [p.firstName, p.isMain, p.email, p.gender, p.age]),
      ).toEqual([
        ['ANA', true, 'ana@demo.test', 'FEMALE', 41],
        ['BIA', false, 'ana@demo.test', 'MALE', 41],
      ]);
    }
    const twins = validateBusPassengers(
      [form('ANA', { email: 'ana@demo.test', phone: '(11) 98765-4321' }), form('ana')],
      today,
    );
    expect(twins.ok ? null : twins.errors.section).toBe(travellerMessages.duplicatePassengers);
    expect(ageOn('2000-11-26', today)).toBe(25);
  });
});

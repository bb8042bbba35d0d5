import { describe, expect, it } from 'vitest';
import { experienceChoiceRules } from '../activities/experience';
import { loginFormSchema } from '../auth/schema';
import { flightSearchFormSchema } from '../flights/form';
import { hotelSearchFormSchema } from '../hotels/form';
import { authMessages } from '../auth/messages';
import { experienceSearchFormSchema } from '../activities/experienceSchema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('search and choice forms', () => {
  it('flight: each missing part under its field, the dates under the first date', () => {
    const result = flightSearchFormSchema.safeParse({
      origin: null,
      destination: null,
      roundTrip: true,
      start: new Date(2030, 0, 10),
      end: null,
      adults: 1,
      children: 0,
      infants: 0,
      baggage: false,
      directOnly: false,
    });
    expect(messages(result)).toEqual([
      ['origin', 'Origem não pode ser vazio'],
      ['destination', 'Destino não pode ser vazio'],
      ['start', 'Data não pode ser vazia'],
    ]);
  });

  it('hotel: a destination, both dates and a room', () => {
    expect(
      messages(
        hotelSearchFormSchema.safeParse({ city: null, from: null, to: null, rooms: [] }),
      ).map(([path]) => path),
    ).toEqual(['city', 'from', 'rooms']);
  });

  it('Exclusivos: the last day not before the first', () => {
    const result = experienceSearchFormSchema.safeParse({
      city: { id: '1', cityName: 'Salvador', stateName: 'BA' },
      start: '2030-01-10',
      end: '2030-01-09',
      adults: 1,
      children: 0,
    });
    expect(messages(result)).toEqual([['end', 'A data final não pode ser antes da inicial']]);
  });

  it('sign-in: both fields to sign in, an e-mail to recover', () => {
    expect(
      messages(loginFormSchema.safeParse({ mode: 'login', email: 'a@b.test', password: '' })),
    ).toEqual([['password', authMessages.credentialsRequired]]);
    expect(
      messages(loginFormSchema.safeParse({ mode: 'recovery', email: 'ana', password: '' })),
    ).toEqual([['email', authMessages.invalidEmail]]);
    expect(
      loginFormSchema.safeParse({ mode: 'recovery', email: 'ana@demo.test', password: '' }).success,
    ).toBe(true);
  });

  it('experience choice: tickets above 0, and a day of a continuous experience with a session', () => {
    const experience = {
      continuous: true,
      experienceDates: [
        { id: 'd1', date: '2030-01-12', time: '10:00', qtAvailable: 3, qtTotal: 5 },
      ],
    };
    const rules = experienceChoiceRules(experience, '2030-01-01', 2);
    expect(messages(rules.safeParse({ tickets: '0', slotId: '', day: '2030-01-13' }))).toEqual([
      ['tickets', 'Quantidade de ingressos deve ser maior que 0.'],
      ['day', 'Não há sessão nesta data. Escolha outro dia.'],
    ]);
    expect(rules.safeParse({ tickets: '2', slotId: '', day: '2030-01-12' }).success).toBe(true);
  });
});

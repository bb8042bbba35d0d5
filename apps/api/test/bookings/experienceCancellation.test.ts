import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EXPERIENCE_FREE_CANCELLATION_DAYS,
  experienceSearchResponseSchema,
  experienceTotalCents,
  type Experience,
} from '@portal/domain/activities';
import { bearer, type TestApp } from '../helpers/testApp';
import { closeChecked, daysAhead, prices, signedInMember } from './helpers';

const SAO_PAULO = '3550308';
const RIO = '3304557';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe('cancelling an experience follows its own free-cancellation policy', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await signedInMember());
  });
  afterAll(async () => closeChecked(t));

  async function experiences(): Promise<Experience[]> {
    const lists = await Promise.all(
      [SAO_PAULO, RIO].map(async (city) => {
        const reply = await t.app.inject({
          method: 'GET',
          url: `/api/experience?cityId=${city}&startDate=${daysAhead(20)}&endDate=${daysAhead(27)}`,
          headers: bearer(token),
        });
        return experienceSearchResponseSchema.parse(reply.json());
      }),
    );
    return lists.flat();
  }

  async function book(e: Experience): Promise<string> {
    const slot = e.experienceDates.find((d) => d.qtAvailable > 0)!;
    const p = prices(experienceTotalCents(Math.round(e.price * 100), 1, e.qtParticipants));
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {
        type: 'EXPERIENCE',
        experience: { id: e.id },
        experienceDate: { id: slot.id, date: slot.date },
        adults: 1,
        childs: 0,
        passengers: [{ name: 'MARIA', lastName: 'SOUZA', address: 'Av. Paulista, 1000' }],
        pointsTotalValue: p.pointsTotalValue,
        cashTotalValue: p.cashTotalValue,
        pointsPrice: p.pointsTotalValue,
        cashPrice: 0,
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ booking: { locator: string } }>().booking.locator;
  }

  const preview = (locator: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/booking/cancel-preview?locator=${locator}`,
      headers: bearer(token),
    });

  it(`free ones until ${EXPERIENCE_FREE_CANCELLATION_DAYS} days before the session; the others not at all`, async () => {
    const list = await experiences();
    const free = list.find((e) => e.freeCancel)!;
    const strict = list.find((e) => !e.freeCancel)!;
    expect(free.cancellationPolicy).toContain(`${EXPERIENCE_FREE_CANCELLATION_DAYS} dias antes`);

    const freeLocator = await book(free);
    const shown = (await preview(freeLocator)).json<{
      cancellable: boolean;
      freeCancellationUntil: string;
    }>();
    expect(shown.cancellable).toBe(true);
    const slot = free.experienceDates.find((d) => d.qtAvailable > 0)!;
    // Counted in days before the session's date, in Brasília time.
    const start = new Date(`${slot.date}T00:00:00-03:00`).getTime();
    expect(Date.parse(shown.freeCancellationUntil)).toBe(
      start - EXPERIENCE_FREE_CANCELLATION_DAYS * 86_400_000,
    );

    const strictLocator = await book(strict);
    expect((await preview(strictLocator)).json()).toMatchObject({
      cancellable: false,
      reason: 'Esta reserva não permite cancelamento gratuito.',
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelPreviewSchema, cancelResponseSchema } from '@portal/domain/bookings';
import type { HotelRateOffer } from '../../src/suppliers';
import type { LedgerService } from '../../src/modules/ledger/service';
import { bearer, type TestApp } from '../helpers/testApp';
import {
  card,
  closeChecked,
  hotelStay,
  hotelStayBooking,
  postBooking,
  prices,
  signedInMember,
} from './helpers';

const APPROVE = '4111111111111111';
describe(
  "cancelling a hotel applies its rate's cancel penalties to points and cash alike",
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let token: string;
    let userId: string;
    let ledger: LedgerService;
    const balance = () => ledger.balance(77, userId);
    const after = (path: string, locator: string, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({
        method,
        url: `/api/booking/${path}?locator=${locator}`,
        headers: bearer(token),
      });

    /** Books the rate with the minimum points and the rest on the card; answers the locator and the split. */
    async function book(
      search: Awaited<ReturnType<typeof hotelStay>>['search'],
      rate: HotelRateOffer,
    ) {
      const p = prices(rate.origTotalCents);
      const response = await postBooking(t, token, {
        ...hotelStayBooking({ search, rate }, p),
        payment: { paymentCode: randomUUID(), installments: 1, card: card(APPROVE) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { locator: response.json().bookingResponse.locator as string, ...p };
    }

    /** A stay `days` ahead booked on the rate the flag picks, and the balance just before. */
    async function bookedStay(days: number, refundable: boolean) {
      const { search, rate } = await hotelStay(days, refundable);
      const before = await balance();
      return { before, booked: await book(search, rate) };
    }
    const previewOf = async (locator: string) =>
      cancelPreviewSchema.parse((await after('cancel-preview', locator)).json());

    beforeAll(async () => {
      ({ t, token, userId, ledger } = await signedInMember());
    });
    afterAll(() => closeChecked(t));

    it('a non-refundable rate keeps everything: the preview says so and nothing comes back', async () => {
      const { before, booked } = await bookedStay(50, false);
      const preview = await previewOf(booked.locator);
      expect(preview).toMatchObject({
        cancellable: true,
        refundPoints: 0,
        refundCash: 0,
        penaltyPoints: booked.pointsPrice,
        penaltyCash: booked.cashPrice,
      });
      expect(preview.penaltyRules).toEqual([
        'Não reembolsável: cancelamento com cobrança integral.',
      ]);

      const cancelled = await after('cancel', booked.locator, 'POST');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const body = cancelResponseSchema.parse(cancelled.json());
      expect(body).toMatchObject({
        statusId: 5,
        refund: { points: 0, cash: 0 },
        penalty: { points: booked.pointsPrice, cash: booked.cashPrice },
      });
      expect(body.paymentTransaction?.status).toBe('captured');
      expect(await balance()).toBe(before - booked.pointsPrice);
    });

    it('a refundable rate past its free date keeps one night, the same share of the points and of the cash', async () => {
      const { search, rate } = await hotelStay(2, true);
      const penalty = rate.penalties[0]!;
      expect(penalty.description).toContain('1 diária');
      const before = await balance();
      const booked = await book(search, rate);
      const share = penalty.valueCents / rate.origTotalCents;
      const keptPoints = Math.round(booked.pointsPrice * share);
      const keptCash = Math.round(booked.cashCents * share);
      expect(keptPoints).toBeGreaterThan(0);
      expect(keptPoints).toBeLessThan(booked.pointsPrice);

      const preview = await previewOf(booked.locator);
      expect(preview).toMatchObject({
        cancellable: true,
        refundPoints: booked.pointsPrice - keptPoints,
        refundCash: (booked.cashCents - keptCash) / 100,
        penaltyPoints: keptPoints,
        penaltyCash: keptCash / 100,
      });
      const body = cancelResponseSchema.parse(
        (await after('cancel', booked.locator, 'POST')).json(),
      );
      expect(body.refund).toEqual({
        points: booked.pointsPrice - keptPoints,
        cash: (booked.cashCents - keptCash) / 100,
      });
      expect(await balance()).toBe(before - keptPoints);
    });

    it('a refundable rate before its free date gives everything back', async () => {
      const { before, booked } = await bookedStay(50, true);
      const preview = await previewOf(booked.locator);
      expect(preview).toMatchObject({
        cancellable: true,
        refundPoints: booked.pointsPrice,
        refundCash: booked.cashPrice,
        penaltyPoints: 0,
        penaltyCash: 0,
        penaltyRules: [],
      });
      const body = cancelResponseSchema.parse(
        (await after('cancel', booked.locator, 'POST')).json(),
      );
      expect(body.refund).toEqual({ points: booked.pointsPrice, cash: booked.cashPrice });
      expect(await balance()).toBe(before);
    });
  },
);

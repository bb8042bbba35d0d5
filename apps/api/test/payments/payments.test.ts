import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayments } from '../../src/payments';
import type { PaymentsService, Payer } from '../../src/payments/service';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

const card = (cardNumber: string, overrides: Record<string, string> = {}) => ({
  cardNumber,
  cardBrand: 'visa',
  cardType: 'Creditcard',
  cardExpirationDate: '12/2099',
  cardSecurityCode: '123',
  holder: 'MARIA DA SILVA',
  ...overrides,
});

describe('payments', () => {
  let t: TestApp;
  let token: string;
  let payer: Payer;
  let payments: PaymentsService;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await login(t.app, demo.member);
    token = session.idToken;
    payer = { campaignId: 77, userId: session.localId, kind: 'member' };
    payments = createPayments({ db: t.database.db, publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => t?.close());

  const validate = (payload: object, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/bus/validate-credit-card',
      headers,
      payload,
    });

  describe('POST /api/services/bus/validate-credit-card', () => {
    it('answers {data:{valid}} for the card fields, bare or under data', async () => {
      for (const n of [
        '4111111111111111',
        '5555555555554444',
        '4000002760003184',
        '4000000000000002',
        '4000000000000119',
      ]) {
        const response = await validate(card(n));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { valid: true } });
      }
      expect((await validate({ data: card('4111111111111111') })).json()).toEqual({
        data: { valid: true },
      });
      expect((await validate(card('4111111111111112'))).json()).toEqual({ data: { valid: false } });
      expect((await validate(card('9111111111111111'))).json()).toEqual({ data: { valid: false } });
      expect(
        (await validate(card('4111111111111111', { cardExpirationDate: '01/2020' }))).json(),
      ).toEqual({ data: { valid: false } });
    });

    it('answers {error} with its verbatim message for a missing field, and 401 without a token', async () => {
      const response = await validate(card('', {}));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Número do cartão não pode ser vazio');
      expect(
        (await validate({ data: card('4111111111111111', { holder: '' }) })).json().error,
      ).toBe('Nome do titular do cartão não pode ser vazio');
      expect((await validate(card('4111111111111111'), {})).statusCode).toBe(401);
    });
  });

  describe('card vault', () => {
    it('tokenises a card keeping brand and last 4 digits; saved cards are listed for their owner only', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/cards',
        headers: bearer(token),
        payload: { card: card('4111 1111 1111 1111'), save: true },
      });
      expect(response.statusCode).toBe(201);
      const saved = response.json();
      expect(saved).toMatchObject({ brand: 'visa', last4Digits: '1111' });
      expect(saved.vaultId).toMatch(/^sbx_approve_/);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/payments/cards',
        headers: bearer(token),
      });
      expect(list.json()).toContainEqual(saved);
      const other = await login(t.app, demo.lowBalance);
      const otherList = await t.app.inject({
        method: 'GET',
        url: '/api/payments/cards',
        headers: bearer(other.idToken),
      });
      expect(otherList.json()).toEqual([]);
      await expect(
        payments.payerCard({ campaignId: 77, userId: other.localId, kind: 'member' }, saved.id),
      ).rejects.toMatchObject({ statusCode: 404 });
    });

    it('refuses an invalid card with its verbatim message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/cards',
        headers: bearer(token),
        payload: { card: card('4111111111111112') },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('Cartão inválido, confira os dados e tente novamente.');
    });

    it('guests never keep a card', async () => {
      const guest = await t.app.inject({
        method: 'GET',
        url: '/api/login-guest-by-campaign?code=CONVIDADO77',
      });
      const guestToken = guest.json().idToken as string;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/cards',
        headers: bearer(guestToken),
        payload: { card: card('4111111111111111'), save: true },
      });
      expect(response.statusCode).toBe(201);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/payments/cards',
        headers: bearer(guestToken),
      });
      expect(list.json()).toEqual([]);
    });
  });

  describe('sandbox gateway outcomes', () => {
    const authorize = async (
      number: string,
      key: string,
      extra: Partial<Parameters<PaymentsService['authorize']>[0]> = {},
    ) => {
      const stored = await payments.tokenizeCard({ payer, card: card(number), save: false });
      return payments.authorize({
        payer,
        campaignMaxInstallments: 10,
        card: stored,
        amountCents: 15000,
        installments: 3,
        reference: `LOC-${key}`,
        idempotencyKey: key,
        returnUrl: '/busca/finalizado',
        ...extra,
      });
    };

    it('4111111111111111 is approved; capture, partial and full refund', async () => {
      const { transaction } = await authorize('4111111111111111', 'ok-1');
      expect(transaction.status).toBe('authorized');
      const captured = await payments.capture(transaction.id);
      expect(captured).toMatchObject({ status: 'captured', capturedCents: 15000 });
      expect((await payments.capture(transaction.id)).status).toBe('captured');
      await expect(payments.void(transaction.id)).rejects.toMatchObject({ statusCode: 409 });
      expect(await payments.refund(transaction.id, 5000)).toMatchObject({
        status: 'captured',
        refundedCents: 5000,
      });
      await expect(payments.refund(transaction.id, 10001)).rejects.toMatchObject({
        code: 'REFUND_TOO_LARGE',
      });
      expect(await payments.refund(transaction.id, 10000)).toMatchObject({
        status: 'refunded',
        refundedCents: 15000,
      });
    });

    it('an authorisation can be voided, once', async () => {
      const { transaction } = await authorize('4111111111111111', 'void-1');
      expect((await payments.void(transaction.id)).status).toBe('voided');
      expect((await payments.void(transaction.id)).status).toBe('voided');
      await expect(payments.capture(transaction.id)).rejects.toMatchObject({ statusCode: 409 });
    });

    it('two captures at once capture once, and both answer the captured payment', async () => {
      const { transaction } = await authorize('4111111111111111', 'capture-twice');
      const told: string[] = [];
      const results = await Promise.all([
        payments.capture(transaction.id, (captured) => told.push(captured.id)),
        payments.capture(transaction.id, (captured) => told.push(captured.id)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['captured', 'captured']);
      expect(told).toEqual([transaction.id]);
      expect(await payments.transaction(transaction.id)).toMatchObject({
        status: 'captured',
        capturedCents: 15000,
      });
    });

    it("a capture racing a void: one of them wins, the other is refused, the payment is the winner's", async () => {
      for (const key of ['race-1', 'race-2', 'race-3']) {
        const { transaction } = await authorize('4111111111111111', key);
        const [capture, voiding] = await Promise.allSettled([
          payments.capture(transaction.id),
          payments.void(transaction.id),
        ]);
        const final = await payments.transaction(transaction.id);
        if (capture.status === 'fulfilled') {
          expect(voiding).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
          expect(final).toMatchObject({ status: 'captured', capturedCents: 15000 });
        } else {
          expect(capture.reason).toMatchObject({ statusCode: 409 });
          expect(voiding).toMatchObject({ status: 'fulfilled', value: { status: 'voided' } });
          expect(final).toMatchObject({ status: 'voided', capturedCents: 0 });
        }
      }
    });

    it('an unknown payment cannot be captured', async () => {
      await expect(payments.capture('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
        statusCode: 404,
        code: 'TRANSACTION_NOT_FOUND',
      });
    });

    it('5555555555554444 requires two-factor, then is authorised', async () => {
      const { transaction, redirectUrl } = await authorize('5555555555554444', '2fa-1');
      expect(transaction.status).toBe('requires_two_factor');
      expect(redirectUrl).toBeNull();
      await expect(payments.capture(transaction.id)).rejects.toMatchObject({ statusCode: 409 });
      await expect(payments.completeChallenge(transaction.id, 'redirect')).rejects.toMatchObject({
        statusCode: 409,
      });
      expect((await payments.completeChallenge(transaction.id, 'two_factor')).status).toBe(
        'authorized',
      );
    });

    it('4000002760003184 redirects to the confirmation page, whose button authorises and returns', async () => {
      const { transaction, redirectUrl } = await authorize('4000002760003184', 'redirect-1', {
        returnUrl: '/busca/finalizado?locator=ABC',
      });
      expect(transaction.status).toBe('requires_redirect');
      expect(redirectUrl).toBe(
        `http://localhost:3000/api/payments/sandbox/confirm/${transaction.id}`,
      );
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/payments/sandbox/confirm/${transaction.id}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Confirmar pagamento');
      expect(page.body).toContain(`action="/api/payments/sandbox/confirm/${transaction.id}"`);
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/confirm/${transaction.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(confirm.statusCode).toBe(303);
      expect(confirm.headers.location).toBe('/busca/finalizado?locator=ABC');
      expect((await payments.transaction(transaction.id))?.status).toBe('authorized');
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/payments/sandbox/confirm/${transaction.id}`,
      });
      expect(again.body).toContain('não está aguardando confirmação');
    });

    it('never redirects to another site', async () => {
      const { transaction } = await authorize('4000002760003184', 'redirect-2', {
        returnUrl: '//evil.example/x',
      });
      expect(transaction.returnUrl).toBe('/busca/finalizado');
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/confirm/${transaction.id}`,
      });
      expect(confirm.headers.location).toBe('/busca/finalizado');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/confirm/not-a-uuid' }))
          .statusCode,
      ).toBe(400);
    });

    it('4000000000000002 is declined', async () => {
      const { transaction } = await authorize('4000000000000002', 'declined-1');
      expect(transaction).toMatchObject({
        status: 'declined',
        declineReason: 'insufficient_funds',
      });
      await expect(payments.capture(transaction.id)).rejects.toMatchObject({ statusCode: 409 });
    });

    it('4000000000000119 times out: 504 with its verbatim message', async () => {
      await expect(authorize('4000000000000119', 'timeout-1')).rejects.toMatchObject({
        statusCode: 504,
        message: 'Tempo expirou, tente novamente!',
      });
    });

    it('is idempotent by key: a replay returns the first transaction, another body is refused', async () => {
      const stored = await payments.tokenizeCard({
        payer,
        card: card('4111111111111111'),
        save: false,
      });
      const input = {
        payer,
        campaignMaxInstallments: 10,
        card: stored,
        amountCents: 999,
        installments: 1,
        reference: 'LOC-IDEM',
        idempotencyKey: 'idem-1',
      };
      const first = await payments.authorize(input);
      const again = await payments.authorize({ ...input });
      expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
      await expect(payments.authorize({ ...input, amountCents: 1000 })).rejects.toMatchObject({
        statusCode: 409,
        code: 'IDEMPOTENCY_MISMATCH',
      });
    });

    it('applies the installments rule: members up to the campaign maximum, guests 1', async () => {
      await expect(
        authorize('4111111111111111', 'inst-1', { installments: 11 }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_INSTALLMENTS' });
      await expect(
        authorize('4111111111111111', 'inst-2', {
          installments: 2,
          payer: { ...payer, kind: 'guest' },
        }),
      ).rejects.toMatchObject({ code: 'INVALID_INSTALLMENTS' });
      expect(
        (await authorize('4111111111111111', 'inst-3', { installments: 10 })).transaction.status,
      ).toBe('authorized');
    });

    it("nobody pays with another member's card", async () => {
      const stored = await payments.tokenizeCard({
        payer,
        card: card('4111111111111111'),
        save: true,
      });
      const other = await login(t.app, demo.lowBalance);
      await expect(
        payments.authorize({
          payer: { campaignId: 77, userId: other.localId, kind: 'member' },
          campaignMaxInstallments: 10,
          card: stored,
          amountCents: 100,
          installments: 1,
          reference: 'X',
          idempotencyKey: 'idor-1',
        }),
      ).rejects.toMatchObject({ statusCode: 404 });
    });
  });
});

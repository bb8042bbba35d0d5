import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerService } from '../../src/modules/ledger/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants, newMember } from './invariants';

const TOKEN = 'operator-token-for-tests-0123456789';
const url = '/api/admin/points/accruals';

describe('POST /api/admin/points/accruals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorToken: TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (payload: object, token: string | null = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  it('credits a lot: 201 first, 200 with the same result on replay, 409 for another body', async () => {
    const userId = await newMember(t.database.db);
    const body = {
      campaignId: 77,
      userId,
      points: 2500,
      description: 'Compra no parceiro',
      expiresAt: '2099-01-31T00:00:00.000Z',
      idempotencyKey: `k-${userId}`,
    };
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId,
      campaignId: 77,
      points: 2500,
      description: 'Compra no parceiro',
      expiresAt: '2099-01-31T00:00:00.000Z',
    });
    const replay = await post(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const other = await post({ ...body, points: 2600 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await ledgerService(t.database.db).balance(77, userId)).toBe(2500);
    await expectLedgerInvariants(t.database.db);
  });

  it('finds the member by e-mail within the campaign, and only there', async () => {
    const ok = await post({
      campaignId: 77,
      email: 'SALDO@demo.test',
      points: 10,
      description: 'Bônus',
      idempotencyKey: 'by-email-1',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().expiresAt).toBeNull();
    const otherCampaign = await post({
      campaignId: 83,
      email: 'saldo@demo.test',
      points: 10,
      description: 'Bônus',
      idempotencyKey: 'by-email-2',
    });
    expect(otherCampaign.statusCode).toBe(404);
  });

  it('validates the body', async () => {
    const userId = await newMember(t.database.db);
    for (const bad of [
      { campaignId: 77, userId, points: 0, description: 'x', idempotencyKey: 'b1' },
      { campaignId: 77, userId, points: 1.5, description: 'x', idempotencyKey: 'b2' },
      { campaignId: 77, points: 10, description: 'x', idempotencyKey: 'b3' },
      {
        campaignId: 77,
        userId,
        email: 'saldo@demo.test',
        points: 10,
        description: 'x',
        idempotencyKey: 'b4',
      },
      {
        campaignId: 77,
        userId,
        points: 10,
        description: 'x',
        idempotencyKey: 'b5',
        expiresAt: 'amanhã',
      },
      { campaignId: 77, userId, points: 10, description: '', idempotencyKey: 'b6' },
    ]) {
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('refuses a missing or wrong operator token', async () => {
    const body = {
      campaignId: 77,
      email: 'saldo@demo.test',
      points: 10,
      description: 'x',
      idempotencyKey: 'auth-1',
    };
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, 'wrong')).statusCode).toBe(401);
    expect((await post(body, `${TOKEN}x`)).statusCode).toBe(401);
  });
});

describe('accruals without OPERATOR_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorToken: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: 'Bearer anything' },
      payload: {
        campaignId: 77,
        email: 'saldo@demo.test',
        points: 10,
        description: 'x',
        idempotencyKey: 'none',
      },
    });
    expect(response.statusCode).toBe(404);
  });
});

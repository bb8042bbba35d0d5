import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The operator token the journeys' server starts with (playwright.config.ts). */
export const e2eOperatorToken = 'e2e-operator-token';

/**
 * Credits a member through the operator accruals API. Every journey runs on one server and one
 * demo member, so a file that buys tops the member up first instead of depending on what the
 * files before it spent.
 */
export async function fundMember(
  request: APIRequestContext,
  { email = 'membro@demo.test', campaignId = 77, points = 300_000 } = {},
): Promise<void> {
  const reply = await request.post('/api/admin/points/accruals', {
    headers: { Authorization: `Bearer ${e2eOperatorToken}` },
    data: {
      campaignId,
      email,
      points,
      description: 'Crédito para as jornadas de teste',
      idempotencyKey: randomUUID(),
    },
  });
  expect(reply.status()).toBe(201);
}

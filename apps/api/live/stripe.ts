/**
 * `npm run test:live:stripe`: the Stripe adapter against Stripe's own test mode, with Stripe's
 * test PaymentMethods — a card purchase (authorised, then captured), a 3-D Secure purchase
 * (answered with the issuer's page, then cancelled as an abandoned one would be) and a partial
 * refund. Runs only with an `sk_test_` key: without one it prints 'skipped: no key'.
 */
import { randomUUID } from 'node:crypto';
import { stripeGateway } from '../src/payments/stripe';

const key = process.env.STRIPE_SECRET_KEY ?? '';
if (!key.startsWith('sk_test_')) {
  console.log('skipped: no key');
  process.exit(0);
}

const gateway = stripeGateway({ secretKey: key, webhookSecret: 'whsec_unused' });
const returnUrl = 'https://portal.example/api/payments/return/live-check';
const check = (what: string, ok: boolean, detail: unknown) => {
  console.log(`${ok ? 'ok' : 'FAILED'} - ${what}`, ok ? '' : JSON.stringify(detail));
  if (!ok) process.exitCode = 1;
};

const card = await gateway.vaultPaymentMethod('pm_card_visa');
check(
  'the card is known by its brand and last 4',
  card.brand === 'visa' && card.last4 === '4242',
  card,
);

const purchase = await gateway.authorize({
  vaultToken: 'pm_card_visa',
  amountCents: 12_345,
  installments: 1,
  transactionId: randomUUID(),
  returnUrl,
});
check('a card purchase is authorised', purchase.status === 'authorized', purchase);
// Each call below throws on Stripe's refusal, which ends the run with its error.
await gateway.capture(purchase.gatewayReference, 12_345);
check('and captured', true, null);

const secure = await gateway.authorize({
  vaultToken: 'pm_card_authenticationRequired',
  amountCents: 5_000,
  installments: 1,
  transactionId: randomUUID(),
  returnUrl,
});
check(
  "a 3-D Secure purchase sends the member to the issuer's page",
  secure.status === 'requires_redirect' && secure.redirectUrl.startsWith('https://'),
  secure,
);
await gateway.void(secure.gatewayReference);
check('and an abandoned one is cancelled', true, null);

await gateway.refund(purchase.gatewayReference, 2_345, `refund:${purchase.gatewayReference}:2345`);
check('a partial refund of the card purchase is accepted', true, null);

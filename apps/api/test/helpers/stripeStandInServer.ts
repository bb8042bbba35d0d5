// The Stripe stand-in as a process of its own, for the Stripe-mode journeys
// (playwright.stripe.config.ts): `tsx apps/api/test/helpers/stripeStandInServer.ts`.
import { startStripeStandIn } from './stripeStandIn';

const standIn = await startStripeStandIn(Number(process.env.STRIPE_STAND_IN_PORT ?? 0));
console.log(`Stripe stand-in on ${standIn.url.origin}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

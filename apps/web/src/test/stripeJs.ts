// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

/**
 * A stand-in of Stripe.js for component tests (the real script loads from js.stripe.com): what
 * @stripe/react-stripe-js and the checkout call. The Payment Element mounts as Stripe's frame
 * does, holding no field of ours, and createPaymentMethod answers `paymentMethodId`.
 */
export function fakeStripe(paymentMethodId = 'pm_card_visa') {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      const frame = document.createElement('iframe');
      frame.title = 'Campo de pagamento seguro';
      frame.dataset.testid = 'stripe-payment-element';
      node.appendChild(frame);
    }),
    on: vi.fn(() => element),
    off: vi.fn(() => element),
    update: vi.fn(),
    destroy: vi.fn(),
    unmount: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    getElement: vi.fn(() => element),
    update: vi.fn(),
    submit: vi.fn(async () => ({})),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({
      paymentMethod: { id: paymentMethodId, type: 'card' },
    })),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
  };
  return { stripe: stripe as unknown as Stripe, calls: { stripe, elements, element } };
}

import type { Page } from '@playwright/test';

/**
 * A stand-in of Stripe.js, served by the journey in place of https://js.stripe.com (which cannot
 * load offline). It implements what @stripe/react-stripe-js and the checkout call: Elements with a
 * Payment Element whose card fields are plain inputs, and createPaymentMethod, which answers with
 * Stripe's test PaymentMethod of the card typed (4242… → pm_card_visa). Like the real one, it
 * keeps the card inside Stripe's code: nothing is sent to the portal.
 */
const script = `
(() => {
  const testMethods = {
    '4242424242424242': 'pm_card_visa',
    '4000002500003155': 'pm_card_authenticationRequired',
    '4000000000009995': 'pm_card_visa_chargeDeclinedInsufficientFunds',
  };
  function Stripe(key) {
    const fields = {};
    const element = {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        const box = document.createElement('div');
        box.setAttribute('data-testid', 'stripe-payment-element');
        for (const [name, label] of [['number', 'Número do cartão (Stripe)'], ['expiry', 'Validade (Stripe)'], ['cvc', 'CVC (Stripe)']]) {
          const input = document.createElement('input');
          input.setAttribute('aria-label', label);
          input.autocomplete = 'off';
          fields[name] = input;
          box.appendChild(input);
        }
        target.appendChild(box);
        setTimeout(() => (this.handlers.ready || []).forEach((h) => h({ elementType: 'payment' })), 0);
      },
      handlers: {},
      on(event, handler) { (this.handlers[event] = this.handlers[event] || []).push(handler); return this; },
      off(event, handler) { this.handlers[event] = (this.handlers[event] || []).filter((h) => h !== handler); return this; },
      update() {},
      destroy() {},
      unmount() {},
      collapse() {},
      focus() {},
      blur() {},
      clear() {},
    };
    const elements = {
      create() { return element; },
      getElement() { return element; },
      update() {},
      fetchUpdates() { return Promise.resolve({}); },
      submit() {
        const number = (fields.number?.value || '').replace(/\\D/g, '');
        return Promise.resolve(number.length >= 13 ? {} : { error: { message: 'Número do cartão incompleto.' } });
      },
    };
    return {
      key,
      elements() { return elements; },
      createToken() { return Promise.reject(new Error('not in the stand-in')); },
      confirmCardPayment() { return Promise.reject(new Error('not in the stand-in')); },
      createPaymentMethod({ params }) {
        const number = (fields.number?.value || '').replace(/\\D/g, '');
        const id = testMethods[number];
        window.__stripeStandInCreated = { id, name: params?.billing_details?.name };
        return Promise.resolve(id ? { paymentMethod: { id, type: 'card' } } : { error: { message: 'Cartão recusado.' } });
      },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = 'clover';
  window.Stripe = Stripe;
})();
`;

export async function serveStripeJsStandIn(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: script }),
  );
}

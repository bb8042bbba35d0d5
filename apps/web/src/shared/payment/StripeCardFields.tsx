import { useEffect } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { cardMessages } from '@portal/domain/payments';

/** Turns the card typed in Stripe's fields into a PaymentMethod id, with the holder's name. */
export type CardTokenizer = (holder: string) => Promise<string>;

/** Stripe.js is loaded once per key, on the first checkout that needs it. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  const known = loaded.get(publishableKey);
  if (known) return known;
  const loading = loadStripe(publishableKey, { locale: 'pt-BR' });
  loaded.set(publishableKey, loading);
  return loading;
};

function PaymentFields({ onTokenizer }: { onTokenizer: (tokenize: CardTokenizer) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onTokenizer(async (holder) => {
      const submitted = await elements.submit();
      if (submitted.error) throw new Error(submitted.error.message ?? cardMessages.invalid);
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: { name: holder } },
      });
      if (error || !paymentMethod) throw new Error(error?.message ?? cardMessages.invalid);
      return paymentMethod.id;
    });
  }, [stripe, elements, onTokenizer]);
  return (
    <PaymentElement
      options={{
        layout: 'tabs',
        fields: { billingDetails: { name: 'never' } },
        wallets: { applePay: 'never', googlePay: 'never' },
      }}
    />
  );
}

/**
 * The card's number, expiry and security code in Stripe's Payment Element: typed into Stripe's
 * own frames, they go from the browser to Stripe, and the checkout sends our API only the
 * PaymentMethod id. Loaded only by a checkout in Stripe mode.
 */
export default function StripeCardFields({
  publishableKey,
  cashCents,
  onTokenizer,
}: {
  publishableKey: string;
  cashCents: number;
  onTokenizer: (tokenize: CardTokenizer) => void;
}) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'payment',
        amount: cashCents,
        currency: 'brl',
        captureMethod: 'manual',
        paymentMethodCreation: 'manual',
        // Pix has its own choice on the checkout; the server accepts only cards here.
        excludedPaymentMethodTypes: ['pix', 'boleto'],
        locale: 'pt-BR',
      }}
    >
      <PaymentFields onTokenizer={onTokenizer} />
    </Elements>
  );
}

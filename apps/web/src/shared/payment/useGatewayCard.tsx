import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paymentSettingsQuery } from './api';
import type { CardTokenizer } from './StripeCardFields';

// Stripe.js and its React bindings load only where a card is asked for in Stripe mode.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

export interface GatewayCard {
  /** Stripe's own fields for number, expiry and code; undefined with the portal's card form. */
  fields: ReactNode | undefined;
  /**
   * What turns the card in Stripe's fields into a PaymentMethod id (null until those fields are
   * ready); undefined with the portal's card form.
   */
  tokenize: CardTokenizer | null | undefined;
}

/** The card fields of this deployment's gateway for a payment of `cashCents`. */
export function useGatewayCard(cashCents: number): GatewayCard {
  const settings = useQuery(paymentSettingsQuery());
  const stripeKey = settings.data?.mode === 'stripe' ? settings.data.publishableKey : null;
  const [tokenizer, setTokenizer] = useState<{ tokenize: CardTokenizer } | null>(null);
  const onTokenizer = useCallback((tokenize: CardTokenizer) => setTokenizer({ tokenize }), []);
  if (!stripeKey) return { fields: undefined, tokenize: undefined };
  return {
    fields: (
      <Suspense fallback={null}>
        <StripeCardFields
          publishableKey={stripeKey}
          cashCents={cashCents}
          onTokenizer={onTokenizer}
        />
      </Suspense>
    ),
    tokenize: tokenizer?.tokenize ?? null,
  };
}

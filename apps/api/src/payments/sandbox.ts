import { randomBytes } from 'node:crypto';
import { detectCardBrand, digitsOnly } from '@portal/domain/payments';
import {
  GatewayError,
  GatewaySignatureError,
  GatewayTimeoutError,
  type AuthorizeRequest,
  type AuthorizeResult,
  type CardDetails,
  type PaymentGateway,
  type PixCharge,
  type PixRequest,
  type VaultedCard,
} from './gateway';
import { pixCode } from './pixCode';

/**
 * What the sandbox does with each documented test card. Any other valid card is
 * approved, as in the test modes of public gateways.
 */
export const sandboxCards = {
  '4111111111111111': 'approve',
  '5555555555554444': 'two_factor',
  '4000002760003184': 'redirect',
  '4000000000000002': 'decline',
  '4000000000000119': 'timeout',
} as const;
export type SandboxScenario = (typeof sandboxCards)[keyof typeof sandboxCards];
const scenarios: readonly SandboxScenario[] = [
  'approve',
  'two_factor',
  'redirect',
  'decline',
  'timeout',
];

/**
 * The sandbox gateway. Like the test modes of Stripe or Adyen it keeps no card number: the
 * vault token itself names the scenario of the test card (`sbx_<scenario>_<random>`), so the
 * sandbox is deterministic, stateless and works on any number of api instances.
 */
export function sandboxGateway(options: {
  confirmationUrl: (transactionId: string) => string;
  latencyMs?: number;
}): PaymentGateway {
  const wait = () =>
    options.latencyMs
      ? new Promise((resolve) => setTimeout(resolve, options.latencyMs))
      : Promise.resolve();
  const scenarioOf = (vaultToken: string): SandboxScenario => {
    const scenario = /^sbx_([a-z_]+)_[0-9a-f]{32}$/.exec(vaultToken)?.[1];
    const found = scenarios.find((s) => s === scenario);
    if (!found) throw new GatewayError('unknown vault token');
    return found;
  };
  const reference = (kind: 'tx' | 'pix' = 'tx') => `sbx_${kind}_${randomBytes(12).toString('hex')}`;
  const checkReference = (gatewayReference: string) => {
    if (!/^sbx_(tx|pix)_[0-9a-f]{24}$/.test(gatewayReference))
      throw new GatewayError('unknown transaction');
  };
  return {
    name: 'sandbox',
    async tokenize(card: CardDetails): Promise<VaultedCard> {
      await wait();
      const number = digitsOnly(card.number);
      const brand = detectCardBrand(number);
      if (!brand) throw new GatewayError('card brand not accepted');
      const scenario: SandboxScenario =
        number in sandboxCards ? sandboxCards[number as keyof typeof sandboxCards] : 'approve';
      return {
        vaultToken: `sbx_${scenario}_${randomBytes(16).toString('hex')}`,
        brand,
        last4: number.slice(-4),
      };
    },
    async vaultPaymentMethod(): Promise<VaultedCard> {
      throw new GatewayError('the sandbox vaults the cards of its own form only');
    },
    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      await wait();
      const scenario = scenarioOf(request.vaultToken);
      switch (scenario) {
        case 'approve':
          return { status: 'authorized', gatewayReference: reference() };
        case 'two_factor':
          return { status: 'requires_two_factor', gatewayReference: reference() };
        case 'redirect':
          return {
            status: 'requires_redirect',
            gatewayReference: reference(),
            redirectUrl: options.confirmationUrl(request.transactionId),
          };
        case 'decline':
          return {
            status: 'declined',
            gatewayReference: reference(),
            reason: 'insufficient_funds',
          };
        case 'timeout':
          throw new GatewayTimeoutError('authorize');
      }
    },
    async completeChallenge(gatewayReference) {
      await wait();
      checkReference(gatewayReference);
    },
    async capture(gatewayReference) {
      await wait();
      checkReference(gatewayReference);
    },
    async void(gatewayReference) {
      await wait();
      checkReference(gatewayReference);
    },
    async refund(gatewayReference) {
      await wait();
      checkReference(gatewayReference);
    },
    // The sandbox's Pix is paid with 'Simular pagamento' (a dev route), never by itself.
    async createPix(request: PixRequest): Promise<PixCharge> {
      await wait();
      return {
        gatewayReference: reference('pix'),
        code: pixCode({ amountCents: request.amountCents, txid: request.transactionId }),
        imageUrl: null,
        expiresAt: request.expiresAt,
      };
    },
    // Stateless: the sandbox remembers no payment, and sends no webhooks.
    async lookup() {
      return null;
    },
    parseEvent() {
      throw new GatewaySignatureError();
    },
  };
}

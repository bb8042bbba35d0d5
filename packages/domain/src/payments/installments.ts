/**
 * Instalments: signed members may split the card payment up to the campaign's
 * maximum; guests and travel-voucher users pay in one instalment.
 */
export type PayerKind = 'member' | 'guest' | 'voucher';

export function maxInstallments(payer: PayerKind, campaignMaxInstallments: number): number {
  if (payer !== 'member') return 1;
  return Math.max(1, Math.trunc(campaignMaxInstallments));
}

export function isInstallmentsAllowed(
  installments: number,
  payer: PayerKind,
  campaignMaxInstallments: number,
): boolean {
  return (
    Number.isSafeInteger(installments) &&
    installments >= 1 &&
    installments <= maxInstallments(payer, campaignMaxInstallments)
  );
}

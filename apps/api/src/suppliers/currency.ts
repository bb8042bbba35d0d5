/**
 * Centavos of a supplier's decimal amount at `rate` reais per unit, rounded up: the portal never
 * sells below what it pays.
 */
export const foreignToCents = (amount: string, rate: number): number =>
  Math.ceil(Math.round(Number(amount) * rate * 1e6) / 1e4);

/**
 * The one place money changes unit. Amounts are integer centavos inside the portal; reais with
 * two decimals only at the edges (supplier payloads, the member API's `cashPrice`, form fields).
 */

/** Reais (2 decimals) to integer centavos, rounded to the nearest centavo. */
export const brlToCents = (reais: number): number => Math.round(reais * 100);

/** Integer centavos to reais with 2 decimals. */
export const centsToBrl = (cents: number): number => Math.round(cents) / 100;

/** `percent`% of an amount, unrounded: each rule rounds the way its contract says. */
export const percentOf = (amount: number, percent: number): number => (amount * percent) / 100;

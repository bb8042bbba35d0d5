import { orderTotal } from './order';

export const invoiceTotal = (cents: number): number => (cents > 0 ? cents : orderTotal(1));

import { invoiceTotal } from './invoice';

/** Imports its own importer: the cycle the lint config must refuse. */
export const orderTotal = (cents: number): number => invoiceTotal(cents) + 1;

import type { SupplierProduct } from '@portal/domain/products';

export type { SupplierProduct };

/** Typed failures of a supplier call; routes map them to HTTP statuses. */

export class SupplierError extends Error {
  constructor(
    message: string,
    readonly product: SupplierProduct,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A business refusal with a message the member can read (409). */
export class SupplierConflictError extends SupplierError {
  constructor(product: SupplierProduct, message: string) {
    super(message, product, 'SUPPLIER_CONFLICT');
  }
}

/** A chosen seat (or other numbered unit) another buyer holds or bought (409). */
export class SeatTakenError extends SupplierConflictError {
  constructor(
    product: SupplierProduct,
    readonly seat: string,
  ) {
    super(product, `O assento ${seat} não está mais disponível.`);
  }
}

/** The supplier did not answer in time (504). */
export class SupplierTimeoutError extends SupplierError {
  constructor(
    product: SupplierProduct,
    readonly timeoutMs: number,
  ) {
    super('Tempo expirou, tente novamente!', product, 'SUPPLIER_TIMEOUT');
  }
}

/** An id, token or code the supplier does not know (404). */
export class SupplierNotFoundError extends SupplierError {
  constructor(product: SupplierProduct, message: string) {
    super(message, product, 'SUPPLIER_NOT_FOUND');
  }
}

/** Input that passes the schema but breaks a business rule (422). */
export class SearchInputError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SearchInputError';
  }
}

/** The supplier failed (its own error, or no answer at all): the member is told to try again (504). */
export class SupplierUnavailableError extends SupplierError {
  constructor(product: SupplierProduct) {
    super('Tempo expirou, tente novamente!', product, 'SUPPLIER_UNAVAILABLE');
  }
}

/** The supplier's price is not the one the member was shown (409, PRICE_CHANGED at booking). */
export class SupplierPriceChangedError extends SupplierConflictError {
  constructor(product: SupplierProduct) {
    super(product, 'O preço mudou desde a sua busca. Refaça a pesquisa.');
  }
}

/** Data the supplier refuses, naming the field in the member's words (422). */
export class SupplierInputError extends SupplierError {
  constructor(
    product: SupplierProduct,
    message: string,
    readonly field: string,
  ) {
    super(message, product, 'SUPPLIER_INVALID_INPUT');
  }
}

/** Typed failures of a supplier call; routes map them to HTTP statuses. */
export type SupplierProduct = 'flight' | 'hotel' | 'car' | 'bus' | 'experience' | 'entertainment';

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

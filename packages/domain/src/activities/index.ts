export * from './entertainment';
export * from './experience';
export * from './travellers';
export * from './transfer';

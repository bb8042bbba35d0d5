export * from './entertainment';
export * from './experience';
export * from './travellers';
export * from './transfer';
export * from './experienceSchema';
export * from './entertainmentSchema';

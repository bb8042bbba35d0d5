export * from './messages';
export * from './search';
export * from './filters';
export * from './price';
export * from './seats';
export * from './schema';

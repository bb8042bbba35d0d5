export * from './messages';
export * from './search';
export * from './filters';
export * from './schema';

export * from './messages';
export * from './search';
export * from './filters';
export * from './price';
export * from './selection';
export * from './form';
export * from './schema';

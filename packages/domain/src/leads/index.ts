export * from './messages';
export * from './schema';

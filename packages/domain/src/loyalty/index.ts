export * from './schema';
export * from './lots';

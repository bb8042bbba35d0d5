export * from './table';
export * from './schema';

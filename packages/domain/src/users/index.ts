export * from './messages';
export * from './schema';
export * from './points';
export * from './account';

export * from './messages';
export * from './rooms';
export * from './dates';
export * from './pricing';
export * from './filters';
export * from './selection';
export * from './form';
export * from './schema';

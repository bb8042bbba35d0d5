export * from './common';
export * from './advance';
export * from './autocomplete';
export * from './limits';
export * from './messages';

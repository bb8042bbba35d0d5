export * from './cards';
export * from './installments';
export * from './declines';
export * from './settings';

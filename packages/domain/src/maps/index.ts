export * from './tiles';

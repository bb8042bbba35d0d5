export * from './split';
export * from './flightMarkup';

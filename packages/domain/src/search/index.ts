export * from './common';
export * from './autocomplete';
export * from './flight';
export * from './hotel';
export * from './car';
export * from './bus';
export * from './experience';
export * from './entertainment';

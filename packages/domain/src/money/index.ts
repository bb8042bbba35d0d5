export * from './points';
export * from './format';
export * from './cents';

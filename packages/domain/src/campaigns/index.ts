export * from './schema';
export * from './tabs';
export * from './lifecycle';
export * from './lifecycleSchema';

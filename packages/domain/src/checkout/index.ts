export * from './payment';
export * from './card';
export * from './billing';
export * from './outcome';
export * from './paymentForm';
export * from './forms';
export * from './checkoutForm';

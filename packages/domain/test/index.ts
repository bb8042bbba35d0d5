// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
export * from './flightResults';
export * from './coupons';
export * from './travellers';

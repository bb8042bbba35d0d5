import { afterAll, beforeAll } from 'vitest';

/**
 * What the tests of one describe block share: opened once before them and closed after. Its
 * fields are read inside the tests, once `beforeAll` has filled them in; `close` gets what
 * `open` gave, or nothing when `open` failed.
 */
export function sharedByFile<T extends object>(
  open: () => Promise<T>,
  close: (opened: Partial<T>) => Promise<void>,
  timeout?: number,
): T {
  const shared: Partial<T> = {};
  beforeAll(async () => {
    Object.assign(shared, await open());
  }, timeout);
  afterAll(() => close(shared));
  return shared as T;
}

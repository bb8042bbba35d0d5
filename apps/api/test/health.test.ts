import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database it runs on and the supplier of each product', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      suppliers: {
        flight: 'sandbox',
        hotel: 'sandbox',
        car: 'sandbox',
        bus: 'sandbox',
        entertainment: 'sandbox',
        experience: 'operator',
      },
    });
  });

  it('serves the OpenAPI document built from the zod schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/campaign/{id}'].get).toBeDefined();
  });
});

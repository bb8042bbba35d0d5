import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleApp, consoleRequest } from '../helpers/console';
import type { TestApp } from '../helpers/testApp';

describe('the money settings of real flights in the console', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  beforeAll(async () => ({ t, admin, support } = await consoleApp()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    consoleRequest(t.app, method, url, { token, payload });

  it('keeps the exchange rate table: admins change it, support reads it, bad input changes nothing', async () => {
    expect((await call('GET', '/exchange-rates')).json()).toEqual([]);
    const saved = await call('PUT', '/exchange-rates/eur', { brlRate: 6.123456 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currency: 'EUR', brlRate: 6.123456 });
    expect((await call('PUT', '/exchange-rates/EUR', { brlRate: 6.2 })).json().brlRate).toBe(6.2);
    expect((await call('PUT', '/exchange-rates/EUR', { brlRate: 0 })).statusCode).toBe(400);
    expect((await call('PUT', '/exchange-rates/BRL', { brlRate: 1 })).statusCode).toBe(400);
    expect((await call('PUT', '/exchange-rates/EURO', { brlRate: 1 })).statusCode).toBe(400);
    expect((await call('PUT', '/exchange-rates/USD', { brlRate: 5 }, support)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/exchange-rates', undefined, support)).json()).toEqual([
      expect.objectContaining({ currency: 'EUR', brlRate: 6.2 }),
    ]);
    expect((await call('DELETE', '/exchange-rates/USD')).statusCode).toBe(404);
    expect((await call('DELETE', '/exchange-rates/EUR')).statusCode).toBe(204);
    expect((await call('GET', '/exchange-rates')).json()).toEqual([]);
  });

  it("keeps each campaign's flight markup, none until set", async () => {
    expect((await call('GET', '/campaigns/77/flight-markup')).json()).toEqual({
      percent: 0,
      fixedPerPassengerCents: 0,
    });
    const markup = { percent: 7.5, fixedPerPassengerCents: 2500 };
    expect((await call('PUT', '/campaigns/77/flight-markup', markup)).json()).toEqual(markup);
    expect((await call('GET', '/campaigns/77/flight-markup')).json()).toEqual(markup);
    expect(
      (await call('PUT', '/campaigns/77/flight-markup', { percent: -1, fixedPerPassengerCents: 0 }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', '/campaigns/9999/flight-markup', markup)).statusCode).toBe(404);
    expect((await call('GET', '/campaigns/77/flight-markup')).json()).toEqual(markup);
  });
});

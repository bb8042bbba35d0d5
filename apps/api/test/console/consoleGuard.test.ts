import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes } from '../helpers/console';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

/** The two steps of the console's sign-in: the only console routes open without an operator. */
const signIn = ['POST /api/console/auth/login', 'POST /api/console/auth/two-factor'];

describe('the operator guard of every console route', { timeout: 240_000 }, () => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = (await login(t.app, demo.member)).idToken;
  }, 240_000);
  afterAll(async () => t?.close());

  it('refuses every console route but the sign-in without an operator, a member token included', async () => {
    const routes = consoleRoutes(t.app, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(routes).toEqual(expect.arrayContaining(signIn));
    expect(routes.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const route of routes.filter((r) => !signIn.includes(r))) {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, '1');
      for (const headers of [{}, bearer(member)]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 401 || response.json().code !== 'OPERATOR_UNAUTHORIZED')
          open.push(`${route} → ${response.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });
});

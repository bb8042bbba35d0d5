import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('hotel map tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' },
    });
  });
  afterAll(() => t.close());

  it('names to the web the template whose every host the page policy allows', async () => {
    const settings = await t.app.inject('/api/map');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });

    const page = await t.app.inject('/api/health');
    const imgSrc = /img-src ([^;]+)/.exec(page.headers['content-security-policy'] as string)?.[1];
    for (const host of ['a', 'b', 'c'])
      expect(imgSrc).toContain(`https://${host}.tile.openstreetmap.org`);
    // Flights on the sandbox: Duffel's logo host is not allowed.
    expect(imgSrc).not.toContain('duffel');
  });

  it('refuses at start a tile address that is not an http(s) template', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });
});

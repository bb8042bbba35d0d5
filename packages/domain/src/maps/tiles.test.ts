import { describe, expect, it } from 'vitest';
import { tileOrigins } from './tiles';

describe('tileOrigins', () => {
  it('gives the one host of a template without sub-domains', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
  });

  it('gives every host Leaflet fills {s} with', () => {
    expect(tileOrigins('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png')).toEqual([
      'https://a.tile.openstreetmap.org',
      'https://b.tile.openstreetmap.org',
      'https://c.tile.openstreetmap.org',
    ]);
  });

  it('refuses what is not an http(s) URL', () => {
    expect(tileOrigins('tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigins('javascript:alert(1)')).toBeNull();
  });
});

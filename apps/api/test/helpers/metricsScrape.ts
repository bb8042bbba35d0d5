import { expect } from 'vitest';
import type { TestApp } from './testApp';

export type Samples = Map<string, number>;

/** The samples of a Prometheus text exposition, keyed by name and sorted labels. */
export function parseMetrics(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, name, value]) => `${name}=${value}`)
      .sort()
      .join(',');
    samples.set(`${match[1]}{${labels}}`, Number(match[3]));
  }
  return samples;
}

export const metricKey = (name: string, labels: Record<string, string | number> = {}) =>
  `${name}{${Object.entries(labels)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join(',')}}`;

/** How much each sample moved between two scrapes. */
export const moved =
  (before: Samples, after: Samples) =>
  (name: string, labels: Record<string, string | number> = {}) =>
    (after.get(metricKey(name, labels)) ?? 0) - (before.get(metricKey(name, labels)) ?? 0);

/** `GET /metrics` of a test app configured with `metricsToken: token`. */
export async function scrapeMetrics(t: TestApp, token: string): Promise<Samples> {
  const response = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(response.body);
}

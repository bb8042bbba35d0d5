import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricsRegistry, portalMetrics } from '../../src/metrics/registry';

const deploy = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../deploy');
const read = (path: string) => readFileSync(resolve(deploy, path), 'utf8');

/** The metric names an expression reads: the portal's, HTTP's and Node's, label matchers left out. */
const metricNames = (expr: string): string[] =>
  [...expr.replace(/\{[^}]*\}/g, '').matchAll(/\b(?:http|portal|nodejs|process)_[a-z0-9_]+/g)].map(
    (match) => match[0],
  );

/** Every series name the process exposes, histograms with their _bucket, _sum and _count. */
async function exposedNames(): Promise<Set<string>> {
  portalMetrics();
  const names = new Set<string>();
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    names.add(metric.name);
    for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('deploy/: alert rules and dashboard', () => {
  it('alert on every case the runbook names, each over metrics the api exposes', async () => {
    const rules = (
      parse(read('prometheus/alerts.yml')) as {
        groups: Array<{ rules: Array<{ alert: string; expr: string }> }>;
      }
    ).groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'PortalHigh5xxRatio',
        'PortalPurchaseFailureRatio',
        'PortalBookingStuckInTransientState',
        'PortalWebhookBacklog',
        'PortalSupplierErrorRatio',
        'PortalEventLoopLag',
      ]),
    );
    const exposed = await exposedNames();
    for (const rule of rules) {
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exposed, `${rule.alert}: ${name}`).toContain(name);
    }
  });

  it('draws only metrics the api exposes, from the provisioned data source', async () => {
    const dashboard = JSON.parse(read('grafana/dashboards/portal.json')) as {
      panels: Array<{
        title: string;
        datasource: { uid: string };
        targets: Array<{ expr: string }>;
      }>;
    };
    const datasources = parse(read('grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: Array<{ uid: string }>;
    };
    const exposed = await exposedNames();
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      expect(datasources.datasources.map((d) => d.uid)).toContain(panel.datasource.uid);
      for (const target of panel.targets)
        for (const name of metricNames(target.expr))
          expect(exposed, `${panel.title}: ${name}`).toContain(name);
    }
  });
});

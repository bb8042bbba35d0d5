import { register } from 'node:module';
import { Writable } from 'node:stream';
import * as tracing from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootSpanProcessor } from '../../src/telemetry/spans';
import { startTracing } from '../../src/telemetry/tracing';
import type { TestApp } from '../helpers/testApp';

// As main.ts does with OTEL_EXPORTER_OTLP_ENDPOINT: tracing starts before the app and pg are
// imported, here with the spans kept in memory.
register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
const exporter = new tracing.InMemorySpanExporter();
const sdk = startTracing({
  rootSpans: rootSpanProcessor,
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
});
const { createTestApp, demo, login } = await import('../helpers/testApp');
const { flightBooking, flightOffer, postBooking } = await import('../bookings/helpers');

describe('traces of a purchase', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    t = await createTestApp({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
            done();
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sdk.shutdown();
  });

  it('is one trace with a span per saga step, the SQL and supplier calls inside, the locator on its root', async () => {
    const { idToken } = await login(t.app, demo.member);
    const offer = await flightOffer();
    exporter.reset();
    const response = await postBooking(t, idToken, flightBooking(offer, '4111111111111111'));
    expect(response.statusCode).toBe(200);
    const locator: string = response.json().booking.locator;

    const spans = exporter.getFinishedSpans();
    const purchase = spans.find((s) => s.name === 'booking.purchase');
    expect(purchase).toBeDefined();
    const traceId = purchase!.spanContext().traceId;
    const trace = spans.filter((s) => s.spanContext().traceId === traceId);
    // Every span of the request is in the purchase's trace.
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set([traceId]));

    const roots = trace.filter((s) => !s.parentSpanContext);
    expect(roots).toHaveLength(1);
    expect(roots[0]!.attributes['booking.locator']).toBe(locator);

    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    const ancestors = (span: tracing.ReadableSpan) => {
      const chain: string[] = [];
      for (let p = span.parentSpanContext; p; p = byId.get(p.spanId)?.parentSpanContext)
        chain.push(byId.get(p.spanId)?.name ?? '?');
      return chain;
    };

    const steps = trace.filter((s) => s.name.startsWith('saga.'));
    expect(steps.map((s) => s.name)).toEqual([
      'saga.supplierHold',
      'saga.cardAuthorisation',
      'saga.pointsHold',
      'saga.issue',
      'saga.pointsCapture',
      'saga.cardCapture',
    ]);
    for (const step of steps) {
      expect(step.attributes['booking.locator']).toBe(locator);
      expect(ancestors(step)).toContain('booking.purchase');
    }

    const hold = trace.find((s) => s.name === 'supplier.flight.hold');
    expect(ancestors(hold!)[0]).toBe('saga.supplierHold');
    const issue = trace.find((s) => s.name === 'supplier.flight.issue');
    expect(ancestors(issue!)[0]).toBe('saga.issue');

    if (t.database.kind === 'postgres') {
      // node-postgres queries, each inside the step that ran it.
      const sql = trace.filter((s) => s.name.startsWith('pg.query'));
      expect(sql.length).toBeGreaterThan(0);
      const points = sql.filter((s) => ancestors(s).includes('saga.pointsHold'));
      expect(points.length).toBeGreaterThan(0);
    }

    const logged = lines.filter((l) => l.trace_id === traceId);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((l) => typeof l.span_id === 'string')).toBe(true);
  });
});

import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';

/**
 * OpenTelemetry's Node SDK with the instrumentations of what the api talks to: inbound HTTP
 * (Fastify's routes and hooks, Node's http server), PostgreSQL (pg), Redis (ioredis) and
 * outbound HTTP (undici: fetch). Started only when traces go somewhere: OTLP when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK reads the OTEL_* variables itself), or the span
 * processors a test gives. Must start before the modules it instruments are imported.
 */
export function startTracing(options: {
  /** The processor that keeps each trace's root span (`rootSpanProcessor` of the caller's bundle). */
  rootSpans: tracing.SpanProcessor;
  /** Where spans go; by default OTLP over HTTP, batched. */
  spanProcessors?: tracing.SpanProcessor[];
}): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'portal-api',
    spanProcessors: [
      options.rootSpans,
      ...(options.spanProcessors ?? [new tracing.BatchSpanProcessor(new OTLPTraceExporter())]),
    ],
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return sdk;
}

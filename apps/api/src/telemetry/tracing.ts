import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  processDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** What `startTracing` started: `shutdown` flushes the spans still batched and stops tracing. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry's tracer for Node with the instrumentations of what the api talks to: inbound HTTP
 * (Fastify's routes and hooks, Node's http server), PostgreSQL (pg), Redis (ioredis) and
 * outbound HTTP (undici: fetch). Only traces: the api's metrics are Prometheus's (`metrics/`), so
 * the SDK's metrics and logs parts are not installed. Started only when traces go somewhere: OTLP
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set (the exporter reads the OTEL_EXPORTER_* variables, the
 * resource OTEL_RESOURCE_ATTRIBUTES), or the span processors a test gives. Must start before the
 * modules it instruments are imported.
 */
export function startTracing(options: {
  /** The processor that keeps each trace's root span (`rootSpanProcessor` of the caller's bundle). */
  rootSpans: SpanProcessor;
  /** Where spans go; by default OTLP over HTTP, batched. */
  spanProcessors?: SpanProcessor[];
}): Tracing {
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector, processDetector, hostDetector] }))
      .merge(
        resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? 'portal-api' }),
      ),
    spanProcessors: [
      options.rootSpans,
      ...(options.spanProcessors ?? [new BatchSpanProcessor(new OTLPTraceExporter())]),
    ],
  });
  provider.register();
  const stopInstrumentations = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  return {
    shutdown: async () => {
      stopInstrumentations();
      await provider.shutdown();
    },
  };
}

import { register } from 'node:module';
import { rootSpanProcessor } from './telemetry/spans';

// Traces only when they go somewhere: without OTEL_EXPORTER_OTLP_ENDPOINT neither the SDK nor an
// instrumentation is loaded, and the api's spans go to OpenTelemetry's no-op tracer. With it, the SDK starts before the server's modules are imported, and
// the ESM loader hook lets the instrumentations patch the packages imported after it (pg).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // A file of its own in the build (dist/tracing.js), so the SDK is read only here.
  const tracingModule = import.meta.url.endsWith('.ts') ? './telemetry/tracing.ts' : './tracing.js';
  const { startTracing } = (await import(
    new URL(tracingModule, import.meta.url).href
  )) as typeof import('./telemetry/tracing');
  startTracing({ rootSpans: rootSpanProcessor });
}
const { runServer } = await import('./server');
await runServer();

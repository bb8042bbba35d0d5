import { spawn } from 'node:child_process';
import { register } from 'node:module';
import { setPriority } from 'node:os';
import { rootSpanProcessor } from './telemetry/spans';

/**
 * `--build-web=<script>` (`npm start`): the web app is built by `node <script> --web` in a child
 * process while this one creates, migrates and seeds its database, which is what a first start
 * spends most on; the server serves the build once both are done. A failed build ends the start.
 */
function buildWebApp(script: string): Promise<void> {
  const child = spawn(process.execPath, [script, '--web'], { stdio: 'inherit' });
  // The database is the longer path: the build takes the cores it leaves.
  if (child.pid) setPriority(child.pid, 10);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      console.error(`O build do app web falhou (código ${code ?? 'nenhum'}).`);
      process.exit(1);
    }),
  );
}
const webBuildScript = process.argv
  .find((arg) => arg.startsWith('--build-web='))
  ?.slice('--build-web='.length);
const webBuild = webBuildScript ? buildWebApp(webBuildScript) : undefined;

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
await runServer({ webBuild });

import {
  context,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { ReadableSpan, Span as SdkSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * The api's own spans (saga steps, purchases, supplier calls). Without a started SDK the API's
 * tracer is a no-op: these cost a function call.
 */
const tracer = trace.getTracer('portal-api');

/** Runs `work` in a span named `name`, its error recorded on the span. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Calls `call` inside a span named `name`: ended when its promise settles (failures recorded),
 * at once when it returns a plain value.
 */
export function callInSpan(name: string, attributes: Attributes, call: () => unknown): unknown {
  const span = tracer.startSpan(name, { attributes });
  const result = context.with(trace.setSpan(context.active(), span), call);
  if (!(result instanceof Promise)) {
    span.end();
    return result;
  }
  return result.then(
    (value: unknown) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    },
  );
}

/** The first span of each trace still open, by trace id (see rootSpanProcessor). */
const roots = new Map<string, SdkSpan>();

/**
 * Keeps the root span of every open trace, so a step deep inside (the purchase, which learns the
 * locator) can label the whole trace's entry span.
 */
export const rootSpanProcessor: SpanProcessor = {
  onStart(span: SdkSpan, parent: Context) {
    if (!trace.getSpan(parent)) roots.set(span.spanContext().traceId, span);
  },
  onEnd(span: ReadableSpan) {
    const { traceId } = span.spanContext();
    if (roots.get(traceId) === span) roots.delete(traceId);
  },
  forceFlush: async () => {},
  shutdown: async () => roots.clear(),
};

/** Sets `attributes` on the current span and on the root span of its trace. */
export function annotateTrace(attributes: Attributes): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.setAttributes(attributes);
  roots.get(span.spanContext().traceId)?.setAttributes(attributes);
}

/** The current trace and span ids for a log line, or nothing outside a trace. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !trace.isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

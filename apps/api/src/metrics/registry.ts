import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/** What the gauges read at scrape time, from the app of this process. */
export interface ScrapeSource {
  outbox(): Promise<Array<{ outbox: string; state: string; count: number }>>;
  transientBookings(): Promise<Array<{ state: string; count: number; oldestSeconds: number }>>;
  pool(): { total: number; idle: number; waiting: number } | null;
}
let source: ScrapeSource | undefined;

/**
 * The app whose database the scrape-time gauges read (the last one built in this process); the
 * returned function unbinds it when the app closes.
 */
export function bindScrapeSource(next: ScrapeSource): () => void {
  source = next;
  return () => {
    if (source === next) source = undefined;
  };
}

/** The gauge's rows, or none when the database does not answer: a scrape never fails for it. */
async function read<T>(rows: (() => Promise<T[]>) | undefined): Promise<T[]> {
  try {
    return rows ? await rows() : [];
  } catch {
    return [];
  }
}

/**
 * The portal's metrics, on prom-client's global registry: one set per process, whatever number
 * of apps it builds (the tests build several), which is also the registry a cluster primary's
 * AggregatorRegistry asks every worker for. The default metrics add the process's CPU, memory,
 * GC and event-loop lag (`nodejs_eventloop_lag_seconds`, and its percentiles).
 */
function createMetrics() {
  collectDefaultMetrics({ register });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: seconds,
    }),
    purchases: new Counter({
      name: 'portal_purchases_total',
      help: 'Purchases by product, outcome (issued, pending, failed, refused) and step (submission, or two_factor, redirect, reprocess, pix completing a pendente one)',
      labelNames: ['product', 'outcome', 'step'] as const,
    }),
    points: new Counter({
      name: 'portal_points_total',
      help: 'Points moved by the ledger, by operation (held, captured, released, refunded)',
      labelNames: ['operation'] as const,
    }),
    cash: new Counter({
      name: 'portal_cash_cents_total',
      help: 'Card money in centavos by operation (authorised, captured, voided, refunded)',
      labelNames: ['operation'] as const,
    }),
    supplierCalls: new Counter({
      name: 'portal_supplier_calls_total',
      help: 'Supplier calls by supplier (product port), operation and outcome (ok, error, timeout)',
      labelNames: ['supplier', 'operation', 'outcome'] as const,
    }),
    supplierDuration: new Histogram({
      name: 'portal_supplier_call_duration_seconds',
      help: 'Time of a supplier call, by supplier and operation',
      labelNames: ['supplier', 'operation'] as const,
      buckets: seconds,
    }),
    searchCache: new Counter({
      name: 'portal_search_cache_requests_total',
      help: 'Search cache look-ups by product and result (hit, miss)',
      labelNames: ['product', 'result'] as const,
    }),
    jobRuns: new Counter({
      name: 'portal_job_runs_total',
      help: 'Background job passes by job and outcome (ok, error, skipped: another process had its lock)',
      labelNames: ['job', 'outcome'] as const,
    }),
    jobDuration: new Histogram({
      name: 'portal_job_duration_seconds',
      help: 'Time of a background job pass, by job',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    }),
    mails: new Counter({
      name: 'portal_booking_mail_attempts_total',
      help: 'Booking e-mail send attempts by kind and outcome (sent, retry, failed, no_recipient)',
      labelNames: ['kind', 'outcome'] as const,
    }),
    outbox: new Gauge({
      // Every process reads the same database: a cluster reports the value once, not summed.
      aggregator: 'max',
      name: 'portal_outbox_messages',
      help: 'Outbox rows by outbox (webhook, booking_mail) and state (pending, failed), read at scrape',
      labelNames: ['outbox', 'state'] as const,
      async collect() {
        this.reset();
        for (const row of await read(source?.outbox))
          this.set({ outbox: row.outbox, state: row.state }, row.count);
      },
    }),
    bookingsInFlight: new Gauge({
      aggregator: 'max',
      name: 'portal_bookings_transient',
      help: 'Bookings in a transient state (processing, cancelling) and the age in seconds of the oldest, read at scrape',
      labelNames: ['state', 'measure'] as const,
      async collect() {
        this.reset();
        for (const row of await read(source?.transientBookings)) {
          this.set({ state: row.state, measure: 'count' }, row.count);
          this.set({ state: row.state, measure: 'oldest_seconds' }, row.oldestSeconds);
        }
      },
    }),
    dbPool: new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections by state (total, idle, in_use, waiting: callers queued for one)',
      labelNames: ['state'] as const,
      collect() {
        const pool = source?.pool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

let metrics: Metrics | undefined;

/** The process's metrics, created on first use. */
export function portalMetrics(): Metrics {
  metrics ??= createMetrics();
  return metrics;
}

export { register as metricsRegistry };

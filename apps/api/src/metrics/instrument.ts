import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { JobLogger } from '../jobs/scheduler';
import type { LedgerService } from '../modules/ledger/service';
import type { PaymentTransaction } from '../payments/repository';
import type { PaymentsService } from '../payments/service';
import { SupplierTimeoutError, type SearchCache, type Suppliers } from '../suppliers';
import { callInSpan } from '../telemetry/spans';
import type { Metrics, ScrapeSource } from './registry';

/**
 * Wrappers that count what the services do, leaving the services unaware of metrics: each
 * returns the same service with its calls observed.
 */

/** Points moved by the ledger; a replayed call (idempotent) moved nothing and is not counted. */
export function observedLedger(ledger: LedgerService, metrics: Metrics): LedgerService {
  const points = metrics.points;
  return {
    ...ledger,
    async hold(...args) {
      const result = await ledger.hold(...args);
      if (!result.replayed) points.inc({ operation: 'held' }, result.hold.points);
      return result;
    },
    async capture(...args) {
      const result = await ledger.capture(...args);
      if (!result.replayed) points.inc({ operation: 'captured' }, result.hold.points);
      return result;
    },
    async release(...args) {
      const result = await ledger.release(...args);
      if (!result.replayed) points.inc({ operation: 'released' }, result.hold.points);
      return result;
    },
    async refund(holdId, refunded, ...rest) {
      const result = await ledger.refund(holdId, refunded, ...rest);
      if (!result.replayed) points.inc({ operation: 'refunded' }, refunded);
      return result;
    },
  };
}

/** Card money by operation, counted when the transaction actually changed. */
export function observedPayments(payments: PaymentsService, metrics: Metrics): PaymentsService {
  const cash = metrics.cash;
  const statusOf = async (id: string) => (await payments.transaction(id))?.status;
  const observed: PaymentsService = {
    ...payments,
    async authorize(input) {
      const outcome = await payments.authorize(input);
      if (!outcome.replayed && outcome.transaction.status === 'authorized')
        cash.inc({ operation: 'authorised' }, outcome.transaction.amountCents);
      return outcome;
    },
    async completeChallenge(id, kind) {
      const before = await statusOf(id);
      const transaction = await payments.completeChallenge(id, kind);
      if (before !== transaction.status && transaction.status === 'authorized')
        cash.inc({ operation: 'authorised' }, transaction.amountCents);
      return transaction;
    },
    capture: (id, captured) =>
      payments.capture(id, (transaction) => {
        cash.inc({ operation: 'captured' }, transaction.capturedCents);
        captured?.(transaction);
      }),
    async void(id) {
      const before = await statusOf(id);
      const transaction = await payments.void(id);
      if (before !== 'voided' && transaction.status === 'voided')
        cash.inc({ operation: 'voided' }, transaction.amountCents);
      return transaction;
    },
    async refund(id, amountCents) {
      const transaction = await payments.refund(id, amountCents);
      cash.inc({ operation: 'refunded' }, amountCents);
      return transaction;
    },
    // What the gateway reports moves money without our asking (a Pix paid, then refunded when its
    // booking cannot issue; a refund or cancellation made in the gateway's dashboard).
    async handleEvent(event) {
      const id =
        event.kind === 'ignored'
          ? undefined
          : (await payments.transactionByGatewayReference(event.gatewayReference))?.id;
      return reported(id, () => payments.handleEvent(event));
    },
    async simulatePixPaid(payer, reference) {
      const pix = await payments.pixAwaited(payer, reference);
      return reported(pix?.id, () => payments.simulatePixPaid(payer, reference));
    },
    // What the gateway answers when asked about a payment whose outcome never arrived.
    async reconcile(olderThan) {
      const result = await payments.reconcile(olderThan);
      for (const before of result.asked) {
        const after = await payments.transaction(before.id);
        if (after) countChange(before, after);
      }
      return result;
    },
  };
  return observed;

  /**
   * Counts what a gateway report changed on a transaction: the money captured and refunded, an
   * authorisation made or cancelled. The calls made meanwhile by the report's listeners through
   * this wrapper count nothing the report itself changed (their transaction was already moved).
   */
  async function reported<T>(id: string | undefined, report: () => Promise<T>): Promise<T> {
    const before = id ? await payments.transaction(id) : undefined;
    const result = await report();
    const after = before ? await payments.transaction(before.id) : undefined;
    if (before && after) countChange(before, after);
    return result;
  }

  function countChange(before: PaymentTransaction, after: PaymentTransaction) {
    if (after.capturedCents > before.capturedCents)
      cash.inc({ operation: 'captured' }, after.capturedCents - before.capturedCents);
    if (after.refundedCents > before.refundedCents)
      cash.inc({ operation: 'refunded' }, after.refundedCents - before.refundedCents);
    if (after.method === 'card' && after.status !== before.status) {
      if (after.status === 'authorized') cash.inc({ operation: 'authorised' }, after.amountCents);
      if (after.status === 'voided' && before.status !== 'unknown')
        cash.inc({ operation: 'voided' }, after.amountCents);
    }
  }
}

const supplierPorts: ReadonlyArray<keyof Suppliers> = [
  'flight',
  'hotel',
  'car',
  'bus',
  'experience',
  'entertainment',
];

/** Every call of every supplier port: outcome and latency, by port and operation, each in a span. */
export function observedSuppliers<S extends Suppliers>(suppliers: S, metrics: Metrics): S {
  const observed = supplierPorts.map((supplier) => [
    supplier,
    new Proxy(suppliers[supplier], {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        return (...args: unknown[]) => {
          const result = callInSpan(
            `supplier.${supplier}.${property}`,
            { 'supplier.name': supplier, 'supplier.operation': property },
            () => Reflect.apply(value, target, args) as unknown,
          );
          if (!(result instanceof Promise)) return result;
          const labels = { supplier, operation: property };
          const stop = metrics.supplierDuration.startTimer(labels);
          return result.then(
            (answer: unknown) => {
              stop();
              metrics.supplierCalls.inc({ ...labels, outcome: 'ok' });
              return answer;
            },
            (error: unknown) => {
              stop();
              const outcome = error instanceof SupplierTimeoutError ? 'timeout' : 'error';
              metrics.supplierCalls.inc({ ...labels, outcome });
              throw error;
            },
          );
        };
      },
    }),
  ]);
  return { ...suppliers, ...Object.fromEntries(observed) };
}

/** Search cache look-ups by product (the key's prefix) and result. */
export function observedCache(cache: SearchCache, metrics: Metrics): SearchCache {
  return {
    get stats() {
      return cache.stats;
    },
    async get<T>(key: string) {
      const value = await cache.get<T>(key);
      const product = key.slice(0, key.indexOf(':'));
      metrics.searchCache.inc({ product, result: value === undefined ? 'miss' : 'hit' });
      return value;
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    clear: () => cache.clear(),
  };
}

/** A job logger that also counts each pass: ok with its duration, error, or skipped for the lock. */
export function observedJobLog(log: JobLogger, metrics: Metrics): JobLogger {
  return {
    info(object, message) {
      const pass = object as { job?: string; skipped?: string; durationMs?: number };
      if (pass.job) {
        metrics.jobRuns.inc({ job: pass.job, outcome: pass.skipped ? 'skipped' : 'ok' });
        if (!pass.skipped && pass.durationMs !== undefined)
          metrics.jobDuration.observe({ job: pass.job }, pass.durationMs / 1000);
      }
      log.info(object, message);
    },
    error(object, message) {
      const { job } = object as { job?: string };
      if (job) metrics.jobRuns.inc({ job, outcome: 'error' });
      log.error(object, message);
    },
  };
}

/** The gauges read at scrape: outbox backlogs, transient bookings, the connection pool. */
export function databaseScrapeSource(database: Database): ScrapeSource {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    async outbox() {
      const found = await rows<{ outbox: string; state: string; count: string | number }>(sql`
        select 'webhook' as outbox, case when failed_at is null then 'pending' else 'failed' end as state, count(*) as count
          from webhook_deliveries where delivered_at is null group by 2
        union all
        select 'booking_mail', case when failed_at is null then 'pending' else 'failed' end, count(*)
          from booking_mails where sent_at is null group by 2`);
      return found.map((r) => ({ ...r, count: Number(r.count) }));
    },
    async transientBookings() {
      const found = await rows<{
        state: string;
        count: string | number;
        oldest: string | number;
      }>(sql`
        select state, count(*) as count,
               coalesce(extract(epoch from now() - min(updated_at)), 0) as oldest
          from bookings where state in ('processing', 'cancelling') group by state`);
      return ['processing', 'cancelling'].map((state) => {
        const row = found.find((r) => r.state === state);
        return {
          state,
          count: Number(row?.count ?? 0),
          oldestSeconds: Number(row?.oldest ?? 0),
        };
      });
    },
    pool: () => database.pool?.() ?? null,
  };
}

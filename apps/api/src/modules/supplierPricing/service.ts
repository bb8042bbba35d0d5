import type { ExchangeRate, ExchangeRateInput } from '@portal/domain/exchangeRates';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { CurrencyRates } from '../../suppliers';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { supplierPricingRepository, type RateRow } from './repository';

const toRate = (row: RateRow): ExchangeRate => ({
  currency: row.currency,
  brlRate: row.brlRate,
  updatedAt: row.updatedAt.toISOString(),
});

/** How long a process prices with a rate it read: a change in the console reaches every process within it. */
const RATE_CACHE_MS = 10_000;

/**
 * The exchange rates the operator keeps (console: programme settings), every change audited.
 * `rates` is what suppliers price with.
 */
export function exchangeRatesService(deps: { db: Db; audit: AuditService; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  let cached: { at: number; rates: Promise<Map<string, number>> } | null = null;
  const table = () => {
    if (!cached || now() - cached.at > RATE_CACHE_MS) {
      const rates = supplierPricingRepository(db)
        .rates()
        .then((rows) => new Map(rows.map((r) => [r.currency, r.brlRate])));
      cached = { at: now(), rates };
      rates.catch(() => (cached = null));
    }
    return cached.rates;
  };

  const rates: CurrencyRates = {
    async brlPer(currency) {
      return (await table()).get(currency.toUpperCase()) ?? null;
    },
  };

  return {
    rates,
    async list(): Promise<ExchangeRate[]> {
      return (await supplierPricingRepository(db).ratesByCurrency()).map(toRate);
    },
    async save(
      operator: ConsoleOperator,
      currency: string,
      input: ExchangeRateInput,
    ): Promise<ExchangeRate> {
      const saved = await db.transaction(async (tx) => {
        const stored = supplierPricingRepository(tx);
        const before = await stored.rateForUpdate(currency);
        const row = await stored.saveRate(currency, input.brlRate, new Date(now()));
        await deps.audit.record(tx, operatorActor(operator), {
          action: before ? 'exchange_rate.updated' : 'exchange_rate.created',
          targetType: 'exchange_rate',
          targetId: currency,
          before: before ? toRate(before) : undefined,
          after: toRate(row),
        });
        return toRate(row);
      });
      cached = null;
      return saved;
    },
    async remove(operator: ConsoleOperator, currency: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await supplierPricingRepository(tx).deleteRate(currency);
        if (!before) throw notFound('Cotação não encontrada.', 'EXCHANGE_RATE_NOT_FOUND');
        await deps.audit.record(tx, operatorActor(operator), {
          action: 'exchange_rate.deleted',
          targetType: 'exchange_rate',
          targetId: currency,
          before: toRate(before),
        });
      });
      cached = null;
    },
  };
}
export type ExchangeRatesService = ReturnType<typeof exchangeRatesService>;

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReportProduct, ReportRow } from '@portal/domain/operators';

export interface ReportPeriod {
  /** First day, yyyy-mm-dd, included. */
  from: string;
  /** Last day, yyyy-mm-dd, included. */
  to: string;
  campaignId?: number;
}

type NumericRow = Record<Exclude<keyof ReportRow, 'day' | 'product'>, string | number> & {
  day: string;
  product: ReportProduct;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The report's aggregates, read from the summary the bookings' triggers keep per day, campaign and
 * product (0028_report_days.sql): issued bookings count on the day they were bought, with the
 * points and cash they took; cancelled ones on the day of the cancellation, with what it gave
 * back. A year reads at most days × campaigns × products rows, whatever the history.
 */
export function reportsRepository(db: Db) {
  const filter = (period: ReportPeriod) =>
    sql`r.day between ${period.from}::date and ${period.to}::date and ${
      period.campaignId === undefined ? sql`true` : sql`r.campaign_id = ${period.campaignId}`
    }`;

  return {
    async rows(period: ReportPeriod): Promise<ReportRow[]> {
      // One JSON value rather than a row each: a year is thousands of rows, and reading them one
      // by one through the driver took longer than the query (PGlite most of all).
      const result = await db.execute(sql`
        select coalesce(json_agg(per_day order by per_day.day, per_day.product), '[]')::text as rows
        from (
          select r.day, r.product,
            sum(r.issued)::int as "issued", sum(r.cancelled)::int as "cancelled",
            sum(r.points_redeemed)::bigint as "pointsRedeemed", sum(r.points_refunded)::bigint as "pointsRefunded",
            sum(r.cash_captured_cents)::bigint as "cashCapturedCents", sum(r.cash_refunded_cents)::bigint as "cashRefundedCents",
            sum(r.sales_cents)::bigint as "salesCents"
          from report_days r
          where ${filter(period)}
          group by r.day, r.product
          -- a day and product whose bookings no longer count keeps a row of zeros: not shown
          having sum(r.issued) > 0 or sum(r.cancelled) > 0
        ) per_day`);
      const [found] = rowsOf<{ rows: string }>(result);
      return (JSON.parse(found?.rows ?? '[]') as NumericRow[]).map((row) => ({
        day: row.day,
        product: row.product,
        issued: Number(row.issued),
        cancelled: Number(row.cancelled),
        pointsRedeemed: Number(row.pointsRedeemed),
        pointsRefunded: Number(row.pointsRefunded),
        cashCapturedCents: Number(row.cashCapturedCents),
        cashRefundedCents: Number(row.cashRefundedCents),
        salesCents: Number(row.salesCents),
      }));
    },

    /** Where the period's issued bookings go: the city, airport or place each product names. */
    async topDestinations(
      period: ReportPeriod,
      limit: number,
    ): Promise<{ destination: string; bookings: number }[]> {
      const result = await db.execute(sql`
        select r.destination, sum(r.bookings)::int as bookings
        from report_destinations r
        where ${filter(period)}
        group by r.destination
        having sum(r.bookings) > 0
        order by bookings desc, r.destination
        limit ${limit}`);
      return rowsOf<{ destination: string; bookings: number }>(result).map((row) => ({
        destination: row.destination,
        bookings: Number(row.bookings),
      }));
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReportProduct, ReportRow } from '@portal/domain';

/** Days are the programme's: Brazil's official time. */
const ZONE = 'America/Sao_Paulo';
/** Bookings that were issued, whatever happened to them afterwards. */
const ISSUED_STATES = sql`('issued', 'cancelling', 'cancelled')`;

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
 * The report's aggregates, in SQL. Issued bookings count on the day they were bought, with the
 * points and cash they took; cancelled ones on the day of the cancellation, with what it gave
 * back. Each side reads its own partial index over the period (0027_reports.sql).
 */
export function reportsRepository(db: Db) {
  const bounds = (period: ReportPeriod) => ({
    start: sql`(${period.from}::date::timestamp at time zone ${ZONE})`,
    end: sql`((${period.to}::date + 1)::timestamp at time zone ${ZONE})`,
    campaign:
      period.campaignId === undefined ? sql`true` : sql`b.campaign_id = ${period.campaignId}`,
  });

  return {
    async rows(period: ReportPeriod): Promise<ReportRow[]> {
      const { start, end, campaign } = bounds(period);
      const result = await db.execute(sql`
        select day::text as day, product,
          sum(issued)::int as "issued", sum(cancelled)::int as "cancelled",
          sum(points_redeemed)::bigint as "pointsRedeemed", sum(points_refunded)::bigint as "pointsRefunded",
          sum(cash_captured)::bigint as "cashCapturedCents", sum(cash_refunded)::bigint as "cashRefundedCents",
          sum(sales)::bigint as "salesCents"
        from (
          select (b.created_at at time zone ${ZONE})::date as day, b.type as product,
            count(*) as issued, 0 as cancelled,
            sum(b.points_paid) as points_redeemed, 0 as points_refunded,
            sum(b.cash_paid_cents) as cash_captured, 0 as cash_refunded,
            sum(b.cash_total_cents) as sales
          from bookings b
          where b.state in ${ISSUED_STATES} and b.created_at >= ${start} and b.created_at < ${end} and ${campaign}
          group by 1, 2
          union all
          select (b.cancelled_at at time zone ${ZONE})::date, b.type,
            0, count(*),
            0, sum(coalesce(b.refund_points, 0)),
            0, sum(coalesce(b.refund_cash_cents, 0)),
            0
          from bookings b
          where b.state = 'cancelled' and b.cancelled_at >= ${start} and b.cancelled_at < ${end} and ${campaign}
          group by 1, 2
        ) per_side
        group by day, product
        order by day, product`);
      return rowsOf<NumericRow>(result).map((row) => ({
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
      const { start, end, campaign } = bounds(period);
      const result = await db.execute(sql`
        select destination, count(*)::int as bookings
        from (
          select coalesce(
            b.details->>'cityName',
            b.details->'journeys'->0->'segments'->-1->'flights'->-1->>'arrivalAirport',
            b.details->'legs'->0->>'destination',
            b.details->>'location',
            b.description
          ) as destination
          from bookings b
          where b.state in ${ISSUED_STATES} and b.created_at >= ${start} and b.created_at < ${end} and ${campaign}
        ) destinations
        group by destination
        order by bookings desc, destination
        limit ${limit}`);
      return rowsOf<{ destination: string; bookings: number }>(result).map((row) => ({
        destination: row.destination,
        bookings: Number(row.bookings),
      }));
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;

import { z } from 'zod';
import { formatBRL } from '../money/format';
import { int4IdTextSchema } from '../lib/input';
import { bookingTypeSchema } from '../products/schema';
import { productOf, productRow, type BookingType } from '../products/table';

/** The console's reports: bookings, points and cash per day and product, for a period. */

export const reportMessages = {
  dateFormat: 'Informe a data no formato AAAA-MM-DD.',
  order: 'A data final deve ser igual ou posterior à inicial.',
  tooLong: 'Escolha um período de no máximo 366 dias.',
} as const;

const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const dateSchema = z.iso.date(reportMessages.dateFormat);

/** A period of whole days (São Paulo time), first and last included, and a campaign or all. */
export const reportQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    campaignId: int4IdTextSchema.optional(),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.order });
    else if (days >= MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.tooLong });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** A report row's product: a booking type. */
export type ReportProduct = BookingType;
/** How the reports name a product. */
export const reportProductLabel = (product: ReportProduct): string =>
  productRow(productOf(product)).reportLabel;

/**
 * One day and product: bookings issued that day (bought and issued, whatever happened later)
 * with the points and cash they took and their total price; bookings cancelled that day with
 * what their cancellation gave back.
 */
export const reportRowSchema = z.object({
  day: z.string(),
  product: bookingTypeSchema,
  issued: z.number().int(),
  cancelled: z.number().int(),
  pointsRedeemed: z.number().int(),
  pointsRefunded: z.number().int(),
  cashCapturedCents: z.number().int(),
  cashRefundedCents: z.number().int(),
  /** The sum of the issued bookings' prices, in centavos: the average basket's numerator. */
  salesCents: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  rows: z.array(reportRowSchema),
  /** The places most booked in the period (issued bookings), most first. */
  topDestinations: z.array(z.object({ destination: z.string(), bookings: z.number().int() })),
});
export type Report = z.infer<typeof reportSchema>;

/** The average price of the issued bookings, in centavos (0 without any). */
export const averageBasketCents = (row: Pick<ReportRow, 'issued' | 'salesCents'>): number =>
  row.issued === 0 ? 0 : Math.round(row.salesCents / row.issued);

type Measure = Exclude<keyof ReportRow, 'day' | 'product'>;
const measures: Measure[] = [
  'issued',
  'cancelled',
  'pointsRedeemed',
  'pointsRefunded',
  'cashCapturedCents',
  'cashRefundedCents',
  'salesCents',
];

/** The rows added up, per day (the chart's series) or overall. */
export function reportTotals(rows: ReportRow[]): Record<Measure, number> {
  const totals = Object.fromEntries(measures.map((key) => [key, 0])) as Record<Measure, number>;
  for (const row of rows) for (const key of measures) totals[key] += row[key];
  return totals;
}

const csvCell = (value: string) =>
  /[";\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
/** Centavos as a spreadsheet in Brazil reads them: comma decimals, no thousands separator. */
const csvMoney = (cents: number) => formatBRL(cents).replace(/[^\d,-]/g, '');

/**
 * The report's rows as CSV for a spreadsheet in Portuguese (semicolons, comma decimals, a BOM so
 * accents open right): the same rows the console shows, money in reais, points whole.
 */
export function reportCsv(rows: ReportRow[], coinAlias: string): string {
  const header = [
    'Data',
    'Produto',
    'Reservas emitidas',
    'Reservas canceladas',
    `${coinAlias} resgatados`,
    `${coinAlias} estornados`,
    'Dinheiro capturado (R$)',
    'Dinheiro estornado (R$)',
    'Ticket médio (R$)',
  ];
  const lines = rows.map((row) =>
    [
      row.day.split('-').reverse().join('/'),
      reportProductLabel(row.product),
      String(row.issued),
      String(row.cancelled),
      String(row.pointsRedeemed),
      String(row.pointsRefunded),
      csvMoney(row.cashCapturedCents),
      csvMoney(row.cashRefundedCents),
      csvMoney(averageBasketCents(row)),
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[header.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`;
}

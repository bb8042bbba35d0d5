import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reportCsv,
  reportMessages,
  reportProductLabel,
  type Report,
} from '@portal/domain/operators';
import { flightBooking, flightOffer, flightSearch, postBooking, prices } from '../bookings/helpers';
import { consoleApp, operatorBearer } from '../helpers/console';
import { demo, login, type TestApp } from '../helpers/testApp';

const APPROVED = '4111111111111111';
/** Today in Brazil's official time, the report's days. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
  new Date(),
);
const brDate = today.split('-').reverse().join('/');

/** A CSV money cell ('1234,56') in centavos. */
const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

describe('console reports', { timeout: 180_000 }, () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  beforeAll(async () => ({ t, admin, support } = await consoleApp()), 240_000);
  afterAll(async () => t?.close());

  const report = (query: string, token = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/reports?${query}`,
      headers: operatorBearer(token),
    });

  /** The console's cancellation with refund, as support does it for a member. */
  const refund = (locator: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${locator}/refund`,
      headers: operatorBearer(admin),
      payload: { reason: 'Cancelamento pedido pelo membro.' },
    });

  it("the CSV's totals per day and product equal the ledger's and the payments' for a history", async () => {
    // a history: points only, points and card, and one of each cancelled from the console
    const member = await login(t.app, demo.member);
    const offer = await flightOffer();
    const locators: string[] = [];
    for (const card of [null, APPROVED, null, APPROVED]) {
      const points = card ? undefined : prices(offer.totalCents).pointsTotalValue;
      const booked = await postBooking(t, member.idToken, flightBooking(offer, card, points));
      expect(booked.statusCode, booked.body).toBe(200);
      locators.push(booked.json().booking.locator as string);
    }
    for (const locator of [locators[2], locators[3]]) {
      const refunded = await refund(locator);
      expect(refunded.statusCode, refunded.body).toBe(200);
    }

    const response = await report(`from=${today}&to=${today}&campaignId=77`, support);
    expect(response.statusCode, response.body).toBe(200);
    const { rows, topDestinations } = response.json() as Report;
    const [header, ...lines] = reportCsv(rows, 'Pontos')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header).toEqual([
      'Data',
      'Produto',
      'Reservas emitidas',
      'Reservas canceladas',
      'Pontos resgatados',
      'Pontos estornados',
      'Dinheiro capturado (R$)',
      'Dinheiro estornado (R$)',
      'Ticket médio (R$)',
    ]);
    const flights = lines.filter(
      (line) => line[0] === brDate && line[1] === reportProductLabel('FLIGHT'),
    );
    expect(flights).toHaveLength(1);
    const [line = []] = flights;

    // the same figures, from the ledger's holds and the payment transactions themselves
    const truth = (
      (await t.database.db.execute(sql`
        select
          count(*) filter (where b.state in ('issued', 'cancelling', 'cancelled'))::int as issued,
          count(*) filter (where b.state = 'cancelled')::int as cancelled,
          coalesce(sum(h.points) filter (where h.status = 'captured'), 0)::bigint as points_redeemed,
          coalesce(sum(h.refunded_points), 0)::bigint as points_refunded,
          coalesce(sum(p.captured_cents), 0)::bigint as cash_captured,
          coalesce(sum(p.refunded_cents), 0)::bigint as cash_refunded,
          sum(b.cash_total_cents)::bigint as sales
        from bookings b
        left join ledger_holds h on h.id = b.ledger_hold_id
        left join payment_transactions p on p.id = b.payment_transaction_id
        where b.campaign_id = 77 and b.type = 'FLIGHT'
          and (b.created_at at time zone 'America/Sao_Paulo')::date = ${today}::date`)) as unknown as {
        rows: Record<string, string | number>[];
      }
    ).rows[0]!;
    expect(Number(truth.issued)).toBe(4);
    expect(Number(truth.cancelled)).toBe(2);
    expect(Number(truth.cash_captured)).toBeGreaterThan(0);
    expect(Number(truth.cash_refunded)).toBeGreaterThan(0);
    expect(line.slice(2, 6)).toEqual([
      String(truth.issued),
      String(truth.cancelled),
      String(truth.points_redeemed),
      String(truth.points_refunded),
    ]);
    expect(cents(line[6] ?? '')).toBe(Number(truth.cash_captured));
    expect(cents(line[7] ?? '')).toBe(Number(truth.cash_refunded));
    expect(cents(line[8] ?? '')).toBe(Math.round(Number(truth.sales) / 4));
    expect(topDestinations).toEqual([
      { destination: flightSearch.flightSegments[0]!.arrivelAirport, bookings: 4 },
    ]);

    // all campaigns include campaign 77's; another day has none of them
    const all = (await report(`from=${today}&to=${today}`)).json() as Report;
    expect(all.rows.find((row) => row.product === 'FLIGHT')?.issued).toBeGreaterThanOrEqual(4);
    const before = (await report('from=2020-01-01&to=2020-01-31')).json() as Report;
    expect(before).toEqual({ rows: [], topDestinations: [] });
  });

  it('a booking counts on the day it was bought, and its cancellation on the day it was cancelled', async () => {
    const member = await login(t.app, demo.member);
    const offer = await flightOffer();
    const booked = await postBooking(t, member.idToken, flightBooking(offer, APPROVED));
    expect(booked.statusCode, booked.body).toBe(200);
    const locator = booked.json().booking.locator as string;
    const bought = '2025-03-10';
    const onBought = `from=${bought}&to=${bought}&campaignId=77`;
    const onToday = `from=${today}&to=${today}&campaignId=77`;
    const flightOf = (query: string) =>
      report(query).then((response) =>
        (response.json() as Report).rows.find((row) => row.product === 'FLIGHT'),
      );

    // bought on an earlier day: its figures leave today for that day
    const todayBefore = await flightOf(onToday);
    await t.database.db.execute(
      sql`update bookings set created_at = ${`${bought}T12:00:00-03:00`} where locator = ${locator}`,
    );
    const todayMoved = await flightOf(onToday);
    expect(todayMoved?.issued).toBe((todayBefore?.issued ?? 0) - 1);

    const refunded = await refund(locator);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const booking = (
      (await t.database.db.execute(sql`
        select points_paid, cash_paid_cents, cash_total_cents, refund_points, refund_cash_cents
        from bookings where locator = ${locator}`)) as unknown as {
        rows: Record<string, string | number>[];
      }
    ).rows[0]!;
    expect(Number(booking.cash_paid_cents)).toBeGreaterThan(0);
    expect(Number(booking.refund_cash_cents)).toBeGreaterThan(0);

    // the purchase stays on its day, with what it took
    const onItsDay = (await report(onBought)).json() as Report;
    expect(onItsDay.rows).toEqual([
      {
        day: bought,
        product: 'FLIGHT',
        issued: 1,
        cancelled: 0,
        pointsRedeemed: Number(booking.points_paid),
        pointsRefunded: 0,
        cashCapturedCents: Number(booking.cash_paid_cents),
        cashRefundedCents: 0,
        salesCents: Number(booking.cash_total_cents),
      },
    ]);
    expect(onItsDay.topDestinations).toEqual([
      { destination: flightSearch.flightSegments[0]!.arrivelAirport, bookings: 1 },
    ]);
    // the cancellation counts today, with what it gave back
    const todayCancelled = await flightOf(onToday);
    expect(todayCancelled).toMatchObject({
      issued: todayMoved?.issued ?? 0,
      cancelled: (todayMoved?.cancelled ?? 0) + 1,
      pointsRefunded: (todayMoved?.pointsRefunded ?? 0) + Number(booking.refund_points),
      cashRefundedCents: (todayMoved?.cashRefundedCents ?? 0) + Number(booking.refund_cash_cents),
      cashCapturedCents: todayMoved?.cashCapturedCents ?? 0,
    });
  });

  it('refuses a bad period in Portuguese and an unsigned caller', async () => {
    const backwards = await report('from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(reportMessages.order);
    const tooLong = await report('from=2024-01-01&to=2026-01-01');
    expect(tooLong.json().error).toBe(reportMessages.tooLong);
    const badDate = await report('from=01/01/2026&to=2026-01-31');
    expect(badDate.json().error).toBe(reportMessages.dateFormat);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: '/api/console/reports?from=2026-01-01&to=2026-01-31',
    });
    expect(unsigned.statusCode).toBe(401);
  });
});

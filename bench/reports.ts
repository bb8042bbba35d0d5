/**
 * The console's report on a long history: seeds BENCH_BOOKINGS (default 200,000) bookings over
 * three years (every product, about a tenth cancelled, some expired) with one set-based insert
 * (generate_series), then times the report (rows per day and product, top destinations) for the
 * last 90 days and the last 366 of all campaigns, and the last 366 of one, each the median of
 * BENCH_RUNS (default 5) after a warm-up. Budget: ≤ 300 ms for each. On embedded PGlite by
 * default, or PostgreSQL at DATABASE_URL (an empty database of your own: it migrates it and adds
 * to its bookings).
 *
 * Ends with `RESULT reports bookings=… ms_90d=… ms_366d=… ms_366d_campaign=… budget_ms=300
 * status=ok|over`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { reportsRepository } from '../apps/api/src/modules/reports/repository';
import { reportsService } from '../apps/api/src/modules/reports/service';
import { machineLoad, quantile } from './support/portal';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 300;
const CAMPAIGN = 9_001;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  await db.execute(sql`insert into campaigns (id, name, conversion_rate, settings)
    values (${CAMPAIGN}, 'Bench', 50, '{}'::jsonb), (${CAMPAIGN + 1}, 'Bench 2', 50, '{}'::jsonb)
    on conflict do nothing`);
  await db.execute(sql`insert into users (campaign_id, kind, name)
    select ${CAMPAIGN}, 'member', 'Bench' where not exists (select 1 from users where campaign_id = ${CAMPAIGN})`);
  await db.execute(sql`insert into users (campaign_id, kind, name)
    select ${CAMPAIGN + 1}, 'member', 'Bench 2' where not exists (select 1 from users where campaign_id = ${CAMPAIGN + 1})`);
  // Webhooks stay out of a history written at once; the report's summary triggers
  // (0028_report_days.sql) write it as they would any booking.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table bookings disable trigger bookings_webhooks`);
    await tx.execute(sql`
      insert into bookings (locator, campaign_id, user_id, type, status_id, state, points_total,
        cash_total_cents, points_paid, cash_paid_cents, travel_date, description, passengers,
        details, idempotency_key, request_hash, created_at, cancelled_at, refund_points, refund_cash_cents)
      select 'BENCH' || lpad(n::text, 9, '0') || '-' || extract(epoch from now())::bigint,
        c.id, u.id,
        (array['FLIGHT','HOTEL','CAR','BUS','EXPERIENCE','ENTERTAINMENT'])[1 + n % 6],
        case when n % 20 = 0 then 3 when n % 10 = 1 then 5 else 2 end,
        case when n % 20 = 0 then 'expired' when n % 10 = 1 then 'cancelled' else 'issued' end,
        20000 + (n % 97) * 100, 40000 + (n % 89) * 500, 15000 + (n % 97) * 100, (n % 4) * 2500,
        '2027-01-01', 'Reserva de teste', '[]'::jsonb,
        jsonb_build_object('cityName', (array['Salvador','Recife','Natal','Gramado','Bonito','Maceió','Fortaleza'])[1 + n % 7]),
        'bench-' || n || '-' || extract(epoch from now())::bigint, 'bench',
        now() - make_interval(secs => (n::double precision / ${BOOKINGS}) * 3 * 365 * 86400),
        case when n % 10 = 1 then now() - make_interval(secs => (n::double precision / ${BOOKINGS}) * 3 * 365 * 86400) + interval '2 days' end,
        case when n % 10 = 1 then 15000 + (n % 97) * 100 end,
        case when n % 10 = 1 then (n % 4) * 2500 end
      from generate_series(1, ${BOOKINGS}) as n
      join campaigns c on c.id = ${CAMPAIGN} + n % 2
      join lateral (select id from users where campaign_id = c.id limit 1) u on true`);
    await tx.execute(sql`alter table bookings enable trigger bookings_webhooks`);
  });
  // What autovacuum does on a server (PGlite has none).
  await db.execute(sql`vacuum analyze bookings, report_days, report_destinations`);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return quantile(times, 0.5);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
try {
  const seeding = performance.now();
  await seed(database.db);
  console.log(
    `seeded ${BOOKINGS} bookings on ${database.kind} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const reports = reportsService(reportsRepository(database.db));
  const ninety = await timed(() => reports.report({ from: day(-89), to: day(0) }));
  const year = await timed(() => reports.report({ from: day(-365), to: day(0) }));
  const campaignYear = await timed(() =>
    reports.report({ from: day(-365), to: day(0), campaignId: CAMPAIGN }),
  );
  const rows = (await reports.report({ from: day(-365), to: day(0) })).rows.length;
  console.log(`366 days, all campaigns: ${rows} rows (day × product)`);
  const slowest = Math.max(ninety, year, campaignYear);
  console.log(
    `RESULT reports bookings=${BOOKINGS} ms_90d=${ninety.toFixed(1)} ms_366d=${year.toFixed(1)} ms_366d_campaign=${campaignYear.toFixed(1)} budget_ms=${BUDGET_MS} db=${database.kind} load=${machineLoad()} status=${slowest <= BUDGET_MS ? 'ok' : 'over'}`,
  );
} finally {
  await database.close();
}

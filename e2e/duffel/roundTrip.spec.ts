import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Order, PaginationMeta } from '@duffel/api/types';
import { cashForPoints } from '@portal/domain/pricing';
import { cashToPoints, formatBRL, formatPoints } from '@portal/domain/money';
import { penaltyShare } from '@portal/domain/bookings';
import { buyWithCard, headerBalance } from '../support/checkout';
import { signInToConsole } from '../support/console';
import { selectFlight } from '../support/flight';
import { fundMember } from '../support/points';
import { signInAsMember } from '../support/session';

/**
 * A round trip sold through the Duffel adapter (FLIGHT_SUPPLIER=duffel, against the stand-in of
 * the Duffel API started by playwright.duffel.config.ts), on the sandbox journey's screens: the
 * price in points from the operator's rate, points + card, the airline's PNR in my trips, and a
 * cancellation refunding what Duffel's quote gives back, at the booking's rate.
 */

test.describe.configure({ timeout: 240_000 });

/** Reais per dollar, the stand-in's currency: a rate whose products in centavos are exact. */
const USD_RATE = 5.5;
/** Campaign 77's points per real. */
const POINTS_PER_REAL = 50;
const APPROVED = '4111111111111111';

const centsOf = (usd: number) => Math.round(usd * USD_RATE * 100);

test.beforeAll(async ({ request }) => fundMember(request));

/** The operator keeps the dollar's rate in the console's Programa page. */
async function setDollarRate(page: Page): Promise<void> {
  await signInToConsole(page);
  await page.goto('/admin/programme');
  const rates = page.getByRole('region', { name: 'Cotações das moedas dos fornecedores' });
  await rates.getByRole('textbox', { name: 'Moeda' }).fill('USD');
  await rates.getByRole('spinbutton', { name: 'Cotação (R$)' }).fill(String(USD_RATE));
  await rates.getByRole('button', { name: 'Salvar cotação' }).click();
  await expect(page.getByText('Cotação de USD salva.')).toBeVisible();
}

/** The newest order the stand-in sold, as Duffel's List orders gives it. */
async function newestOrder(request: APIRequestContext): Promise<Order> {
  const reply = await request.get(`${process.env.E2E_DUFFEL_API_URL}/air/orders`, {
    headers: { Authorization: 'Bearer duffel_test_journey', 'Duffel-Version': 'v2' },
    params: { limit: 1 },
  });
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: Order[]; meta: PaginationMeta };
  const order = data[0];
  if (!order) throw new Error('the Duffel stand-in sold nothing');
  return order;
}

test('a member buys a Duffel round trip with points + card, finds its PNR in my trips and cancels it for the quoted refund', async ({
  page,
  browser,
  request,
}) => {
  const consolePage = await browser.newPage();
  await setDollarRate(consolePage);
  await consolePage.close();

  // Duffel serves the airlines' logos; the browser gets one here instead of the internet.
  await page.route('https://assets.duffel.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44"><rect width="44" height="44" fill="#1a1a2e"/></svg>',
    }),
  );
  await signInAsMember(page);
  await selectFlight(page, false);
  await expect(page.getByRole('img', { name: 'Logo Duffel Airways' }).first()).toBeVisible();
  const fullPoints = Number(await page.getByTestId('points-input').inputValue());

  const pointsPaid = await buyWithCard(page, APPROVED);
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();

  // The order the adapter created: its booking reference is the booking's code.
  const order = await newestOrder(request);
  expect(order.slices.map((s) => `${s.origin.iata_code}-${s.destination.iata_code}`)).toEqual([
    'GRU-GIG',
    'GIG-GRU',
  ]);
  expect(order.passengers).toHaveLength(1);
  const pnr = order.booking_reference;
  await expect(page.getByTestId('booking-code')).toHaveText(pnr);

  // The price in points is Duffel's dollars at the operator's rate, at the campaign's conversion.
  const cashTotal = centsOf(Number(order.total_amount));
  expect(order.total_currency).toBe('USD');
  expect(fullPoints).toBe(cashToPoints(cashTotal, POINTS_PER_REAL));
  const cashPaid = cashForPoints({ points: fullPoints, cash: cashTotal }, pointsPaid);
  expect(cashPaid).toBeGreaterThan(0);

  await page.goto('/conta/minhas-viagens');
  await expect(page.getByRole('heading', { name: 'Minhas viagens', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const trip = page.locator('article[data-locator]').filter({ hasText: pnr });
  await expect(trip).toHaveCount(1);
  await expect(trip.getByText('emitido', { exact: true })).toBeVisible();
  await expect(trip.getByText(pnr, { exact: true })).toBeVisible();
  const before = await headerBalance(page);

  // Duffel's quote refunds the fare less the airline's penalty; converted back at the booking's
  // rate, the penalty is kept from the points and the cash in proportion.
  const penalty = order.conditions.refund_before_departure?.penalty_amount;
  const refundUsd = Number(order.total_amount) - Number(penalty);
  expect(refundUsd).toBeLessThan(Number(order.total_amount));
  const kept = penaltyShare(
    { points: pointsPaid, cashCents: cashPaid },
    cashTotal - centsOf(refundUsd),
    cashTotal,
  );
  const refund = { points: pointsPaid - kept.points, cashCents: cashPaid - kept.cashCents };

  await trip.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByTestId('refund-points')).toHaveText(
    `${formatPoints(refund.points)} Pontos devolvidos ao seu saldo`,
    { timeout: 30_000 },
  );
  await expect(dialog.getByTestId('refund-cash')).toHaveText(
    `${formatBRL(refund.cashCents)} estornados no cartão`,
  );
  const retained = dialog.getByTestId('cancel-penalty');
  await expect(retained).toContainText(`${formatPoints(kept.points)} Pontos retidos`);
  await expect(retained).toContainText(`${formatBRL(kept.cashCents)} retidos`);

  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Reserva cancelada com sucesso!')).toBeVisible({ timeout: 30_000 });
  await expect(trip.getByText('cancelado', { exact: true })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + refund.points);
  expect((await newestOrder(request)).cancelled_at).not.toBeNull();
});

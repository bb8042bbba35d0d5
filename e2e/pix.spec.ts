import { expect, test } from '@playwright/test';
import { acceptTerms, fillTravellers, payMinimumPoints } from './support/checkout';
import { selectFlight } from './support/flight';
import { fundMember } from './support/points';
import { signInAsMember } from './support/session';

test.beforeAll(async ({ request }) => fundMember(request));
test.describe.configure({ timeout: 180_000 });

test('a member pays the cash part with Pix (sandbox) and sees the booking issue by itself', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsMember(page);
  await selectFlight(page, true);
  await fillTravellers(page);
  await payMinimumPoints(page);
  const method = page.getByRole('region', { name: 'Forma de pagamento' });
  await method.getByRole('radio', { name: 'Pix' }).check();
  // No card is asked for a Pix.
  await expect(page.getByLabel('Número do cartão')).toHaveCount(0);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();

  await expect(page).toHaveURL(/\/busca\/finalizado\?locator=/, { timeout: 30_000 });
  const pix = page.getByRole('region', { name: 'Pague com Pix' });
  await expect(pix.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  const code = pix.getByTestId('pix-code');
  await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await pix.getByRole('button', { name: 'Copiar código' }).click();
  await expect(pix.getByRole('button', { name: 'Código copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await expect(pix.getByRole('timer')).toHaveText(/O Pix expira em (29|30):\d\d/);

  // The bank app pays it; the page moves on without a reload.
  await page.evaluate(() => ((window as unknown as { pixPageMark: boolean }).pixPageMark = true));
  await pix.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('booking-code')).not.toBeEmpty();
  expect(
    await page.evaluate(() => (window as unknown as { pixPageMark?: boolean }).pixPageMark),
  ).toBe(true);
});

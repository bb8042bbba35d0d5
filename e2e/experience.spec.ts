import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cashForPoints, minimumPoints } from '@portal/domain/pricing';
import { cashToPoints } from '@portal/domain/money';
import { experienceTotalCents } from '@portal/domain/activities';
import {
  acceptTerms,
  expectSummaryFollowsCoupon,
  headerBalance,
  seriousViolations,
} from './support/checkout';
import { expectWholePhotos } from './support/photos';
import { signInAsGuest, signInAsMember } from './support/session';
import { fundMember } from './support/points';

test.beforeAll(async ({ request }) => fundMember(request));

/** Experiences ('Exclusivos'): search, results, detail page, checkout and the sold-out refusal. */

test.describe.configure({ timeout: 180_000 });

/** São Paulo experiences for `adults` from the home tab, the first one's detail page and its first listed date. */
async function chooseFirstListedDate(page: Page, adults: number) {
  await page.getByRole('tab', { name: 'Exclusivos' }).click();
  const form = page.getByRole('form', { name: 'Busca de experiências exclusivas' });
  await form.getByRole('combobox', { name: 'Cidade' }).fill('São P');
  await page
    .getByRole('option', { name: /^São Paulo, / })
    .first()
    .click();
  await form.getByLabel('Adultos').selectOption(String(adults));
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  const card = page.getByTestId('experience-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('experience-price')).toContainText(/^De .+ por .+/);
  // the photo's caption (drawn at its bottom-left) is not cropped by the photo's box
  await expectWholePhotos(page.getByTestId('experience-card'));
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: /^Detalhes:/ }).click();
  await expect(page).toHaveURL(/\/busca\/experience-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Escolher data' }).click();
  await expect(page.getByText('Selecione uma data para sua experiência.')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Datas disponíveis' })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  // The group is checked on the page, before the server would refuse it.
  const tickets = page.getByLabel('Quantidade de ingressos');
  const groupLimit =
    'Para grupos acima de 9 pessoas, entre em contato para uma viagem personalizada';
  await tickets.fill('10');
  await expect(page.getByText(groupLimit)).toBeVisible();
  await tickets.fill(String(adults));
  await expect(page.getByText(groupLimit)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The same, then 'Escolher data' to the checkout. */
async function openFirstExperienceDate(page: Page, adults: number) {
  await chooseFirstListedDate(page, adults);
  await page.getByRole('button', { name: 'Escolher data' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
}

const names = ['ANA', 'BRUNO', 'CARLA'];

async function fillParticipants(page: Page, count: number) {
  for (let i = 0; i < count; i += 1) {
    const form = page.getByTestId(`traveller-${i}`);
    const name = form.getByLabel(/^Nome/);
    if ((await name.inputValue()) === '') await name.fill(names[i] ?? 'DANIEL');
    const lastName = form.getByLabel(/^Sobrenome/);
    if ((await lastName.inputValue()) === '') await lastName.fill('TESTE');
    await form.getByLabel(/^Data de Nascimento/).fill('10/05/1985');
    if (i === 0) {
      const email = form.getByLabel(/^E-mail/);
      if ((await email.inputValue()) === '') await email.fill('membro@demo.test');
      const phone = form.getByLabel(/^Telefone/);
      if ((await phone.inputValue()) === '') await phone.fill('11987654321');
    }
    await page
      .getByLabel(new RegExp(`^Endereço do participante ${i + 1}`))
      .fill(`Avenida Paulista, ${1000 + i}, São Paulo`);
  }
}

async function signedHeaders(page: Page): Promise<Record<string, string>> {
  const idToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { idToken?: string }).idToken ?? '',
  );
  return { Authorization: `Bearer ${idToken}`, Campaign: '77' };
}

interface StoredSelection {
  experience: { id: string; price: number; qtParticipants: number };
  slot: { id: string; date: string; qtAvailable: number };
}

/** Another purchase takes every place left on the chosen date (at most 9 people per booking, minimum points and a card). */
async function sellOut(page: Page, request: APIRequestContext) {
  const stored = await page.evaluate(() => sessionStorage.getItem('selectedExperience'));
  const { experience, slot } = JSON.parse(stored ?? '{}') as StoredSelection;
  const headers = await signedHeaders(page);
  for (let left = slot.qtAvailable; left > 0;) {
    const adults = Math.min(9, left);
    const cash = experienceTotalCents(
      Math.round(experience.price * 100),
      adults,
      experience.qtParticipants,
    );
    const points = cashToPoints(cash, 50);
    const pointsPrice = minimumPoints(points, {
      acceptCashPayment: true,
      cashPaymentPercentage: 70,
    });
    const reply = await request.post('/api/booking', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        type: 'EXPERIENCE',
        experience: { id: experience.id },
        experienceDate: { id: slot.id, date: slot.date },
        adults,
        childs: 0,
        passengers: Array.from({ length: adults }, (_, i) => ({
          name: `OUTRO${'X'.repeat(i)}`,
          lastName: `GRUPO${left}`,
          address: 'Rua Augusta, 10',
        })),
        pointsTotalValue: points,
        cashTotalValue: cash / 100,
        pointsPrice,
        cashPrice: cashForPoints({ points, cash }, pointsPrice) / 100,
        payment: {
          paymentCode: randomUUID(),
          installments: 1,
          card: {
            cardNumber: '4111111111111111',
            holder: 'OUTRO COMPRADOR',
            cardExpirationDate: '12/2099',
            cardSecurityCode: '123',
            installments: 1,
          },
        },
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    left -= adults;
  }
}

test('a member books an experience on a listed date with points', async ({ page }) => {
  await signInAsMember(page);
  const before = await headerBalance(page);
  await openFirstExperienceDate(page, 2);
  const summary = page.getByRole('complementary', { name: /resumo/i });
  await expect(summary.getByText('Entrada')).toBeVisible();
  await expect(summary.getByText('HORÁRIO')).toBeVisible();
  await fillParticipants(page, 2);
  const price = Number(await page.getByTestId('points-input').inputValue());
  expect(price).toBeGreaterThan(0);
  await expect(page.getByTestId('cash-amount')).toHaveValue(/R\$\s0,00/);
  expect(await seriousViolations(page)).toEqual([]);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();

  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - price);
  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  const card = page
    .getByRole('article')
    .filter({ hasText: /^.*Experiência / })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('BRUNO TESTE');
});

test('a date sold out after it was chosen is refused by the server with a clear message', async ({
  page,
  request,
}) => {
  await signInAsMember(page);
  await openFirstExperienceDate(page, 1);
  await fillParticipants(page, 1);
  await sellOut(page, request);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/busca\/booking-error$/, { timeout: 30_000 });
  await expect(page.getByText('Não há vagas suficientes nesta data.')).toBeVisible();
});

test('a guest choosing a date gets the login/registration dialog instead of the checkout', async ({
  page,
}) => {
  await signInAsGuest(page);
  await chooseFirstListedDate(page, 1);
  await expect(page.getByTestId('experience-total')).toContainText('R$');
  await page.getByRole('button', { name: 'Escolher data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Registrar-me' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/busca\/experience-details$/);
});

test('the experience side summary shows the DESCONTO10 discount line and the discounted total', async ({
  page,
}) => {
  await signInAsMember(page);
  await openFirstExperienceDate(page, 2);
  await expectSummaryFollowsCoupon(page);
  expect(await seriousViolations(page)).toEqual([]);
});

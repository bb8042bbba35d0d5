import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/checkout';
import { fundMember } from './support/points';

test.beforeAll(async ({ request }) => fundMember(request));
test.describe.configure({ timeout: 240_000 });

/**
 * What has the focus now: a description, whether a focus indicator shows (an outline or a
 * shadow of its own, or MUI's keyboard-focus state on it or its field), and whether it is lost
 * to the page's body.
 */
async function focusStop(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { lost: true, shown: false, name: 'body' };
    const style = getComputedStyle(element);
    const own =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    const mui = element.closest('.Mui-focusVisible, .Mui-focused') !== null;
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('name') ??
      (element.textContent ?? '').trim().slice(0, 40);
    return { lost: false, shown: own || mui, name: `${element.tagName.toLowerCase()} ${name}` };
  });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** After a key press that stays on the page: the focus is neither lost nor invisible. */
async function expectVisibleFocus(page: Page) {
  const stop = await focusStop(page);
  expect(stop.lost, 'focus lost to the page').toBe(false);
  expect(stop.shown, `no visible focus indicator on ${stop.name}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the
 * focus is neither lost nor invisible; fails when the target is not reached (focus trapped).
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 200 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`focus never reached ${target.toString()} in ${max} key presses`);
}

/** Types into the field after reaching it by keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Picks an autocomplete option by typing, the arrow keys and Enter. */
async function chooseOption(page: Page, combobox: Locator, text: string, option: RegExp) {
  await typeInto(page, combobox, text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible({
    timeout: 15_000,
  });
  // Down the list until the wanted option is the active one.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox.getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (option.test(text ?? '')) break;
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
}

/** Types into every empty field of the traveller forms; native selects take a letter. */
async function fillTravellersByKeyboard(page: Page) {
  const forms = page.locator('[data-testid^="traveller-"]');
  await expect(forms.first()).toBeVisible();
  const values: Array<[RegExp, string]> = [
    [/^Nome[\s\u2009]*\*?$/, 'ANA'],
    [/^Sobrenome[\s\u2009]*\*?$/, 'TESTE'],
    [/^Data de Nascimento[\s\u2009]*\*?$/, '10051985'],
    [/^Gênero[\s\u2009]*\*?$/, 'M'],
    [/^Tipo Documento[\s\u2009]*\*?$/, 'C'],
    [/^Número documento[\s\u2009]*\*?$/, '52998224725'],
    [/^E-mail[\s\u2009]*\*?$/, 'viajante@demo.test'],
    [/^Telefone[\s\u2009]*\*?$/, '11987654321'],
  ];
  for (const form of await forms.all()) {
    for (const [name, value] of values) {
      const field = form.getByLabel(name);
      if ((await field.count()) === 0 || (await field.inputValue()) !== '') continue;
      await typeInto(page, field, value);
      await expect(field).not.toHaveValue('');
    }
  }
}

/** The terms: opened with Space on the checkbox, read with End, accepted with Enter. */
async function acceptTermsByKeyboard(page: Page) {
  const terms = page.getByRole('checkbox', {
    name: 'Li e aceito os termos de uso e a política de privacidade',
  });
  // Escape closes the dialog and gives the focus back to the link that opened it.
  const read = page.getByRole('button', {
    name: 'Ler os termos de uso e a política de privacidade',
  });
  await tabTo(page, read);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await isFocused(read)).toBe(true);

  await tabTo(page, terms, { backwards: true });
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const content = dialog.getByTestId('terms-content');
  await expect(content).toContainText('Contato');
  await tabTo(page, content);
  await page.keyboard.press('End');
  const accept = dialog.getByRole('button', { name: 'Declaro ter lido os termos' });
  await expect(accept).toBeEnabled();
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(terms).toBeChecked();
  await expect.poll(() => isFocused(terms)).toBe(true);
}

/** Signs the demo member in from the login page, typing and submitting with Enter. */
async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('E-mail'), 'membro@demo.test');
  await typeInto(page, page.getByLabel('Senha', { exact: true }), 'Demo@1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

/** Fills the checkout and buys, then opens the booking's voucher from the member's trips. */
async function checkOutAndOpenVoucherByKeyboard(page: Page) {
  await fillTravellersByKeyboard(page);
  await acceptTermsByKeyboard(page);
  expect(await seriousViolations(page)).toEqual([]);
  const buy = page.getByRole('button', { name: 'Comprar' });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  const code = (await page.getByTestId('booking-code').textContent()) ?? '';

  await tabTo(page, page.getByRole('link', { name: 'Ver minhas viagens' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/conta\/minhas-viagens$/);
  const card = page.getByRole('article').filter({ hasText: code }).first();
  const voucher = card.getByRole('button', { name: 'Baixar voucher' });
  await expect(voucher).toBeVisible({ timeout: 30_000 });
  await tabTo(page, voucher, { max: 400 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^voucher-.+\.pdf$/);
}

test('a member buys a round-trip flight and opens its voucher with the keyboard alone', async ({
  page,
}) => {
  await signInByKeyboard(page);

  const form = page.getByTestId('search-form-flight');
  await expect(form.getByRole('radio', { name: 'Ida e volta' })).toBeChecked();
  await chooseOption(page, form.getByRole('combobox', { name: 'Origem' }), 'gru', /\(GRU\)/);
  await chooseOption(page, form.getByRole('combobox', { name: 'Destino' }), 'gig', /\(GIG\)/);
  await tabTo(page, form.getByRole('button', { name: 'Buscar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);

  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const outbound = first.getByRole('radio', { name: /^IDA/ }).first();
  await tabTo(page, outbound);
  await page.keyboard.press('Space');
  await expect(outbound).toBeChecked();
  const inbound = first.getByRole('radio', { name: /^VOLTA/ }).first();
  await tabTo(page, inbound);
  await page.keyboard.press('Space');
  await expect(inbound).toBeChecked();
  await tabTo(page, first.getByRole('button', { name: 'Selecionar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  await checkOutAndOpenVoucherByKeyboard(page);
});

test('a member books a hotel with two rooms and opens its voucher with the keyboard alone', async ({
  page,
}) => {
  // two rooms, two traveller forms: more stops than the flight's
  test.setTimeout(420_000);
  // no tile server on this machine: the results stay on the list, the details map needs none
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInByKeyboard(page);

  // the search tabs: only the chosen one is a Tab stop, the arrows move along them
  await tabTo(page, page.getByRole('tab', { name: 'Aéreo' }));
  const hotelTab = page.getByRole('tab', { name: 'Hotel' });
  for (let i = 0; i < 5 && !(await isFocused(hotelTab)); i += 1) {
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Enter');
  await expect(hotelTab).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Busca de hotéis' });
  await chooseOption(
    page,
    form.getByRole('combobox', { name: 'Destino' }),
    'São P',
    /^São Paulo, São Paulo - Brasil/,
  );
  // Escape closes the rooms dialog unchanged and gives the focus back to its button
  const openRooms = form.getByRole('button', { name: 'Alterar quartos e hóspedes' });
  await tabTo(page, openRooms);
  await page.keyboard.press('Enter');
  const rooms = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  await expect(rooms).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rooms).toHaveCount(0);
  await expect.poll(() => isFocused(openRooms)).toBe(true);
  await page.keyboard.press('Space');
  await expect(rooms).toBeVisible();
  await tabTo(page, rooms.getByRole('button', { name: 'Adicionar quarto' }));
  await page.keyboard.press('Enter');
  await expectVisibleFocus(page);
  await tabTo(page, rooms.getByRole('button', { name: 'Aplicar' }));
  await page.keyboard.press('Enter');
  await expect(rooms).toHaveCount(0);
  await expect.poll(() => isFocused(openRooms)).toBe(true);
  await expect(form.getByRole('textbox', { name: 'Quartos e hóspedes' })).toHaveValue(
    '2 quartos, 2 hóspedes',
  );
  await tabTo(page, form.getByRole('button', { name: 'Buscar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);

  const first = page.getByTestId('hotel-card').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first).toContainText('2 quartos');
  await tabTo(page, first.getByRole('button', { name: /^Detalhes:/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);

  // a room for each of the two: choosing the first moves on to the second room's tab
  for (const room of [1, 2]) {
    await expect(page.getByRole('tab', { name: new RegExp(`Quarto ${room}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await tabTo(page, page.getByRole('button', { name: 'Escolher Quarto' }).first());
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page);
  }
  await tabTo(page, page.getByRole('button', { name: 'Prosseguir para Resumo' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  await checkOutAndOpenVoucherByKeyboard(page);
});

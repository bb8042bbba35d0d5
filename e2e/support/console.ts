import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The seeded demo admin (README): password, then the code of its published authenticator secret. */
export const demoAdmin = {
  email: 'admin@console.test',
  password: 'Console@1234',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** Time step of the last code each secret signed in with: the console takes a code once. */
const lastStepUsed = new Map<string, number>();

/** A code of a time step this worker has not used yet, waiting for the next step when needed. */
async function unusedCode(page: Page, secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  if (lastStepUsed.get(secret) === totp.counter())
    await page.waitForTimeout(totp.remaining() + 250);
  lastStepUsed.set(secret, totp.counter());
  return totp.generate();
}

export async function signInToConsole(page: Page, operator = demoAdmin): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Senha').fill(operator.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código').fill(await unusedCode(page, operator.totpSecret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Campanhas' })).toBeVisible();
}

/** Picks a campaign where a console page asks for one first: its forms show only then. */
export async function chooseCampaign(page: Page, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: 'Campanha' }).first().click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Uploads a solid-colour logo from the campaign editor. */
export async function uploadLogo(page: Page, colour: [number, number, number]): Promise<void> {
  await page.getByLabel('Logotipo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngLogo(160, 48, colour),
  });
  await expect(page.getByText('Imagem enviada.')).toBeVisible();
}

/** Publishes the campaign open in the editor: a new campaign is a draft until then. */
export async function publishCampaign(page: Page): Promise<void> {
  await page.getByLabel('Situação', { exact: true }).click();
  await page.getByRole('option', { name: 'Ativa', exact: true }).click();
  await page.getByRole('button', { name: 'Salvar situação' }).click();
  await expect(page.getByTestId('availability')).toContainText('No ar');
}

/** A percentage coupon for hotels, created from the coupons page for the campaign `option`. */
export async function createHotelCoupon(
  page: Page,
  option: string,
  { code, percent, limit }: { code: string; percent: number; limit: number },
): Promise<void> {
  await page.getByRole('link', { name: 'Cupons' }).click();
  await chooseCampaign(page, option);
  await page.getByLabel('Código').fill(code);
  await page.getByLabel('Valor').fill(String(percent));
  await page.getByLabel('Limite de usos').fill(String(limit));
  await page.getByRole('checkbox', { name: 'Hotel' }).check();
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByText('Cupom criado.')).toBeVisible();
}

/** Finds the member's hotel booking from the bookings page and opens its detail, issued. */
export async function openHotelBookingOf(page: Page, email: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Reservas' }).click();
  await page.getByLabel('Localizador, código da reserva, PNR, e-mail ou CPF').fill(email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('row', { name: /Hotel/ }).click();
  const detail = page.getByTestId('booking-detail');
  await expect(detail).toContainText('Emitida');
  await expect(detail.getByRole('row', { name: /Pontos/ })).toContainText('debitados');
  return detail;
}

/** A solid-colour PNG image, made here so the journeys need no fixture file. */
export function pngLogo(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

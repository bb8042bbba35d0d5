import { centsToBrl } from '@portal/domain/money';

/** One field of an EMV QR code: id, two-digit length, value. */
const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, the checksum the Pix BR Code ends with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A 'Pix copia e cola' code in the BR Code layout of the Banco Central (EMV QR code with the
 * Pix merchant account), for the sandbox: bank apps read its shape, but its key is a test one.
 */
export function pixCode(input: { amountCents: number; txid: string }): string {
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', 'sandbox@portal.test')) +
    field('52', '0000') +
    field('53', '986') +
    field('54', centsToBrl(input.amountCents).toFixed(2)) +
    field('58', 'BR') +
    field('59', 'PORTAL DE VIAGENS') +
    field('60', 'SAO PAULO') +
    field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

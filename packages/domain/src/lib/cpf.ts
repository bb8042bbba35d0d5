import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** CPF rule of the registration form: 11 digits, not one repeated digit, both check digits right. */
export function isCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && isValidCpf(digits);
}

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * A CPF as it may be shown on screen: the first three and the check digits hidden
 * ('***.982.247-**'), as Brazilian services display it; empty for anything but 11 digits.
 */
export function maskCpf(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return '';
  return formatCpf(digits)
    .replace(/^\d{3}/, '***')
    .replace(/\d{2}$/, '**');
}

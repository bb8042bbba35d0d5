import { isValidCpf } from '@brazilian-utils/brazilian-utils';

/** CPF rule of the registration form: 11 digits, not one repeated digit, both check digits right. */
export function isCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && isValidCpf(digits);
}

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** A count with its noun in the singular or the plural: '1 hora', '2 horas'. */
export const countOf = (count: number, singular: string, plural: string): string =>
  `${count} ${count === 1 ? singular : plural}`;

/**
 * A name under its product's kind, said once: 'Hotel' + 'Pousada Sol' is 'Hotel Pousada Sol',
 * 'Hotel' + 'Hotel Nobre' stays 'Hotel Nobre'.
 */
export function titledAs(kind: string, name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLocaleLowerCase('pt-BR');
  const prefix = kind.toLocaleLowerCase('pt-BR');
  return lower === prefix || lower.startsWith(`${prefix} `) ? trimmed : `${kind} ${trimmed}`;
}

import { transferLabels } from '@portal/domain/activities';

/** Labels of the transfer data section of the checkout. */
export const transferCopy = {
  ...transferLabels,
  title: 'Dados do Transfer',
  airportKind: 'Aeroporto',
  addressKind: 'Endereço',
  kindOf: (end: string) => `Tipo de local de ${end.toLowerCase()}`,
} as const;

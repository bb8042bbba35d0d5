/** Copy of the car checkout. */
export const carCheckoutCopy = {
  title: 'Dados do Condutor',
  legend: 'Condutor (principal)',
  address: 'Endereço',
  addressPlaceholder: 'Rua, número, bairro, cidade',
} as const;

/** Mask patterns in the notation of the form library (9 = digit). */
export const masks = {
  cpf: '000.000.000-00',
  cellphone: '(00) 00000-0000',
  birthdate: '00/00/0000',
  cardExpiry: '00/0000',
  time: '00:00',
} as const;

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const cellphonePattern = /^\(\d{2}\) \d{5}-\d{4}$/;

import { z } from 'zod';

/** Postal-code lookup `GET /api/ws/{cep}/json`, answered like ViaCEP. */

export const cepMessages = {
  invalid: 'CEP inválido. Informe os 8 dígitos do CEP.',
  notFound: 'CEP não encontrado.',
  unavailable: 'Não foi possível consultar o CEP agora, preencha o endereço manualmente.',
} as const;

/** The 8 digits of a CEP typed with or without mask ('01310-100', '01310100'); null when malformed. */
export function normalizeCep(value: string): string | null {
  const digits = value.trim().replace(/[.-]/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** '01310100' → '01310-100'. */
export const formatCep = (digits: string): string => `${digits.slice(0, 5)}-${digits.slice(5)}`;

export const cepParamsSchema = z.object({ cep: z.string().max(20) });

export const cepResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string().length(2),
});
export type CepResponse = z.infer<typeof cepResponseSchema>;

import { z } from 'zod';
import { isCpf } from '../lib/cpf';
import { emailPattern } from '../lib/masks';

/** Billing data of the card payment as typed. */
export const billingFormSchema = z.object({
  documentNumber: z.string(),
  email: z.string(),
  mobilePhoneNumber: z.string(),
  zipCode: z.string(),
  address: z.string(),
  number: z.string(),
  city: z.string(),
  state: z.string(),
  complement: z.string(),
});
export type BillingForm = z.infer<typeof billingFormSchema>;

export type BillingField = keyof BillingForm;
export type BillingErrors = Partial<Record<BillingField, string>>;

export const billingFieldOrder: readonly BillingField[] = [
  'documentNumber',
  'email',
  'mobilePhoneNumber',
  'zipCode',
  'address',
  'number',
  'city',
  'state',
  'complement',
];

export const billingMessages = {
  cpfRequired: 'CPF não pode ser vazio',
  cpfInvalid: 'Por favor, digite um CPF válido',
  email: 'E-mail precisa ser preenchido com um e-mail valido',
  phoneRequired: 'Telefone não pode ser vazio',
  zipRequired: 'CEP não pode ser vazio',
  addressRequired: 'Endereço não pode ser vazio',
  numberRequired: 'Número não pode ser vazio',
  cityRequired: 'Cidade não pode ser vazio',
  stateRequired: 'Estado não pode ser vazio',
  zipNotFound: 'CEP não encontrado, preencha o endereço.',
} as const;

/** The 27 federative units, shown as 'Nome (UF)'. */
const stateNames: ReadonlyArray<readonly [uf: string, name: string]> = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
];
export const brazilianStates = stateNames.map(([uf, name]) => ({ uf, label: `${name} (${uf})` }));

/** The option of a state abbreviation from the CEP lookup, or '' when it is none of the 27. */
export function stateOption(uf: string): string {
  return brazilianStates.find((state) => state.uf === uf.trim().toUpperCase())?.label ?? '';
}

/** The state as the payment sends it: the option without its last 5 characters, ' (UF)'. */
export const stateForPayment = (option: string): string =>
  / \([A-Z]{2}\)$/.test(option) ? option.slice(0, -5) : option.trim();

/** Default text limit. */
export const TEXT_MAX = 300;
/** The postal code is looked up once it has this many digits. */
export const ZIP_LOOKUP_DIGITS = 8;

export const emptyBillingForm: BillingForm = {
  documentNumber: '',
  email: '',
  mobilePhoneNumber: '',
  zipCode: '',
  address: '',
  number: '',
  city: '',
  state: '',
  complement: '',
};

export function billingErrors(form: BillingForm): BillingErrors {
  const errors: BillingErrors = {};
  const cpf = form.documentNumber.replace(/\D/g, '');
  if (!cpf) errors.documentNumber = billingMessages.cpfRequired;
  else if (!isCpf(cpf)) errors.documentNumber = billingMessages.cpfInvalid;
  if (!emailPattern.test(form.email.trim())) errors.email = billingMessages.email;
  if (!form.mobilePhoneNumber.replace(/\D/g, ''))
    errors.mobilePhoneNumber = billingMessages.phoneRequired;
  if (!form.zipCode.replace(/\D/g, '')) errors.zipCode = billingMessages.zipRequired;
  if (!form.address.trim()) errors.address = billingMessages.addressRequired;
  if (!form.number.trim()) errors.number = billingMessages.numberRequired;
  if (!form.city.trim()) errors.city = billingMessages.cityRequired;
  if (!form.state.trim()) errors.state = billingMessages.stateRequired;
  return errors;
}

/** The billing customer as the booking payload carries it. */
export const billingCustomerSchema = z.object({
  documentNumber: z.string().regex(/^\d{11}$/),
  email: z.string().max(TEXT_MAX),
  mobilePhoneNumber: z.string().max(30),
  zipCode: z.string().max(12),
  address: z.string().max(TEXT_MAX),
  number: z.string().max(TEXT_MAX),
  state: z.string().max(TEXT_MAX),
  city: z.string().max(TEXT_MAX),
  complement: z.string().max(TEXT_MAX),
});
export type BillingCustomer = z.infer<typeof billingCustomerSchema>;

export function toBillingCustomer(form: BillingForm): BillingCustomer {
  return {
    documentNumber: form.documentNumber.replace(/\D/g, ''),
    email: form.email.trim(),
    mobilePhoneNumber: form.mobilePhoneNumber,
    zipCode: form.zipCode.replace(/\D/g, ''),
    address: form.address.trim(),
    number: form.number.trim(),
    state: stateForPayment(form.state),
    city: form.city.trim(),
    complement: form.complement.trim(),
  };
}

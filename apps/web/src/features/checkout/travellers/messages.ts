import type { FlightPaxType } from '@portal/domain/flights';
import type {
  HotelGuestKind,
  TravellerDocumentType,
  TravellerGender,
} from '@portal/domain/checkout';

/** Labels of the traveller-data section of /busca/resumo. */
export const travellersCopy = {
  flightTitle: 'Dados dos Passageiros',
  hotelTitle: 'Dados dos Hóspedes',
  paxTypes: { ADT: 'Adulto', CHD: 'Criança', INF: 'Bebê' } satisfies Record<FlightPaxType, string>,
  guestKinds: { adult: 'Adulto', child: 'Criança' } satisfies Record<HotelGuestKind, string>,
  passenger: (n: number, type: string, main: boolean) =>
    `Passageiro ${n} - ${type}${main ? ' (principal)' : ''}`,
  guest: (n: number, kind: string, main: boolean) =>
    `Hóspede ${n} - ${kind}${main ? ' (principal)' : ''}`,
  room: (n: number) => `Quarto ${n}`,
  name: 'Nome',
  lastName: 'Sobrenome',
  birthdate: 'Data de Nascimento',
  birthdatePlaceholder: 'dd/mm/aaaa',
  gender: 'Gênero',
  genders: { M: 'Masculino', F: 'Feminino', O: 'Outro' } satisfies Record<TravellerGender, string>,
  documentType: 'Tipo Documento',
  documentTypes: { CPF: 'CPF', CNH: 'CNH', RG: 'RG' } satisfies Record<
    TravellerDocumentType,
    string
  >,
  documentNumber: 'Número documento',
  email: 'E-mail',
  phone: 'Telefone',
  passportNumber: 'Número do passaporte',
  passportCountry: 'País emissor (sigla, ex.: BR)',
  passportExpiresOn: 'Validade do passaporte',
  choose: 'Selecione',
  allRequired: 'Todos os campos são obrigatórios.',
} as const;

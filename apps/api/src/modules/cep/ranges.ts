/**
 * CEP ranges of the 27 federative units, as the Correios publish them (first five digits,
 * inclusive). Rondônia and Goiás use their ranges after the 2008 change. Where a capital's own
 * range is well known it names the city, so the checkout can fill `localidade` too (the whole
 * Distrito Federal is 'Brasília', as ViaCEP answers it).
 */
export interface CepRange {
  uf: string;
  from: number;
  to: number;
  /** The city this range belongs to, when the whole range is one city. */
  localidade?: string;
}

/** Capitals first: a lookup takes the first range that contains the CEP. */
export const cepRanges: readonly CepRange[] = [
  { uf: 'SP', from: 1000, to: 5999, localidade: 'São Paulo' },
  { uf: 'SP', from: 8000, to: 8499, localidade: 'São Paulo' },
  { uf: 'RJ', from: 20000, to: 23799, localidade: 'Rio de Janeiro' },
  { uf: 'ES', from: 29000, to: 29099, localidade: 'Vitória' },
  { uf: 'MG', from: 30000, to: 31999, localidade: 'Belo Horizonte' },
  { uf: 'BA', from: 40000, to: 41999, localidade: 'Salvador' },
  { uf: 'SE', from: 49000, to: 49099, localidade: 'Aracaju' },
  { uf: 'PE', from: 50000, to: 52999, localidade: 'Recife' },
  { uf: 'AL', from: 57000, to: 57099, localidade: 'Maceió' },
  { uf: 'PB', from: 58000, to: 58099, localidade: 'João Pessoa' },
  { uf: 'CE', from: 60000, to: 60999, localidade: 'Fortaleza' },
  { uf: 'PI', from: 64000, to: 64099, localidade: 'Teresina' },
  { uf: 'MA', from: 65000, to: 65099, localidade: 'São Luís' },
  { uf: 'PA', from: 66000, to: 66999, localidade: 'Belém' },
  { uf: 'AP', from: 68900, to: 68914, localidade: 'Macapá' },
  { uf: 'AM', from: 69000, to: 69099, localidade: 'Manaus' },
  { uf: 'AC', from: 69900, to: 69920, localidade: 'Rio Branco' },
  { uf: 'GO', from: 74000, to: 74894, localidade: 'Goiânia' },
  { uf: 'MT', from: 78000, to: 78109, localidade: 'Cuiabá' },
  { uf: 'MS', from: 79000, to: 79129, localidade: 'Campo Grande' },
  { uf: 'PR', from: 80000, to: 82999, localidade: 'Curitiba' },
  { uf: 'SC', from: 88000, to: 88099, localidade: 'Florianópolis' },
  { uf: 'RS', from: 90000, to: 91999, localidade: 'Porto Alegre' },

  { uf: 'SP', from: 1000, to: 19999 },
  { uf: 'RJ', from: 20000, to: 28999 },
  { uf: 'ES', from: 29000, to: 29999 },
  { uf: 'MG', from: 30000, to: 39999 },
  { uf: 'BA', from: 40000, to: 48999 },
  { uf: 'SE', from: 49000, to: 49999 },
  { uf: 'PE', from: 50000, to: 56999 },
  { uf: 'AL', from: 57000, to: 57999 },
  { uf: 'PB', from: 58000, to: 58999 },
  { uf: 'RN', from: 59000, to: 59999 },
  { uf: 'CE', from: 60000, to: 63999 },
  { uf: 'PI', from: 64000, to: 64999 },
  { uf: 'MA', from: 65000, to: 65999 },
  { uf: 'PA', from: 66000, to: 68899 },
  { uf: 'AP', from: 68900, to: 68999 },
  { uf: 'AM', from: 69000, to: 69299 },
  { uf: 'RR', from: 69300, to: 69399 },
  { uf: 'AM', from: 69400, to: 69899 },
  { uf: 'AC', from: 69900, to: 69999 },
  { uf: 'DF', from: 70000, to: 72799, localidade: 'Brasília' },
  { uf: 'GO', from: 72800, to: 72999 },
  { uf: 'DF', from: 73000, to: 73699, localidade: 'Brasília' },
  { uf: 'GO', from: 73700, to: 76799 },
  { uf: 'RO', from: 76800, to: 76999 },
  { uf: 'TO', from: 77000, to: 77999 },
  { uf: 'MT', from: 78000, to: 78899 },
  { uf: 'MS', from: 79000, to: 79999 },
  { uf: 'PR', from: 80000, to: 87999 },
  { uf: 'SC', from: 88000, to: 89999 },
  { uf: 'RS', from: 90000, to: 99999 },
];

/** The range of an 8-digit CEP, or undefined when no state uses it. */
export function findCepRange(digits: string): CepRange | undefined {
  const prefix = Number(digits.slice(0, 5));
  return cepRanges.find((range) => prefix >= range.from && prefix <= range.to);
}

import type { ProductFlags } from './schema';

// Kept apart from the campaign schemas so the shell and the home do not load zod for them.

/** The brand theme whose campaigns show the brand's fixed footer instead of their footer groups. */
export const PORTOPLUS_BRAND = 'portoplus';

export const defaultCoinAlias = 'Pontos';
export const defaultShortCoinAlias = 'Pts';

/** Products in the order of the home tabs. */
export const productTabs = [
  { flag: 'flight', label: 'Aéreo', searchType: 'Aéreo' },
  { flag: 'experience', label: 'Exclusivos', searchType: 'Experiencias' },
  { flag: 'hotel', label: 'Hotel', searchType: 'Hotel' },
  { flag: 'car', label: 'Carro', searchType: 'Carro' },
  { flag: 'bus', label: 'Rodoviário', searchType: 'Rodoviário' },
  { flag: 'entertainment', label: 'Experiências', searchType: 'Entretenimento' },
] as const satisfies readonly { flag: keyof ProductFlags; label: string; searchType: string }[];

export type SearchType = (typeof productTabs)[number]['searchType'];

export const isExternalLink = (link: string): boolean => /^http/i.test(link);

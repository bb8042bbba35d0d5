// Kept apart from the campaign schemas so the shell and the home do not load zod for them.

/** The brand theme whose campaigns show the brand's fixed footer instead of their footer groups. */
export const PORTOPLUS_BRAND = 'portoplus';

export const defaultCoinAlias = 'Pontos';
export const defaultShortCoinAlias = 'Pts';

export const isExternalLink = (link: string): boolean => /^http/i.test(link);

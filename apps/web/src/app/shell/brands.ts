/** The brand whose campaigns get the fixed footer instead of the footer groups. */
export const PORTOPLUS_BRAND = 'portoplus';

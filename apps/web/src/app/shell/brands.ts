/** The brand whose campaigns get the fixed footer instead of the footer groups (spec 2 §2 Footers). */
export const PORTOPLUS_BRAND = 'portoplus';

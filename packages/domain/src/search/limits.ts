// Kept apart from the search schemas so the pages that only need the limits do not load zod.

/** Most travellers in one search; larger groups go to /plantrip. */
export const MAX_TRAVELLERS = 9;
/** Autocomplete answers from this many characters. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_MAX_ROWS = 20;
/** The group warning in short form, used as the API's validation message. */
export const GROUP_LIMIT_MESSAGE =
  'Para grupos acima de 9 pessoas, entre em contato para uma viagem personalizada';

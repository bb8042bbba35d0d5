// Kept apart from the limits, which the search storage chunk takes with zod, so the home does not
// load zod for this sentence.

/** What a member asking for a larger group is told, word for word. */
export const groupWarning =
  'Ops! Para grupos acima de 9 pessoas, nosso time de especialistas entra em ação! Entre em contato e descubra opções personalizadas para sua viagem.';

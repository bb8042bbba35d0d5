/** User-facing texts shared by web and api, word for word as members see them: never reworded in one place only. */
export const accountMessages = {
  profileSaved: 'Dados atualizados com sucesso!',
  membersOnly: 'A área do cliente é exclusiva para membros.',
  cardRemoved: 'Cartão removido.',
  cardNotFound: 'Cartão não encontrado.',
} as const;

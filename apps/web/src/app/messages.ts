/** Copy of the shell (header, menus, footer, placeholders). */
export const shellCopy = {
  skipToContent: 'Pular para o conteúdo',
  home: 'Início',
  planTrip: 'Programe sua viagem',
  logoLabel: (campaign: string) => `${campaign} - página inicial`,
  mainMenu: 'Menu principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  userMenu: (name: string) => `Menu do usuário ${name}`,
  myTrips: 'Minhas viagens',
  myAccount: 'Minha conta',
  statement: (coinAlias: string) => `Extrato de ${coinAlias}`,
  signOut: 'Sair',
  signIn: 'Entrar',
  balance: 'Saldo',
  newTab: '(abre em nova aba)',
  release: 'Release 60',
  footerLabel: 'Rodapé',
  rights: (campaign: string, year: number) =>
    `© ${year} ${campaign}. Todos os direitos reservados.`,
  comingSoonTitle: 'Em breve',
  comingSoon: (what: string) =>
    `${what}: esta área está em construção e estará disponível em breve.`,
  backHome: 'Voltar para o início',
  loadingSession: 'Aguarde...',
} as const;

/** Names of the areas other issues deliver, shown on their placeholder pages. */
export const comingSoonAreas = {
  search: 'Busca',
  results: 'Resultados da pesquisa',
  hotelDetails: 'Detalhes do hotel',
  myTrips: 'Minhas viagens',
} as const;

export const accountCopy = {
  statementTitle: (coinAlias: string) => `Extrato de ${coinAlias}`,
  date: 'Data',
  description: 'Descrição',
  action: 'Ação',
  points: (coinAlias: string) => coinAlias,
  expiration: 'Validade',
  noExpiration: 'Sem validade',
  rowsPerPage: 'Linhas por página',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} de ${count !== -1 ? count : `mais de ${to}`}`,
  back: 'Voltar',
  empty: 'Nenhuma movimentação encontrada.',
  loadFailed: 'Não foi possível carregar o extrato. Tente novamente mais tarde.',
  loading: 'Carregando extrato...',
} as const;

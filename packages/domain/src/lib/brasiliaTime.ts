/** An instant as dd/mm/aaaa, hh:mm in Brasília time, whatever the server's own zone. */
export const brasiliaDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

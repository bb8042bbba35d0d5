/** Labels of the transfer data section of the checkout. */
export const transferCopy = {
  title: 'Dados do Transfer',
  start: 'Partida',
  destination: 'Chegada',
  airportKind: 'Aeroporto',
  addressKind: 'Endereço',
  airport: 'Nome do aeroporto',
  reservationCode: 'Código da reserva',
  flightNumber: 'Número do voo',
  arrivalTime: 'Horário de chegada',
  pickup: 'Local de embarque',
  dropOff: 'Local de desembarque',
  kindOf: (end: string) => `Tipo de local de ${end.toLowerCase()}`,
} as const;

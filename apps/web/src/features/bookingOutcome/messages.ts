/** Copy of the finished and booking-error pages not already in the domain catalogue. */
export const outcomeCopy = {
  finishedCode: 'Código da Reserva',
  seeMyTrips: 'Ver minhas viagens',
  tryAgain: 'Tentar novamente',
  loadingBooking: 'Carregando sua reserva...',
  noResult: 'Nenhuma reserva encontrada.',
  awaitingConfirmation: 'Aguardando a confirmação do pagamento.',
  yourBooking: 'Sua reserva',
  travelDate: (date: string) => `Data da viagem: ${date}`,
  travellers: 'Viajantes',
  downloadVoucher: 'Baixar voucher',
  downloadFailed: 'Não foi possível baixar o voucher. Tente novamente.',
  newSearch: 'Nova busca',
} as const;

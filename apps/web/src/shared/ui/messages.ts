/** Copy of the photo carousel of hotels, experiences and activities. */
export const carouselCopy = {
  gallery: 'Fotos do hotel',
  photo: (n: number, total: number) => `Foto ${n} de ${total}`,
  previous: 'Foto anterior',
  next: 'Próxima foto',
  goTo: (n: number) => `Ir para a foto ${n}`,
} as const;

/** The day offset of a flight arriving days after it leaves. */
export const flightTimesCopy = {
  dayOffset: (n: number) => `+${n}`,
  dayOffsetLabel: (n: number) => `chega ${n} dia(s) depois`,
} as const;

/** The toggle of a cut text. */
export const expandableTextCopy = {
  seeMore: 'ver mais',
  seeLess: 'ver menos',
} as const;

/** The date field and its calendar dialog. */
export const dateFieldCopy = {
  chooseDates: 'Escolha as datas',
  chooseDate: 'Escolha a data',
  calendarLoading: 'Carregando calendário...',
  close: 'Fechar calendário',
  clear: 'Limpar',
} as const;

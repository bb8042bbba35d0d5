import { hotelMessages } from '@portal/domain/hotels';

/** Copy of the hotel search form. */
export const hotelSearchCopy = {
  ...hotelMessages,
  formLabel: 'Busca de hotéis',
  destination: 'Destino',
  destinationPlaceholder: 'Digite a cidade de destino',
  typeMore: 'Digite pelo menos 3 letras',
  searching: 'Buscando...',
  dates: 'Check-in - Check-out',
  calendarTitle: 'Selecione as datas da estadia',
  cancel: 'Cancelar',
  roomsField: 'Quartos e hóspedes',
  openRooms: 'Alterar quartos e hóspedes',
  roomsTitle: 'Quartos e hóspedes',
  room: (n: number) => `Quarto ${n}`,
  addRoom: 'Adicionar quarto',
  removeRoom: (n: number) => `Remover Quarto ${n}`,
  adults: 'Adultos',
  seniors: 'Idosos',
  seniorsHint: '60 a 99 anos',
  children: 'Crianças',
  childrenHint: '0 a 17 anos',
  decrease: (what: string, room: number) => `Diminuir ${what} do Quarto ${room}`,
  increase: (what: string, room: number) => `Aumentar ${what} do Quarto ${room}`,
  seniorAge: (n: number, room: number) => `Idade do idoso ${n} do Quarto ${room}`,
  childAge: (n: number, room: number) => `Idade da criança ${n} do Quarto ${room}`,
  years: (age: number) => `${age} ${age === 1 ? 'ano' : 'anos'}`,
  apply: 'Aplicar',
  roomsSummary: (rooms: number, guests: number) =>
    `${rooms} ${rooms === 1 ? 'quarto' : 'quartos'}, ${guests} ${guests === 1 ? 'hóspede' : 'hóspedes'}`,
} as const;

/** localStorage keys (survive tabs and reloads). */
export const localKeys = {
  auth: 'auth',
  campaignId: 'campaignId',
  campaignShopUrl: 'campaignShopUrl',
  /** The largest images of the signed user's pages, asked for at the next start-up. */
  firstPageImages: 'firstPageImages',
} as const;

/** sessionStorage keys (stored searches, current search type, selections). */
export const sessionKeys = {
  flySearch: 'flySearch',
  hotelSearch: 'hotelSearch',
  carSearch: 'carSearch',
  busSearch: 'busSearch',
  experienceSearch: 'experienceSearch',
  buscaAtual: 'buscaAtual',
  selectedCar: 'selectedCar',
  selectedBus: 'selectedBus',
  selectedFlight: 'selectedFlight',
  selectedHotel: 'selectedHotel',
  /** One record per room: roomName, nights, totalTax, policies, roomDetails, hotel, searchState, rateSelected, room. */
  selectedRoom: 'selectedRoom',
  /** addressCode and supplier session of the last hotel search. */
  hotelSession: 'hotelSession',
  selectedExperience: 'selectedExperience',
  selectedEntertainment: 'selectedEntertainment',
  /** Stored session values: the finished page reads the completed booking. */
  completedBooking: 'completedBooking',
  bookingError: 'bookingError',
  reprocess: 'reprocess',
  /** Fare details already fetched, one entry per airline and fare code. */
  airlineFares: 'airlineFares',
  /** What the member typed on the checkout page, kept across reloads; never card data. */
  checkoutDraft: 'checkoutDraft',
} as const;

/** The per-product search drafts, cleared together when a home card starts a new search. */
export const searchDraftKeys = [
  sessionKeys.flySearch,
  sessionKeys.hotelSearch,
  sessionKeys.carSearch,
  sessionKeys.busSearch,
  sessionKeys.experienceSearch,
] as const;

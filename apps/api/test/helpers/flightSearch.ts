/** A flight search for `qtAdult` adults in economy, with no direct-flight or luggage filter, over `flightSegments`. */
export const economySearch = (
  flightSegments: { departureAirport: string; arrivelAirport: string; departureDate: string }[],
  qtAdult = 1,
) => ({
  qtAdult,
  qtChild: 0,
  qtBaby: 0,
  directFlight: false,
  luggage: false,
  cabin: 'Y' as const,
  flightSegments,
});

import { z } from 'zod';

/** GET /api/flight/airports?name= → Airport option list. */
export const airportOptionSchema = z.object({
  iata: z.string(),
  description: z.string(),
  airportName: z.string(),
  cityName: z.string(),
  stateName: z.string().nullable(),
  countryName: z.string(),
  countryIso: z.string(),
});
export type AirportOption = z.infer<typeof airportOptionSchema>;
export const airportOptionsSchema = z.array(airportOptionSchema);

/** GET /api/car/cities?name= */
export const carCityOptionSchema = z.object({
  description: z.string(),
  iata: z.string(),
  countryIso: z.string(),
  cityName: z.string(),
});
export type CarCityOption = z.infer<typeof carCityOptionSchema>;
export const carCityOptionsSchema = z.array(carCityOptionSchema);

/** GET /api/car/locations/{iata}?country= */
export const carLocationQuerySchema = z.object({ country: z.string().length(2).optional() });
export const carLocationSchema = z.object({
  locationCode: z.string(),
  type: z.enum(['AIRPORT', 'CITY']),
  address: z.object({ address: z.string(), cityName: z.string() }),
  rental: z.object({ code: z.string(), name: z.string() }),
  iata: z.string(),
});
export type CarLocation = z.infer<typeof carLocationSchema>;
export const carLocationsSchema = z.array(carLocationSchema);

/** GET /api/experience/hotel-cities?name= */
export const experienceCityOptionSchema = z.object({
  id: z.string(),
  cityName: z.string(),
  stateName: z.string(),
});
export type ExperienceCityOption = z.infer<typeof experienceCityOptionSchema>;
export const experienceCityOptionsSchema = z.array(experienceCityOptionSchema);

/** GET /api/hotel/locations?name= → countries, each with its destinations. */
export const hotelDestinationOptionSchema = z.object({
  code: z.string(),
  cityName: z.string(),
  parentName: z.string(),
  country: z.string(),
  isoCode: z.string(),
});
export type HotelDestinationOption = z.infer<typeof hotelDestinationOptionSchema>;
export const hotelLocationCountrySchema = z.object({
  country: z.string(),
  isoCode: z.string(),
  destinations: z.array(hotelDestinationOptionSchema),
});
export type HotelLocationCountry = z.infer<typeof hotelLocationCountrySchema>;
export const hotelLocationsSchema = z.array(hotelLocationCountrySchema);

/** POST /api/services/bus/auto-complete {filter:{name}} */
export const busStationOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  iata: z.string().nullable(),
  cityName: z.string(),
  stateCode: z.string(),
});
export type BusStationOption = z.infer<typeof busStationOptionSchema>;
export const busStationOptionsSchema = z.array(busStationOptionSchema);

/** POST /api/services/entertainment/auto-complete {filter:{name}} */
export const entertainmentLocationOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
});
export const entertainmentActivityOptionSchema = z.object({
  activityId: z.string(),
  name: z.string(),
  location: z.string(),
  locationId: z.string(),
});
export const entertainmentAutocompleteResponseSchema = z.object({
  locations: z.array(entertainmentLocationOptionSchema),
  activities: z.array(entertainmentActivityOptionSchema),
});
export type EntertainmentAutocompleteResponse = z.infer<
  typeof entertainmentAutocompleteResponseSchema
>;

// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { AirportOption } from '@portal/domain/search';

/** Guarulhos as the airports search answers it. */
export const guarulhos: AirportOption = {
  iata: 'GRU',
  description: 'Guarulhos International Airport (GRU) - São Paulo, SP, Brasil',
  airportName: 'Guarulhos International Airport',
  cityName: 'São Paulo',
  stateName: 'São Paulo',
  countryName: 'Brasil',
  countryIso: 'BR',
};

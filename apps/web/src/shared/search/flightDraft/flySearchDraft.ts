import type { AirportRef } from '@portal/domain/flights';
import type { SearchDates } from '../searchDates';

/** A stored flight search (session key flySearch), as the home cards and the flight form write it. */
export interface FlySearchDraft {
  origem: AirportRef | null;
  destino: AirportRef | null;
  datas: SearchDates;
  adultos: number;
  criancas: number;
  bebes: number;
  idavolta: boolean;
  tarifasBagagem: boolean;
  apenasVoosDiretos: boolean;
}

/** A flight search from `origin` to `destination` on `datas` for one adult, round trip. */
export function flightDraft(
  origin: AirportRef | null,
  destination: AirportRef | null,
  datas: SearchDates,
): FlySearchDraft {
  return {
    origem: origin,
    destino: destination,
    datas,
    adultos: 1,
    criancas: 0,
    bebes: 0,
    idavolta: true,
    tarifasBagagem: false,
    apenasVoosDiretos: false,
  };
}

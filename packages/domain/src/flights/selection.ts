import { flightMessages } from './messages';

/** One chosen option of a leg, with the recommendation it belongs to. */
export interface FlightLegChoice {
  recommendationId: string;
  segmentId: string;
}

export interface FlightSelection {
  ida: FlightLegChoice | null;
  volta: FlightLegChoice | null;
}

export const emptyFlightSelection: FlightSelection = { ida: null, volta: null };

/**
 * 'Selecionar' on a recommendation: nothing chosen → 'Por favor, selecione algum
 * voo!'; a round trip whose legs are not both chosen in one recommendation → 'Por favor
 * selecione a ida e volta'; legs chosen in another recommendation → 'Por favor selecione um voo
 * neste segmento'.
 */
export function checkFlightSelection(
  selection: FlightSelection,
  recommendationId: string,
  roundTrip: boolean,
): { ok: true } | { ok: false; message: string } {
  const { ida, volta } = selection;
  if (!ida && (!roundTrip || !volta)) return { ok: false, message: flightMessages.selectAny };
  if (roundTrip && (!ida || !volta || ida.recommendationId !== volta.recommendationId)) {
    return { ok: false, message: flightMessages.selectBoth };
  }
  if (!ida || ida.recommendationId !== recommendationId)
    return { ok: false, message: flightMessages.selectThisSegment };
  return { ok: true };
}

/** Picks one option of a leg; choosing in another recommendation drops the other leg's choice from the old one. */
export function chooseFlightLeg(
  selection: FlightSelection,
  leg: 'ida' | 'volta',
  choice: FlightLegChoice,
): FlightSelection {
  return { ...selection, [leg]: choice };
}

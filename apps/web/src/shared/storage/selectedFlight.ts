import type { FlightRecommendation, FlightSegmentOption } from '@portal/domain';
import type { FlySearchDraft } from '../search/drafts';
import { sessionKeys } from './keys';
import { writeSession } from './storage';

/** What 'Selecionar' stores under selectedFlight for the checkout. */
export interface SelectedFlight {
  recommendation: FlightRecommendation;
  ida: FlightSegmentOption;
  volta: FlightSegmentOption | null;
  goingSegmentId: string;
  returnSegmentId: string | null;
  search: FlySearchDraft;
}

export function storeSelectedFlight(selected: SelectedFlight): void {
  writeSession(sessionKeys.selectedFlight, selected);
}

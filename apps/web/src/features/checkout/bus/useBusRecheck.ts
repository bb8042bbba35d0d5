import { useQuery } from '@tanstack/react-query';
import { busTotalCents } from '@portal/domain';
import { useSignedUser } from '../../../shared/session/sessionContext';
import type { CheckoutSelection } from '../selection';
import { busRateCheckQuery, rateCheckRequest } from './api';
import { busPointsTotal } from './selection';

/**
 * The bus rate check the checkout runs on opening (seat maps, tokens and the price as the company
 * sells it now), and the selection priced with it: the booking is priced by the same check, so the
 * member sees and pays the re-checked total. Other products keep their stored price.
 */
export function useBusRecheck(selection: CheckoutSelection) {
  const user = useSignedUser();
  const rate = useQuery(
    busRateCheckQuery(selection.type === 'BUS' ? rateCheckRequest(selection) : null),
  );
  const legs = rate.data?.booking.bookingBuses.map((leg) => leg.busList[0] ?? null);
  if (selection.type !== 'BUS' || !legs || legs.some((leg) => leg === null))
    return { rate, priced: selection, priceChanged: false };
  const totalCents = busTotalCents(legs, selection.passengers);
  return {
    rate,
    priced: { ...selection, totalCents, pointsTotal: busPointsTotal(user, totalCents) },
    priceChanged: totalCents !== selection.totalCents,
  };
}

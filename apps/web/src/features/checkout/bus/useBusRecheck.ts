import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { busTotalCents } from '@portal/domain/buses';
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
  const checkedCents =
    selection.type === 'BUS' && legs && legs.every((leg) => leg !== null)
      ? busTotalCents(legs, selection.passengers)
      : null;
  const priced = useMemo(
    () =>
      checkedCents === null
        ? selection
        : {
            ...selection,
            totalCents: checkedCents,
            pointsTotal: busPointsTotal(user, checkedCents),
          },
    [selection, checkedCents, user],
  );
  return {
    rate,
    priced,
    priceChanged: checkedCents !== null && checkedCents !== selection.totalCents,
  };
}

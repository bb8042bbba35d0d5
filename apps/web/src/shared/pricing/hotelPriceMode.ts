import { useMemo } from 'react';
import { defaultShortCoinAlias } from '@portal/domain/campaigns';
import { paysWithPoints, type SessionUser } from '@portal/domain/users';
import { type HotelPriceMode } from '@portal/domain/hotels';
import { useSignedUser } from '../session/sessionContext';

/** Points for members of point campaigns; R$ for guests, voucher users and cash-only campaigns. */
export function hotelPriceMode(user: SessionUser): HotelPriceMode {
  if (!paysWithPoints(user)) return { kind: 'cash' };
  return {
    kind: 'points',
    conversionRate: user.catalog.catalogCurrencyConfig.conversionRate,
    markupPercent: user.campaign.pointsMarkup.hotel,
    shortAlias: user.campaign.campaignConfig.shortenCoinAlias || defaultShortCoinAlias,
  };
}

export function useHotelPriceMode(): HotelPriceMode {
  const user = useSignedUser();
  return useMemo(() => hotelPriceMode(user), [user]);
}

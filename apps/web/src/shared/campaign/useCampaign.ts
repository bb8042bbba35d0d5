import { useQuery } from '@tanstack/react-query';
import {
  unavailabilityOfCode,
  type Campaign,
  type CampaignAvailability,
} from '@portal/domain/campaigns';
import { isApiError } from '../api/client';
import { useSession } from '../session/sessionContext';
import { currentCampaignQuery } from '../session/api';

/**
 * The campaign that brands the page: the signed user's campaign, else the one the API resolves
 * from the host (`GET /api/campaign/current`), used before sign-in. `unavailable` says the
 * host's campaign is closed or not open yet (the API refuses it), so no shop is shown.
 */
export function useCampaign(): {
  campaign: Campaign | null;
  isLoading: boolean;
  unavailable: Exclude<CampaignAvailability, 'open'> | null;
} {
  const { user, status } = useSession();
  const current = useQuery({ ...currentCampaignQuery, enabled: status === 'anonymous' });
  if (user) return { campaign: user.campaign, isLoading: false, unavailable: null };
  return {
    campaign: current.data ?? null,
    isLoading: status === 'loading' || current.isPending,
    unavailable: isApiError(current.error) ? unavailabilityOfCode(current.error.code) : null,
  };
}

import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '@portal/domain';
import { useSession } from '../session/sessionContext';
import { currentCampaignQuery } from '../session/api';

/**
 * The campaign that brands the page: the signed user's campaign, else the one the API resolves
 * from the host (`GET /api/campaign/current`), used before sign-in.
 */
export function useCampaign(): { campaign: Campaign | null; isLoading: boolean } {
  const { user, status } = useSession();
  const current = useQuery({ ...currentCampaignQuery, enabled: status === 'anonymous' });
  if (user) return { campaign: user.campaign, isLoading: false };
  return { campaign: current.data ?? null, isLoading: status === 'loading' || current.isPending };
}

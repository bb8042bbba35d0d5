import { useQuery } from '@tanstack/react-query';
import { defaultCoinAlias } from '@portal/domain/campaigns';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { campaignsQuery } from './api/getCampaigns';

/**
 * Money and points as the member side writes them: R$ with comma decimals, points grouped and
 * named by the campaign's own coin ('20.000 Milhas').
 */
export function useCampaignFormat() {
  const campaigns = useQuery(campaignsQuery());
  const coinOf = (campaignId: number) =>
    campaigns.data?.find((c) => c.id === campaignId)?.settings.campaignConfig.coinAlias ||
    defaultCoinAlias;
  return {
    points: (campaignId: number, points: number) => `${formatPoints(points)} ${coinOf(campaignId)}`,
    money: (cents: number) => formatBRL(cents),
  };
}

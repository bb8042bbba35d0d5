// No zod here: the member shell reads the messages and codes on its first load.

/**
 * A campaign's life: a draft is seen only in the console's preview; an active campaign is live
 * between its optional start and end; an inactive one was switched off by an operator.
 */
export const campaignStatuses = ['draft', 'active', 'inactive'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Rascunho',
  active: 'Ativa',
  inactive: 'Desativada',
};

export const lifecycleMessages = {
  closedTitle: 'Campanha encerrada',
  closed:
    'Esta campanha foi encerrada e não aceita mais acessos. Em caso de dúvida, fale com o seu programa de fidelidade.',
  notOpenTitle: 'Campanha ainda não disponível',
  notOpen:
    'Esta campanha ainda não está disponível. Volte na data de início informada pelo programa.',
  scheduleOrder: 'O fim da campanha deve ser depois do início.',
  backToDraft: 'Uma campanha publicada não volta a ser rascunho; desative-a.',
  deleteOnlyDraft: 'Só um rascunho pode ser excluído; desative a campanha.',
  deleteUsed: 'Esta campanha já tem membros ou reservas e não pode ser excluída; desative-a.',
} as const;

export interface CampaignLifecycleFields {
  status: CampaignStatus;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Whether members reach a campaign now: open; not yet (a draft, or before its start); or closed
 * (deactivated, or past its end).
 */
export type CampaignAvailability = 'open' | 'notOpen' | 'closed';

export function campaignAvailability(
  campaign: CampaignLifecycleFields,
  now: Date,
): CampaignAvailability {
  if (campaign.status === 'inactive') return 'closed';
  if (campaign.endsAt && campaign.endsAt <= now) return 'closed';
  if (campaign.status === 'draft') return 'notOpen';
  if (campaign.startsAt && campaign.startsAt > now) return 'notOpen';
  return 'open';
}

/** The error codes the API answers for a campaign members cannot reach, by availability. */
export const campaignUnavailableCodes = {
  notOpen: 'CAMPAIGN_NOT_OPEN',
  closed: 'CAMPAIGN_CLOSED',
} as const;

/** A published campaign never becomes a draft again: a draft is one no member has seen. */
export const statusChangeAllowed = (from: CampaignStatus, to: CampaignStatus): boolean =>
  to !== 'draft' || from === 'draft';

/** What an API error code says of the campaign: not open, closed, or nothing (another error). */
export function unavailabilityOfCode(
  code: string | undefined,
): Exclude<CampaignAvailability, 'open'> | null {
  if (code === campaignUnavailableCodes.closed) return 'closed';
  if (code === campaignUnavailableCodes.notOpen) return 'notOpen';
  return null;
}

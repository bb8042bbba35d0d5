import type { SessionUser } from './schema';

// Kept apart from the user schemas so the shell does not load zod for them.

/** Whether the header shows a points balance and prices are in points. */
export function paysWithPoints(
  user: Pick<SessionUser, 'guest' | 'travelVoucher' | 'campaign'>,
): boolean {
  return !user.guest && !user.travelVoucher && !user.campaign.disablePointActivity;
}

/** The statement is only for members of the campaign that owns their points. */
export function canSeeStatement(
  user: Pick<SessionUser, 'guest' | 'travelVoucher' | 'campaign'>,
): boolean {
  return paysWithPoints(user) && user.campaign.ownCampaign;
}

import {
  accountMessages,
  canSeeStatement,
  type ProfileUpdate,
  type SessionUser,
} from '@portal/domain/users';
import { authMessages } from '@portal/domain/auth';
import { forbidden, unauthorized } from '../../lib/errors';
import type { SessionClaims } from '../../plugins/session';
import type { CampaignsService } from '../campaigns/service';
import { toPublicCampaign } from '../campaigns/service';
import type { LedgerService } from '../ledger/service';
import type { UserRow, UsersRepository } from './repository';

export function usersService(deps: {
  users: UsersRepository;
  campaigns: CampaignsService;
  ledger: LedgerService;
}) {
  async function toSessionUser(user: UserRow): Promise<SessionUser> {
    const campaign = await deps.campaigns.get(user.campaignId);
    const pointsBalance =
      user.kind === 'member' ? await deps.ledger.balance(user.campaignId, user.id) : 0;
    return {
      id: user.id,
      uid: user.voucherUid ?? user.id,
      name: [user.name, user.lastName].filter(Boolean).join(' '),
      ...(user.kind === 'member'
        ? {
            firstName: user.name ?? undefined,
            lastName: user.lastName ?? undefined,
            cpf: user.cpf ?? undefined,
            cellphone: user.cellphone ?? undefined,
          }
        : {}),
      email: user.email ?? '',
      guest: user.kind === 'guest',
      travelVoucher: user.kind === 'voucher',
      usedTravelVoucher: user.voucherUsed,
      pointsBalance,
      firstAccess: user.firstAccess,
      campaign: toPublicCampaign(campaign),
      catalog: { catalogCurrencyConfig: { conversionRate: campaign.conversionRate } },
    };
  }

  return {
    toSessionUser,
    async current(session: SessionClaims): Promise<SessionUser> {
      const user = await deps.users.byId(session.userId);
      if (!user || user.disabled || user.campaignId !== session.campaignId) {
        throw unauthorized(authMessages.unauthorized, 'UNKNOWN_USER');
      }
      return toSessionUser(user);
    },
    /** A member edits their name and cellphone; guests and voucher users have no profile. */
    async updateProfile(session: SessionClaims, profile: ProfileUpdate): Promise<SessionUser> {
      const user = await this.current(session);
      if (user.guest || user.travelVoucher)
        throw forbidden(accountMessages.membersOnly, 'MEMBERS_ONLY');
      await deps.users.update(session.userId, {
        name: profile.name,
        lastName: profile.lastName,
        cellphone: profile.cellphone,
      });
      return this.current(session);
    },
    async statement(session: SessionClaims) {
      const user = await this.current(session);
      if (!canSeeStatement(user))
        throw forbidden('Extrato indisponível para este usuário.', 'NO_STATEMENT');
      return deps.ledger.statement(session.campaignId, session.userId);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;

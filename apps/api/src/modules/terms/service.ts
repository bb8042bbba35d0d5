import {
  campaignTermCodes,
  type CampaignTermCode,
  type CampaignTermInput,
  type ConsoleCampaignTerm,
} from '@portal/domain/operators';
import { type Term } from '@portal/domain/leads';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { termsRepository } from './repository';

const termNotFound = 'Termo não encontrado.';

/** The terms members read: a campaign's own text where it has one, else the portal's default. */
export function termsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const { campaignText, defaultText } = termsRepository(db);
  const pick = ({ code, name, description, content }: Term): Term => ({
    code,
    name,
    description,
    content,
  });

  return {
    /** The text a campaign's members read. */
    async forCampaign(campaignId: number, code: string): Promise<Term> {
      const row = (await campaignText(campaignId, code)) ?? (await defaultText(code));
      if (!row) throw notFound(termNotFound);
      return pick(row);
    },

    /** Each term of a campaign, saying whether it is the campaign's own text. */
    async list(campaignId: number): Promise<ConsoleCampaignTerm[]> {
      return Promise.all(
        campaignTermCodes.map(async (code) => {
          const own = await campaignText(campaignId, code);
          const row = own ?? (await defaultText(code));
          return {
            ...pick(row ?? { code, name: '', description: '', content: '' }),
            code,
            custom: !!own,
          };
        }),
      );
    },

    /** Saves a campaign's own text of a term; its members read it from the next request. */
    async save(
      operator: ConsoleOperator,
      campaignId: number,
      code: CampaignTermCode,
      input: CampaignTermInput,
    ): Promise<ConsoleCampaignTerm> {
      return db.transaction(async (tx) => {
        const stored = termsRepository(tx);
        const before = await stored.campaignText(campaignId, code);
        await stored.saveCampaignText({ campaignId, code, ...input, updatedAt: new Date() });
        const after = { code, ...input, custom: true };
        await audit.record(tx, operatorActor(operator), {
          action: 'campaign.terms_updated',
          targetType: 'campaign',
          targetId: String(campaignId),
          campaignId,
          before: before ? pick(before) : null,
          after,
        });
        return after;
      });
    },
  };
}
export type TermsService = ReturnType<typeof termsService>;

import type { Lead } from '@portal/domain/leads';
import type { Db } from '../../db/client';
import type { SessionClaims } from '../../plugins/session';
import { leadsRepository, type NewLead } from './repository';

/** Trip requests ('Programe sua viagem') and no-result leads, kept for the operator. */
export function leadsService(db: Db) {
  const repository = leadsRepository(db);
  return {
    /** Stores a signed-in member's request under their campaign. */
    add: (session: SessionClaims, kind: NewLead['kind'], lead: Lead) =>
      repository.add({ ...lead, kind, campaignId: session.campaignId, userId: session.userId }),
  };
}
export type LeadsService = ReturnType<typeof leadsService>;

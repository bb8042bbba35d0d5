import {
  consoleMessages,
  type CampaignImage,
  type CampaignInput,
  type ConsoleCampaign,
  type NewCampaign,
} from '@portal/domain/operators';
import {
  lifecycleMessages,
  statusChangeAllowed,
  type CampaignLifecycle,
  type CampaignStatus,
} from '@portal/domain/campaigns';
import type { Db, Tx } from '../../db/client';
import type { FileStorage } from '../../files/storage';
import { conflict, notFound } from '../../lib/errors';
import { checkedImage, imageExtension } from '../../files/images';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { hasPgErrorCode } from '../../lib/pgErrors';
import { campaignsConsoleRepository } from './consoleRepository';
import type { CampaignRow } from './repository';
import { campaignNotFound } from './service';

export const toConsoleCampaign = (row: CampaignRow, used: boolean): ConsoleCampaign => ({
  id: row.id,
  name: row.name,
  hosts: row.hosts,
  guestCode: row.guestCode,
  conversionRate: row.conversionRate,
  settings: row.settings,
  status: row.status,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  used,
  createdAt: row.createdAt.toISOString(),
});

const lifecycleOf = (row: CampaignRow): CampaignLifecycle => ({
  status: row.status,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

/** The audit action of a lifecycle change: the status move, else a new schedule. */
function lifecycleAction(from: CampaignStatus, to: CampaignStatus): string {
  if (from === to) return 'campaign.scheduled';
  if (to === 'inactive') return 'campaign.deactivated';
  return from === 'draft' ? 'campaign.published' : 'campaign.reactivated';
}

/**
 * Campaigns as the console edits them. The member portal reads a campaign from the database on
 * every request (by Campaign header, host or subdomain), so a saved campaign is live at once
 * once published: a new campaign starts as a draft, seen only in the console's preview.
 */
export function campaignsConsoleService(deps: {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}) {
  const { db, audit } = deps;

  async function assertUnique(tx: Tx, id: number, input: CampaignInput) {
    const repository = campaignsConsoleRepository(tx);
    const owners = await repository.hostOwners(input.hosts, id);
    const taken = input.hosts.find((host) => owners.some((owner) => owner.hosts.includes(host)));
    if (taken) throw conflict(consoleMessages.hostTaken(taken), 'HOST_TAKEN');
    if (input.guestCode && (await repository.guestCodeOwner(input.guestCode, id)) !== undefined)
      throw conflict(consoleMessages.guestCodeTaken, 'GUEST_CODE_TAKEN');
  }

  return {
    list: async () =>
      (await campaignsConsoleRepository(db).list()).map((row) => toConsoleCampaign(row, row.used)),

    /** The number proposed to a new campaign (the operator may still choose another). */
    nextId: async (): Promise<{ id: number }> => ({
      id: await campaignsConsoleRepository(db).nextId(),
    }),

    async get(id: number): Promise<ConsoleCampaign> {
      const row = await campaignsConsoleRepository(db).withUse(id);
      if (!row) throw notFound(campaignNotFound);
      return toConsoleCampaign(row, row.used);
    },

    async create(operator: ConsoleOperator, input: NewCampaign): Promise<ConsoleCampaign> {
      return db.transaction(async (tx) => {
        await assertUnique(tx, input.id, input);
        const row = await campaignsConsoleRepository(tx).insert({
          id: input.id,
          name: input.name,
          hosts: input.hosts,
          guestCode: input.guestCode,
          conversionRate: input.conversionRate,
          settings: input.settings,
          status: 'draft',
        });
        if (!row) throw conflict(consoleMessages.campaignExists, 'CAMPAIGN_EXISTS');
        const created = toConsoleCampaign(row, false);
        await audit.record(tx, operatorActor(operator), {
          action: 'campaign.created',
          targetType: 'campaign',
          targetId: String(row.id),
          campaignId: row.id,
          after: created,
        });
        return created;
      });
    },

    async update(
      operator: ConsoleOperator,
      id: number,
      input: CampaignInput,
    ): Promise<ConsoleCampaign> {
      return db.transaction(async (tx) => {
        const repository = campaignsConsoleRepository(tx);
        const before = await repository.byIdForUpdate(id);
        if (!before) throw notFound(campaignNotFound);
        await assertUnique(tx, id, input);
        const row = await repository.update(id, {
          name: input.name,
          hosts: input.hosts,
          guestCode: input.guestCode,
          conversionRate: input.conversionRate,
          settings: input.settings,
        });
        const used = (await repository.withUse(id))?.used ?? true;
        const after = toConsoleCampaign(row, used);
        await audit.record(tx, operatorActor(operator), {
          action: 'campaign.updated',
          targetType: 'campaign',
          targetId: String(id),
          campaignId: id,
          before: toConsoleCampaign(before, used),
          after,
        });
        return after;
      });
    },

    /**
     * Publishes, deactivates or reactivates a campaign and sets its dates; members reach it only
     * while it is active and within them. A published campaign never goes back to draft.
     */
    async setLifecycle(
      operator: ConsoleOperator,
      id: number,
      input: CampaignLifecycle,
    ): Promise<ConsoleCampaign> {
      return db.transaction(async (tx) => {
        const repository = campaignsConsoleRepository(tx);
        const before = await repository.byIdForUpdate(id);
        if (!before) throw notFound(campaignNotFound);
        if (!statusChangeAllowed(before.status, input.status))
          throw conflict(lifecycleMessages.backToDraft, 'BACK_TO_DRAFT');
        const row = await repository.update(id, {
          status: input.status,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
        });
        await audit.record(tx, operatorActor(operator), {
          action: lifecycleAction(before.status, row.status),
          targetType: 'campaign',
          targetId: String(id),
          campaignId: id,
          before: lifecycleOf(before),
          after: lifecycleOf(row),
        });
        return toConsoleCampaign(row, (await repository.withUse(id))?.used ?? true);
      });
    },

    /** Deletes a draft nobody used (no members, no bookings); any other campaign is deactivated instead. */
    async remove(operator: ConsoleOperator, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = campaignsConsoleRepository(tx);
        const before = await repository.byIdForUpdate(id);
        if (!before) throw notFound(campaignNotFound);
        if (before.status !== 'draft')
          throw conflict(lifecycleMessages.deleteOnlyDraft, 'NOT_A_DRAFT');
        if ((await repository.withUse(id))?.used !== false)
          throw conflict(lifecycleMessages.deleteUsed, 'CAMPAIGN_USED');
        // Anything else that refers to the draft (an API client, say) keeps it: deactivate instead.
        await repository.deleteUnused(id).catch((error: unknown) => {
          throw hasPgErrorCode(error, '23503')
            ? conflict(lifecycleMessages.deleteUsed, 'CAMPAIGN_USED')
            : error;
        });
        await audit.record(tx, operatorActor(operator), {
          action: 'campaign.deleted',
          targetType: 'campaign',
          targetId: String(id),
          campaignId: id,
          before: toConsoleCampaign(before, false),
        });
      });
    },

    /**
     * Stores an image under a new name each time (the old URL may be cached by browsers) and
     * returns its URL; the editor puts it in the campaign's settings, saved with the form. A
     * campaign being created uploads under the number it will be saved with, before its first
     * save; a file nobody saves stays unused.
     */
    async uploadImage(
      operator: ConsoleOperator,
      id: number,
      image: CampaignImage,
    ): Promise<{ url: string }> {
      const bytes = checkedImage(image.contentType, image.dataBase64, {
        tooLarge: consoleMessages.imageTooLarge,
        wrongType: consoleMessages.imageType,
      });
      const key = `campaign/${id}/${image.kind}-${Date.now().toString(36)}.${imageExtension[image.contentType]}`;
      await deps.storage.put(key, bytes);
      const url = `/files/${key}`;
      await audit.record(db, operatorActor(operator), {
        action: 'campaign.image_uploaded',
        targetType: 'campaign',
        targetId: String(id),
        campaignId: id,
        after: { kind: image.kind, url, bytes: bytes.length, contentType: image.contentType },
      });
      return { url };
    },
  };
}
export type CampaignsConsoleService = ReturnType<typeof campaignsConsoleService>;

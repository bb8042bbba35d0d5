import { randomBytes } from 'node:crypto';
import {
  consoleMessages,
  type ConsoleShowcase,
  type ConsoleShowcaseInput,
} from '@portal/domain/operators';
import type { Db, Tx } from '../../db/client';
import { checkedImage, imageExtension, type UploadableImageType } from '../../files/images';
import type { FileStorage } from '../../files/storage';
import { notFound } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import { campaignsRepository } from '../campaigns/repository';
import { campaignNotFound } from '../campaigns/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { showcasesConsoleRepository, type ShowcaseRow } from './consoleRepository';

const toConsole = (row: ShowcaseRow): ConsoleShowcase => ({
  id: row.id,
  campaignId: row.campaignId,
  position: row.position,
  name: row.name,
  description: row.description,
  images: row.images,
  hidden: row.hidden,
});
const showcaseNotFound = () => notFound(consoleMessages.showcaseNotFound, 'SHOWCASE_NOT_FOUND');

async function assertCampaign(db: Db | Tx, campaignId: number): Promise<void> {
  if (!(await campaignsRepository(db).exists(campaignId))) throw notFound(campaignNotFound);
}

/** The campaign's showcase of this id, locked for a change; another campaign's is not found. */
async function lockShowcase(
  tx: Tx,
  campaignId: number,
  showcaseId: string,
): Promise<ShowcaseRow | undefined> {
  const row = await showcasesConsoleRepository(tx).byIdForUpdate(showcaseId);
  if (row && row.campaignId !== campaignId) throw showcaseNotFound();
  return row;
}

/** The member home's showcases, per campaign: edited, hidden or deleted in the console, their images in file storage. */
export function showcasesConsoleService(deps: {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}) {
  const { db, audit } = deps;
  return {
    async list(campaignId: number): Promise<ConsoleShowcase[]> {
      return (await showcasesConsoleRepository(db).ofCampaign(campaignId)).map(toConsole);
    },
    /** Creates the showcase with this id in the campaign, or replaces it. */
    async save(
      operator: ConsoleOperator,
      campaignId: number,
      showcaseId: string,
      input: ConsoleShowcaseInput,
    ): Promise<ConsoleShowcase> {
      return db.transaction(async (tx) => {
        await assertCampaign(tx, campaignId);
        const before = await lockShowcase(tx, campaignId, showcaseId);
        const stored = showcasesConsoleRepository(tx);
        const row = before
          ? await stored.update(campaignId, showcaseId, input)
          : await stored.insert(campaignId, showcaseId, input);
        if (!row) throw new Error('showcase not saved');
        const after = toConsole(row);
        await audit.record(tx, operatorActor(operator), {
          action: before ? 'showcase.updated' : 'showcase.created',
          targetType: 'showcase',
          targetId: showcaseId,
          campaignId,
          before: before ? toConsole(before) : undefined,
          after,
        });
        return after;
      });
    },
    /** Hides the showcase from the member home, or shows it again; the console keeps it either way. */
    async setHidden(
      operator: ConsoleOperator,
      campaignId: number,
      showcaseId: string,
      hidden: boolean,
    ): Promise<ConsoleShowcase> {
      return db.transaction(async (tx) => {
        const before = await lockShowcase(tx, campaignId, showcaseId);
        if (!before) throw showcaseNotFound();
        const row = await showcasesConsoleRepository(tx).setHidden(showcaseId, hidden);
        if (!row) throw new Error('showcase vanished');
        const after = toConsole(row);
        await audit.record(tx, operatorActor(operator), {
          action: hidden ? 'showcase.hidden' : 'showcase.shown',
          targetType: 'showcase',
          targetId: showcaseId,
          campaignId,
          before: toConsole(before),
          after,
        });
        return after;
      });
    },
    /** Removes the showcase; the trail keeps what it was. */
    async remove(operator: ConsoleOperator, campaignId: number, showcaseId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockShowcase(tx, campaignId, showcaseId);
        if (!before) throw showcaseNotFound();
        await showcasesConsoleRepository(tx).delete(showcaseId);
        await audit.record(tx, operatorActor(operator), {
          action: 'showcase.deleted',
          targetType: 'showcase',
          targetId: showcaseId,
          campaignId,
          before: toConsole(before),
        });
      });
    },
    /** Stores an image under a fresh id, to be listed in the showcase's images when it is saved. */
    async uploadImage(
      operator: ConsoleOperator,
      campaignId: number,
      showcaseId: string,
      image: { contentType: UploadableImageType; dataBase64: string },
    ) {
      await db.transaction(async (tx) => {
        await assertCampaign(tx, campaignId);
        await lockShowcase(tx, campaignId, showcaseId);
      });
      const bytes = checkedImage(image.contentType, image.dataBase64, {
        tooLarge: consoleMessages.imageTooLarge,
        wrongType: consoleMessages.imageType,
      });
      const imageId = `img-${randomBytes(6).toString('hex')}`;
      await deps.storage.put(
        `showcase/${showcaseId}/${imageId}.${imageExtension[image.contentType]}`,
        bytes,
      );
      const url = `/files/showcase/${showcaseId}/${imageId}`;
      await audit.record(db, operatorActor(operator), {
        action: 'showcase.image_uploaded',
        targetType: 'showcase',
        targetId: showcaseId,
        campaignId,
        after: { imageId, url, bytes: bytes.length },
      });
      return { imageId, url };
    },
  };
}
export type ShowcasesConsoleService = ReturnType<typeof showcasesConsoleService>;

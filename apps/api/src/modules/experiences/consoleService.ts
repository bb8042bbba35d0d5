import { randomBytes } from 'node:crypto';
import {
  consoleMessages,
  type ConsoleExperience,
  type ConsoleExperienceInput,
} from '@portal/domain/operators';
import type { Db } from '../../db/client';
import { checkedImage, imageExtension, type UploadableImageType } from '../../files/images';
import type { FileStorage } from '../../files/storage';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { experiencesRepository, type ExperienceRecord } from './repository';

const toConsole = ({ createdAt: _createdAt, ...row }: ExperienceRecord): ConsoleExperience => row;

/**
 * The operator's own experiences, as the member search reads them: a change (prices, sessions,
 * switching one off) shows in the next search. Places already taken stay with their bookings.
 */
export function experiencesConsoleService(deps: {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}) {
  const { db, audit } = deps;
  return {
    async list(cityIbge?: string): Promise<ConsoleExperience[]> {
      return (await experiencesRepository.all(db, cityIbge)).map(toConsole);
    },
    /** Creates the experience with this id, or replaces it. */
    async save(
      operator: ConsoleOperator,
      id: string,
      input: ConsoleExperienceInput,
    ): Promise<ConsoleExperience> {
      return db.transaction(async (tx) => {
        const before = await experiencesRepository.lock(tx, id);
        const row = before
          ? await experiencesRepository.update(tx, id, input)
          : await experiencesRepository.insert(tx, id, input);
        if (!row) throw new Error('experience not saved');
        const after = toConsole(row);
        await audit.record(tx, operatorActor(operator), {
          action: before ? 'experience.updated' : 'experience.created',
          targetType: 'experience',
          targetId: id,
          before: before ? toConsole(before) : undefined,
          after,
        });
        return after;
      });
    },
    /** Stores an image under a fresh id, to be listed in the experience's images when it is saved. */
    async uploadImage(
      operator: ConsoleOperator,
      id: string,
      image: { contentType: UploadableImageType; dataBase64: string },
    ): Promise<{ imageId: string; url: string }> {
      const bytes = checkedImage(image.contentType, image.dataBase64, {
        tooLarge: consoleMessages.imageTooLarge,
        wrongType: consoleMessages.imageType,
      });
      const imageId = `img-${randomBytes(6).toString('hex')}`;
      await deps.storage.put(
        `experience/${id}/${imageId}.${imageExtension[image.contentType]}`,
        bytes,
      );
      const url = `/files/experience/${id}/${imageId}`;
      await audit.record(db, operatorActor(operator), {
        action: 'experience.image_uploaded',
        targetType: 'experience',
        targetId: id,
        after: { imageId, url, bytes: bytes.length },
      });
      return { imageId, url };
    },
  };
}
export type ExperiencesConsoleService = ReturnType<typeof experiencesConsoleService>;

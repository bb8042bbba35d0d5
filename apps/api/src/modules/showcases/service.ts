import type { Showcase } from '@portal/domain/showcases';
import type { Db } from '../../db/client';
import { showcasesRepository } from './repository';

/** The showcases a campaign's members see on the home, their images served from /files. */
export function showcasesService(db: Db) {
  const repository = showcasesRepository(db);
  return {
    async forCampaign(campaignId: number): Promise<Showcase[]> {
      const rows = await repository.forCampaign(campaignId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        images: row.images.map((image) => ({
          ...image,
          url: `/files/showcase/${row.id}/${image.imageId}`,
        })),
      }));
    },
  };
}
export type ShowcasesService = ReturnType<typeof showcasesService>;

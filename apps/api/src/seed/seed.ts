import { and, count, eq, gt } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { campaigns, searches, showcases, terms, users } from '../db/schema';
import { DEFAULT_DESTINATION_IMAGE, type FileStorage } from '../files/storage';
import { ledgerService } from '../modules/ledger/service';
import { seedCampaigns } from './campaigns';
import {
  EXPERIENCE_PICTURES,
  experienceCatalogue,
  experiencePictureKey,
  seedExperiences,
} from './experiences';
import { seedCoupons } from './coupons';
import { seedDemoOperators } from './operators';
import {
  demoPassword,
  demoPlaces,
  demoSearchCounts,
  demoShowcases,
  demoUsers,
  demoVouchers,
  privacyTerms,
  purchaseTerms,
} from './demoData';
import { airlines } from '@portal/reference-data';
import { sandboxTransportPictures } from '../suppliers';
import {
  airlineLogoSvg,
  bannerSvg,
  carPhotoSvg,
  companyLogoSvg,
  hotelPhotoSvg,
  logoSvg,
  pictureSvg,
} from './images';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo data. Safe to run on every start: nothing is inserted twice. */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<void> {
  for (const campaign of seedCampaigns) {
    await db
      .insert(campaigns)
      .values({
        id: campaign.id,
        name: campaign.name,
        guestCode: campaign.guestCode,
        hosts: campaign.hosts,
        conversionRate: campaign.conversionRate,
        settings: campaign.settings,
      })
      .onConflictDoNothing();
    await seedCampaignImages(storage, campaign.id, campaign.name, campaign.palette);
  }

  const ledger = ledgerService(db);
  const passwordHash = await hash(demoPassword);
  for (const demo of demoUsers) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    const user =
      existing ??
      (
        await db
          .insert(users)
          .values({
            campaignId: demo.campaignId,
            kind: 'member',
            email: demo.email,
            passwordHash,
            name: demo.name,
            lastName: demo.lastName,
            cpf: demo.cpf,
            cellphone: '(11) 99999-0000',
            firstAccess: demo.firstAccess,
          })
          .returning({ id: users.id })
      )[0];
    if (!user) throw new Error(`could not seed ${demo.email}`);
    // Lots are credited once, with the member: their expiry is relative to the first start, so a
    // restart would send the same keys with other dates.
    if (existing) continue;
    for (const [index, [points, days]] of demo.lots.entries()) {
      await ledger.accrue({
        campaignId: demo.campaignId,
        userId: user.id,
        points,
        description: 'Crédito de boas-vindas da campanha',
        expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
        idempotencyKey: `seed:${demo.email}:${index}`,
      });
    }
  }

  for (const voucher of demoVouchers) {
    await db
      .insert(users)
      .values({
        campaignId: voucher.campaignId,
        kind: 'voucher',
        name: voucher.name,
        lastName: voucher.lastName,
        voucherUid: voucher.uid,
        voucherUsed: voucher.used,
      })
      .onConflictDoNothing();
  }

  for (const showcase of demoShowcases) {
    await db
      .insert(showcases)
      .values({
        id: showcase.id,
        campaignId: showcase.campaignId,
        position: demoShowcases.indexOf(showcase),
        name: showcase.name,
        description: showcase.description,
        images: showcase.images.map(({ hue: _hue, ...image }) => image),
      })
      .onConflictDoNothing();
    for (const image of showcase.images) {
      await putSeeded(storage, `showcase/${showcase.id}/${image.imageId}.svg`, () =>
        pictureSvg(image.name, image.hue),
      );
    }
  }

  await db.insert(terms).values([privacyTerms, purchaseTerms]).onConflictDoNothing();
  await seedExperiences(db);
  // Hundreds of small files: written side by side rather than one after another.
  const pictures = experienceCatalogue().flatMap((experience, index) =>
    Array.from({ length: EXPERIENCE_PICTURES }, (_, i) => ({
      key: experiencePictureKey(experience.id, i + 1),
      label: experience.category,
      hue: (index * 37 + (i + 1) * 90) % 360,
    })),
  );
  for (let i = 0; i < pictures.length; i += PICTURE_BATCH) {
    await Promise.all(
      pictures
        .slice(i, i + PICTURE_BATCH)
        .map((p) => putSeeded(storage, p.key, () => pictureSvg(p.label, p.hue))),
    );
  }
  for (const [type, hue] of ACTIVITY_PICTURE_HUES) {
    for (let n = 1; n <= ACTIVITY_PICTURES; n += 1) {
      await putSeeded(storage, `sandbox/activities/${type}-${n}.svg`, () =>
        pictureSvg(activityPictureLabels[type], (hue + n * 40) % 360),
      );
    }
  }
  await seedCoupons(db);
  await seedDemoOperators(db);

  for (const [index, place] of Object.values(demoPlaces).entries()) {
    await putSeeded(storage, `destination-images/${place.iata}.svg`, () =>
      pictureSvg(place.city, (index * 57) % 360),
    );
  }
  await putSeeded(storage, `${DEFAULT_DESTINATION_IMAGE}.svg`, () => pictureSvg('', 200));
  for (const airline of airlines()) {
    await putSeeded(storage, `airlines/${airline.code}.svg`, () =>
      airlineLogoSvg(airline.code, airline.name),
    );
  }
  // The sandbox hotel supplier's photos (its imageURL and images name 1 to 24).
  for (let n = 1; n <= 24; n++)
    await putSeeded(storage, `sandbox/hotels/${n}.svg`, () => hotelPhotoSvg(n));
  await seedSandboxTransportImages(storage);
  await refreshDemoSearches(db);
}

/** The statistics window is 6 days; the demo keeps recent searches so the block is never empty. */
async function refreshDemoSearches(db: Db): Promise<void> {
  const since = new Date(Date.now() - 6 * DAY_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(searches)
    .where(and(eq(searches.campaignId, 77), gt(searches.date, since)));
  if ((recent?.n ?? 0) > 0) return;
  const rows = demoSearchCounts.flatMap(([origin, destination, times]) =>
    Array.from({ length: times }, (_, i) => ({
      campaignId: 77,
      originIata: origin,
      destinationIata: destination,
      origin: demoPlaces[origin],
      destination: demoPlaces[destination],
      date: new Date(Date.now() - (i + 1) * 3600 * 1000),
    })),
  );
  await db.insert(searches).values(rows);
}

async function seedCampaignImages(
  storage: FileStorage,
  id: number,
  name: string,
  palette: { primary: string; secondary: string; text: string },
): Promise<void> {
  const base = `campaign/${id}`;
  await putSeeded(storage, `${base}/logo.svg`, () =>
    logoSvg(name, palette.primary, palette.secondary, palette.text),
  );
  await putSeeded(storage, `${base}/logoMobile.svg`, () =>
    logoSvg(name, palette.primary, palette.secondary, palette.text),
  );
  await putSeeded(storage, `${base}/logoSecundaria.svg`, () =>
    logoSvg(name, palette.secondary, palette.primary, palette.text),
  );
  await putSeeded(storage, `${base}/home.svg`, () =>
    bannerSvg(name, palette.primary, palette.secondary, palette.text),
  );
  await putSeeded(storage, `${base}/bg_login.svg`, () =>
    bannerSvg('', palette.primary, palette.secondary, palette.text),
  );
  await putSeeded(storage, `${base}/logo_login.svg`, () =>
    logoSvg(name, palette.primary, palette.secondary, palette.text),
  );
  await putSeeded(storage, `${base}/pages/${id === 83 ? 'ajuda' : 'regulamento'}.svg`, () =>
    bannerSvg(
      id === 83 ? 'Central de ajuda' : 'Regulamento da campanha',
      palette.primary,
      palette.secondary,
      palette.text,
    ),
  );
}

/** The sandbox car and bus suppliers' pictures, under the keys their offers name. */
async function seedSandboxTransportImages(storage: FileStorage): Promise<void> {
  for (const picture of sandboxTransportPictures())
    await putSeeded(storage, picture.key, () =>
      picture.kind === 'car'
        ? carPhotoSvg(picture.acriss, picture.name)
        : companyLogoSvg(picture.name),
    );
}

/** Files written at once while seeding pictures. */
const PICTURE_BATCH = 64;

/** The sandbox activities' pictures: 8 per type, named by the type (see the sandbox entertainment supplier). */
const ACTIVITY_PICTURES = 8;
const ACTIVITY_PICTURE_HUES = [
  ['transfer', 210],
  ['ingresso', 20],
  ['passeio', 130],
] as const;
const activityPictureLabels = {
  transfer: 'Transfer',
  ingresso: 'Ingresso',
  passeio: 'Passeio',
} as const;

/**
 * The demo images are drawn by this code, which owns their keys (the console uploads under new
 * names): a start rewrites a file whose drawing changed, so a data folder from an older release
 * shows today's images, and leaves the others untouched.
 */
async function putSeeded(storage: FileStorage, key: string, render: () => string): Promise<void> {
  const content = Buffer.from(render());
  if ((await storage.read(key))?.equals(content)) return;
  await storage.put(key, content);
}

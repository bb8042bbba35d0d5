import { BUS_COMPANIES } from './buses';
import { BR_RENTALS, CAR_CATEGORIES, INTL_RENTALS } from './cars';
import { busLogoKey, carPhotoKey, rentalLogoKey } from './imageKeys';

/** A picture the sandbox car and bus suppliers name in their offers, for the seed to draw. */
export type SandboxPicture =
  | { kind: 'car'; key: string; acriss: string; name: string }
  | { kind: 'logo'; key: string; name: string };

export function sandboxTransportPictures(): SandboxPicture[] {
  const rentals = new Map([...BR_RENTALS, ...INTL_RENTALS].map((r) => [r.code, r.name]));
  return [
    ...CAR_CATEGORIES.map((c) => ({
      kind: 'car' as const,
      key: carPhotoKey(c.acriss),
      acriss: c.acriss,
      name: c.name,
    })),
    ...[...rentals].map(([code, name]) => ({
      kind: 'logo' as const,
      key: rentalLogoKey(code),
      name,
    })),
    ...[...new Set(Object.values(BUS_COMPANIES).flat())].map((name) => ({
      kind: 'logo' as const,
      key: busLogoKey(name),
      name,
    })),
  ];
}

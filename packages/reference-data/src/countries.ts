import { lazy, normalizeText } from './text';

/**
 * Country names. OpenFlights names countries in English; the ISO 3166 code is found by
 * matching against the runtime's CLDR names (Intl.DisplayNames over every two-letter code),
 * and the Portuguese name comes from Intl.DisplayNames('pt-BR'). A short crosswalk covers the
 * legacy spellings OpenFlights uses that CLDR no longer does.
 */
const LEGACY_NAMES: Record<string, string> = {
  'congo kinshasa': 'CD',
  'democratic republic of the congo': 'CD',
  'congo brazzaville': 'CG',
  'republic of the congo': 'CG',
  burma: 'MM',
  turkey: 'TR',
  'czech republic': 'CZ',
  swaziland: 'SZ',
  macedonia: 'MK',
  'east timor': 'TL',
  'virgin islands': 'VI',
  'midway islands': 'UM',
  'johnston atoll': 'UM',
  'wake island': 'UM',
  'netherlands antilles': 'CW',
  palestine: 'PS',
  'hong kong': 'HK',
  macau: 'MO',
  'cote d ivoire': 'CI',
  'ivory coast': 'CI',
  'lao peoples democratic republic': 'LA',
  'saint helena': 'SH',
  reunion: 'RE',
};

function key(name: string): string {
  return normalizeText(name.replace(/&/g, ' and ').replace(/\bSt\.? /g, 'Saint '));
}

const isoByName = lazy(() => {
  const map = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const locale of ['en', 'en-GB']) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const a of letters) {
      for (const b of letters) {
        const code = a + b;
        const name = names.of(code);
        if (name && name !== code && !map.has(key(name))) map.set(key(name), code);
      }
    }
  }
  for (const [name, code] of Object.entries(LEGACY_NAMES)) map.set(name, code);
  return map;
});

const ptNames = lazy(() => new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'code' }));

/** ISO 3166-1 alpha-2 code of an English country name, or null when unknown. */
export function countryIsoFromEnglishName(name: string): string | null {
  return isoByName().get(key(name)) ?? null;
}

/** Portuguese (Brazil) name of a country code: 'US' → 'Estados Unidos'. */
export function countryNamePt(iso: string): string {
  try {
    return ptNames().of(iso.toUpperCase()) ?? iso;
  } catch {
    return iso;
  }
}

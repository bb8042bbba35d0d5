import { municipalityByIbge, type Airport } from '@portal/reference-data';

/**
 * The sandbox's network model: which carrier flies where. Real airports (OpenFlights) and real
 * carriers of the region: Brazilian carriers between served Brazilian airports through their
 * hubs, foreign carriers through their hubs.
 */
export const DOMESTIC_HUBS: Record<string, string[]> = {
  G3: ['GRU', 'CGH', 'GIG', 'BSB', 'CNF', 'SSA', 'FOR', 'REC', 'POA', 'CWB'],
  AD: ['VCP', 'CNF', 'REC', 'BEL', 'CWB', 'POA', 'SDU', 'GRU'],
  JJ: ['GRU', 'CGH', 'BSB', 'GIG', 'FOR', 'REC', 'POA', 'CWB'],
};
/** Airports a Brazilian carrier flies abroad from, and where to. */
export const BR_INTERNATIONAL: Record<string, { gateways: string[]; destinations: string[] }> = {
  JJ: {
    gateways: ['GRU', 'GIG'],
    destinations: [
      'MIA',
      'JFK',
      'MCO',
      'BOS',
      'LIS',
      'MAD',
      'BCN',
      'FRA',
      'MXP',
      'EZE',
      'SCL',
      'LIM',
      'BOG',
      'MVD',
      'ASU',
      'CUN',
    ],
  },
  G3: {
    gateways: ['GRU', 'BSB', 'GIG'],
    destinations: ['MIA', 'MCO', 'EZE', 'MVD', 'ASU', 'CUN', 'PUJ', 'SCL', 'AEP'],
  },
  AD: { gateways: ['VCP', 'CNF', 'REC'], destinations: ['FLL', 'MCO', 'LIS', 'OPO', 'MVD', 'EZE'] },
};
export const FOREIGN_HUBS: Record<string, string[]> = {
  AA: ['MIA', 'DFW', 'JFK'],
  UA: ['IAH', 'EWR'],
  DL: ['ATL', 'JFK'],
  AC: ['YYZ'],
  AM: ['MEX'],
  TP: ['LIS'],
  AF: ['CDG'],
  KL: ['AMS'],
  LH: ['FRA', 'MUC'],
  IB: ['MAD'],
  UX: ['MAD'],
  BA: ['LHR'],
  TK: ['IST'],
  EK: ['DXB'],
  QR: ['DOH'],
  AR: ['EZE', 'AEP'],
  LA: ['SCL', 'LIM'],
  AV: ['BOG'],
  CM: ['PTY'],
  H2: ['SCL'],
};

export function population(a: Airport): number {
  return a.ibgeCode ? (municipalityByIbge(a.ibgeCode)?.population ?? 0) : 0;
}
export const isInternational = (a: Airport) => /international|internacional/i.test(a.name);

/** A Brazilian airport has scheduled service when its city is big enough or it is international. */
export function servedDomestic(a: Airport, carrier: string): boolean {
  if (a.countryIso !== 'BR') return false;
  if (DOMESTIC_HUBS[carrier]?.includes(a.iata)) return true;
  const minPop = carrier === 'AD' ? 60_000 : 150_000;
  return population(a) >= minPop || isInternational(a);
}

import { airlineFareSchema, type AirlineFare } from '@portal/domain/flights';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** The cache's entry of an airline's fare code. */
export const fareCacheId = (cia: string, farecode: string) =>
  `${cia.toUpperCase()}/${farecode.toUpperCase()}`;

function readFareCache(): Record<string, AirlineFare> {
  const stored = readSession(sessionKeys.airlineFares);
  if (typeof stored !== 'object' || stored === null) return {};
  const out: Record<string, AirlineFare> = {};
  for (const [key, value] of Object.entries(stored)) {
    const fare = airlineFareSchema.safeParse(value);
    if (fare.success) out[key] = fare.data;
  }
  return out;
}

export const readCachedFare = (cia: string, farecode: string): AirlineFare | undefined =>
  readFareCache()[fareCacheId(cia, farecode)];

export const cacheFare = (cia: string, farecode: string, fare: AirlineFare): void =>
  writeSession(sessionKeys.airlineFares, {
    ...readFareCache(),
    [fareCacheId(cia, farecode)]: fare,
  });

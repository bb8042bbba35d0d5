import type { AirlineFare } from '@portal/domain';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** The cache's entry of an airline's fare code. */
export const fareCacheId = (cia: string, farecode: string) =>
  `${cia.toUpperCase()}/${farecode.toUpperCase()}`;

/**
 * A cached fare as the fare details stored it. Checked by hand: the flight results read it before
 * zod would load with them.
 */
function isAirlineFare(value: unknown): value is AirlineFare {
  if (typeof value !== 'object' || value === null) return false;
  const fare = value as Record<string, unknown>;
  return (
    typeof fare.airlineCode === 'string' &&
    typeof fare.fareBaseCode === 'string' &&
    typeof fare.fareBaseName === 'string' &&
    typeof fare.weitghtLuggageIncluded === 'number' &&
    typeof fare.comfortSeat === 'boolean' &&
    typeof fare.allowChange === 'boolean' &&
    typeof fare.percentageRefund === 'number'
  );
}

function readFareCache(): Record<string, AirlineFare> {
  const stored = readSession(sessionKeys.airlineFares);
  if (typeof stored !== 'object' || stored === null) return {};
  const out: Record<string, AirlineFare> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (isAirlineFare(value)) out[key] = value;
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

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The test cards of both modes, whose numbers must never be found at rest or in a log. */
export const testPans = [
  '4111111111111111',
  '5555555555554444',
  '4000002760003184',
  '4000000000000002',
  '4000000000000119',
  '4242424242424242',
  '4000002500003155',
  '4000000000009995',
];

/** A security-code field next to its value, as JSON or a log line would carry it. */
const securityCode = /(cardSecurityCode|securityCode|cvv|cvc)"?\s*[:=]\s*"?\d{3,4}/i;

const holdsCardData = (text: string) =>
  testPans.some((pan) => text.includes(pan)) || securityCode.test(text);

/**
 * Files of `dir` (the journey server's data directory: the embedded database, files, secrets)
 * that hold a card number, or a security-code field next to a value: none is ever stored.
 */
export function filesWithCardData(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
      return;
    }
    if (holdsCardData(readFileSync(path).toString('latin1'))) found.push(path);
  };
  visit(dir);
  return found;
}

/** Lines of the API's log (its standard output) that hold a card number or a security code. */
export function logLinesWithCardData(logFile: string): string[] {
  if (!existsSync(logFile)) throw new Error(`no API log at ${logFile}`);
  return readFileSync(logFile, 'utf8').split('\n').filter(holdsCardData);
}

/** Where the journeys' API server writes its log, beside its data directory. */
export const apiLogOf = (dataDir: string) => `${dataDir}-api.log`;

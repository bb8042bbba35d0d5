import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The test cards of both modes, whose numbers must never be found at rest. */
export const testPans = [
  '4111111111111111',
  '5555555555554444',
  '4000002760003184',
  '4000000000000002',
  '4000000000000119',
  '4242424242424242',
  '4000002500003155',
];

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
    const bytes = readFileSync(path);
    const text = bytes.toString('latin1');
    if (
      testPans.some((pan) => text.includes(pan)) ||
      /cardSecurityCode"?\s*:\s*"?\d{3,4}/.test(text)
    )
      found.push(path);
  };
  visit(dir);
  return found;
}

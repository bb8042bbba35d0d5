import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { localFileStorage } from '../src/files/storage';
import { ledgerService } from '../src/modules/ledger/service';
import { seedDemoData } from '../src/seed/seed';

describe('demo seed', () => {
  it(
    'runs again on every start without failing, crediting the demo points twice or keeping outdated images',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'portal-seed-'));
      const database = await openDatabase({ dataDir: null });
      try {
        const storage = localFileStorage(join(dir, 'files'));
        await seedDemoData(database.db, storage);
        const logo = await storage.read('campaign/83/logo.svg');
        // a logo drawn by an older release, still in the data folder
        await storage.put('campaign/83/logo.svg', '<svg>Clube Verde Viag</svg>');
        await new Promise((r) => setTimeout(r, 5));
        await seedDemoData(database.db, storage);
        expect(await storage.read('campaign/83/logo.svg')).toEqual(logo);
        const [member] = await database.db
          .select()
          .from(users)
          .where(eq(users.email, 'membro@demo.test'));
        expect(await ledgerService(database.db).balance(77, member?.id ?? '')).toBe(500_000);
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

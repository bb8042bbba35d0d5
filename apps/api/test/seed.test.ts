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
    'runs again on every start without failing or crediting the demo points twice',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'portal-seed-'));
      const database = await openDatabase({ dataDir: null });
      try {
        const storage = localFileStorage(join(dir, 'files'));
        await seedDemoData(database.db, storage);
        await new Promise((r) => setTimeout(r, 5));
        await seedDemoData(database.db, storage);
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

import { afterEach } from 'vitest';
import { ledgerService } from '../../src/modules/ledger/service';
import { sharedByFile } from '../helpers/sharedByFile';
import { createTestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from './invariants';

/** An app, its database and its ledger shared by a file's tests, the invariants checked after each. */
export function sharedLedger() {
  const shared = sharedByFile(
    async () => {
      const t = await createTestApp();
      return { t, db: t.database.db, ledger: ledgerService(t.database.db) };
    },
    async ({ t }) => t?.close(),
  );
  afterEach(async () => expectLedgerInvariants(shared.db));
  return shared;
}

import type { Db } from '../../db/client';
import { consoleModule } from '../../plugins/operatorGuard';
import type { AuditService } from '../audit/service';
import type { LedgerService } from '../ledger/service';
import { pointsApprovalRoutes } from './approvals/routes';
import { pointsApprovalsService } from './approvals/service';
import { memberConsoleRoutes } from './consoleRoutes';
import { membersConsoleService, type PasswordLinks } from './consoleService';
import { importRoutes } from './imports/routes';
import { importsService } from './imports/service';

/** Members in the console: their care, points adjustments and approvals, and CSV imports. */
export const membersConsole = consoleModule<{
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
  passwordLinks: PasswordLinks;
}>('members-console', async (app, { db, ledger, audit, passwordLinks }) => {
  const approvals = pointsApprovalsService({ db, ledger, audit });
  await app.register(memberConsoleRoutes, {
    members: membersConsoleService({ db, ledger, audit, approvals, passwordLinks }),
  });
  await app.register(importRoutes, { imports: importsService({ db, ledger, audit }) });
  await app.register(pointsApprovalRoutes, { approvals });
});

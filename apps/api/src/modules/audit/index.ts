import { consoleModule } from '../../plugins/operatorGuard';
import { auditRoutes } from './routes';
import type { AuditService } from './service';

/** The console's reading of the audit trail. */
export const auditConsole = consoleModule<{ audit: AuditService }>('audit-console', auditRoutes);

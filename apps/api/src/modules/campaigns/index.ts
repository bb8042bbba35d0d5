import type { Db } from '../../db/client';
import type { FileStorage } from '../../files/storage';
import { consoleModule } from '../../plugins/operatorGuard';
import type { AuditService } from '../audit/service';
import { campaignConsoleRoutes } from './consoleRoutes';
import { campaignsConsoleService } from './consoleService';
import { campaignSsoService } from './sso';
import { campaignSsoRoutes } from './ssoRoutes';

/** Campaigns in the console: their settings, images, lifecycle and single sign-on. */
export const campaignsConsole = consoleModule<{
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}>('campaigns-console', async (app, { db, storage, audit }) => {
  await app.register(campaignConsoleRoutes, {
    campaigns: campaignsConsoleService({ db, storage, audit }),
  });
  await app.register(campaignSsoRoutes, { sso: campaignSsoService({ db, audit }) });
});

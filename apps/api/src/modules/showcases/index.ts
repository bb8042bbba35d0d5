import type { Db } from '../../db/client';
import type { FileStorage } from '../../files/storage';
import { consoleModule } from '../../plugins/operatorGuard';
import type { AuditService } from '../audit/service';
import { showcaseConsoleRoutes } from './consoleRoutes';
import { showcasesConsoleService } from './consoleService';

/** A campaign's showcases and their images in the console. */
export const showcasesConsole = consoleModule<{
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}>('showcases-console', async (app, { db, storage, audit }) => {
  await app.register(showcaseConsoleRoutes, {
    showcases: showcasesConsoleService({ db, storage, audit }),
  });
});

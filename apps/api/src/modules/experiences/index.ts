import type { Db } from '../../db/client';
import type { FileStorage } from '../../files/storage';
import { consoleModule } from '../../plugins/operatorGuard';
import type { AuditService } from '../audit/service';
import { experienceConsoleRoutes } from './consoleRoutes';
import { experiencesConsoleService } from './consoleService';

/** The operator's own experiences (the database supplier's inventory) in the console. */
export const experiencesConsole = consoleModule<{
  db: Db;
  storage: FileStorage;
  audit: AuditService;
}>('experiences-console', async (app, { db, storage, audit }) => {
  await app.register(experienceConsoleRoutes, {
    experiences: experiencesConsoleService({ db, storage, audit }),
  });
});

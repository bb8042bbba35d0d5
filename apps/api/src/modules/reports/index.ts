import type { Db } from '../../db/client';
import { consoleModule } from '../../plugins/operatorGuard';
import { reportsRepository } from './repository';
import { reportRoutes } from './routes';
import { reportsService } from './service';

/** The console's reports per day and product. */
export const reportsConsole = consoleModule<{ db: Db }>('reports-console', async (app, { db }) => {
  await app.register(reportRoutes, { reports: reportsService(reportsRepository(db)) });
});

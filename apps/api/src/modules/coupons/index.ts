import type { Db } from '../../db/client';
import { consoleModule } from '../../plugins/operatorGuard';
import type { AuditService } from '../audit/service';
import { couponConsoleRoutes } from './consoleRoutes';
import { couponsConsoleService } from './consoleService';

/** A campaign's coupons and their usages in the console. */
export const couponsConsole = consoleModule<{ db: Db; audit: AuditService }>(
  'coupons-console',
  async (app, { db, audit }) => {
    await app.register(couponConsoleRoutes, { coupons: couponsConsoleService({ db, audit }) });
  },
);

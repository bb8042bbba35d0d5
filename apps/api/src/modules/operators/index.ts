import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../files/storage';
import { auditRoutes } from '../audit/routes';
import { auditService, type AuditService } from '../audit/service';
import type { AfterSaleService } from '../bookings/afterSale';
import { bookingConsoleRoutes } from '../bookings/consoleRoutes';
import { bookingsConsoleService } from '../bookings/consoleService';
import { campaignConsoleRoutes } from '../campaigns/consoleRoutes';
import { campaignsConsoleService } from '../campaigns/consoleService';
import type { CampaignsService } from '../campaigns/service';
import { campaignSsoService } from '../campaigns/sso';
import { campaignSsoRoutes } from '../campaigns/ssoRoutes';
import { couponConsoleRoutes } from '../coupons/consoleRoutes';
import { couponsConsoleService } from '../coupons/consoleService';
import type { LedgerService } from '../ledger/service';
import { experienceConsoleRoutes } from '../experiences/consoleRoutes';
import { experiencesConsoleService } from '../experiences/consoleService';
import { exchangeRateConsoleRoutes } from '../supplierPricing/console';
import type { ExchangeRatesService } from '../supplierPricing/service';
import type { FlightMarkupsService } from '../supplierPricing/markup';
import { reportsRepository } from '../reports/repository';
import { reportRoutes } from '../reports/routes';
import { reportsService } from '../reports/service';
import { showcaseConsoleRoutes } from '../showcases/consoleRoutes';
import { showcasesConsoleService } from '../showcases/consoleService';
import { termConsoleRoutes } from '../terms/routes';
import type { TermsService } from '../terms/service';
import { pointsApprovalRoutes } from '../users/approvals/routes';
import { pointsApprovalsService } from '../users/approvals/service';
import { memberConsoleRoutes } from '../users/consoleRoutes';
import { membersConsoleService, type PasswordLinks } from '../users/consoleService';
import { importRoutes } from '../users/imports/routes';
import { importsService } from '../users/imports/service';
import { operatorGuard } from './guard';
import { operatorRoutes } from './routes';
import { operatorsService } from './service';

/**
 * The operator console's API: operator accounts and their guards (requireOperator,
 * requireAdmin on the app), the audit trail every console write goes to, and the management
 * of campaigns, showcases, coupons, experiences, members and bookings, and the reports.
 */
export async function operatorsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    secret: string;
    storage: FileStorage;
    ledger: LedgerService;
    afterSale: AfterSaleService;
    exchangeRates: ExchangeRatesService;
    flightMarkups: FlightMarkupsService;
    passwordLinks: PasswordLinks;
    terms: TermsService;
    campaigns: CampaignsService;
  },
): Promise<{ audit: AuditService }> {
  const { db } = deps;
  const audit = auditService(db);
  const operators = operatorsService({ db, secret: deps.secret, audit });
  await app.register(operatorGuard, { operators });
  await app.register(operatorRoutes, { operators });
  await app.register(auditRoutes, { audit });
  await app.register(campaignConsoleRoutes, {
    campaigns: campaignsConsoleService({ db, storage: deps.storage, audit }),
  });
  await app.register(campaignSsoRoutes, { sso: campaignSsoService({ db, audit }) });
  await app.register(termConsoleRoutes, { terms: deps.terms, campaigns: deps.campaigns });
  await app.register(couponConsoleRoutes, { coupons: couponsConsoleService({ db, audit }) });
  await app.register(showcaseConsoleRoutes, {
    showcases: showcasesConsoleService({ db, storage: deps.storage, audit }),
  });
  await app.register(experienceConsoleRoutes, {
    experiences: experiencesConsoleService({ db, storage: deps.storage, audit }),
  });
  const approvals = pointsApprovalsService({ db, ledger: deps.ledger, audit });
  await app.register(memberConsoleRoutes, {
    members: membersConsoleService({
      db,
      ledger: deps.ledger,
      audit,
      approvals,
      passwordLinks: deps.passwordLinks,
    }),
  });
  await app.register(importRoutes, {
    imports: importsService({ db, ledger: deps.ledger, audit }),
  });
  await app.register(exchangeRateConsoleRoutes, {
    exchangeRates: deps.exchangeRates,
    flightMarkups: deps.flightMarkups,
  });
  await app.register(pointsApprovalRoutes, { approvals });
  await app.register(bookingConsoleRoutes, {
    bookings: bookingsConsoleService({ db, afterSale: deps.afterSale, audit }),
  });
  await app.register(reportRoutes, { reports: reportsService(reportsRepository(db)) });
  return { audit };
}

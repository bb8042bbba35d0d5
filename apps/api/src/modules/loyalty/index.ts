import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { consoleModule } from '../../plugins/operatorGuard';
import type { JobLogger } from '../../jobs/scheduler';
import { startWebhookDeliveryJob } from '../../jobs/webhookDelivery';
import type { AuditService } from '../audit/service';
import type { CampaignsService } from '../campaigns/service';
import type { LedgerService } from '../ledger/service';
import { webhooksConsoleService } from '../webhooks/console';
import { webhookDispatcher } from '../webhooks/dispatcher';
import { webhookTargetPolicy } from '../webhooks/targets';
import { loyaltyClientsService } from './clients';
import { loyaltyConsoleRoutes } from './consoleRoutes';
import { loyaltyIdempotencyStore } from './idempotency';
import { loyaltyRoutes } from './routes';
import { loyaltyService } from './service';

const loyaltyConsole = consoleModule('loyalty-console', loyaltyConsoleRoutes);

/** The loyalty programme API, its API clients and its webhooks (delivered by a job where jobs run). */
export async function loyaltyModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    secret: string;
    ledger: LedgerService;
    campaigns: CampaignsService;
    audit: AuditService;
    runJobs: boolean;
    /** The delivery job's log, counting its passes (app.ts: observedJobLog over quietWhenIdle). */
    jobLog: JobLogger;
    /** Webhooks only to public addresses (production); the tests' local receivers need false. */
    webhookPublicOnly: boolean;
  },
) {
  const webhookTargets = webhookTargetPolicy({ publicOnly: deps.webhookPublicOnly });
  const clients = loyaltyClientsService({
    db: deps.db,
    secret: deps.secret,
    audit: deps.audit,
    campaigns: deps.campaigns,
    webhookTargets,
  });
  const webhooks = webhookDispatcher(deps.db, webhookTargets);
  await app.register(loyaltyRoutes, {
    clients,
    loyalty: loyaltyService({ db: deps.db, ledger: deps.ledger }),
    idempotency: loyaltyIdempotencyStore(deps.db),
  });
  await app.register(loyaltyConsole, {
    clients,
    webhooks,
    webhooksConsole: webhooksConsoleService({
      db: deps.db,
      audit: deps.audit,
      policy: webhookTargets,
    }),
  });
  if (deps.runJobs) {
    const job = startWebhookDeliveryJob(webhooks, deps.jobLog);
    app.addHook('onClose', async () => job.stop());
  }
  return { webhooks };
}

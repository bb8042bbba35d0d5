import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { fileRoutes } from './files/routes';
import { localFileStorage, type FileStorage } from './files/storage';
import { authMessages } from '@portal/domain/auth';
import { installPortugueseValidation } from '@portal/domain/lib';
import { tileOrigins } from '@portal/domain/maps';
import { tooManyRequests } from './lib/errors';
import { plainInputValidatorCompiler } from './lib/validation';
import { createMailer, type Mailer } from './mail/mailer';
import { authRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { authService } from './modules/auth/service';
import { campaignsRepository } from './modules/campaigns/repository';
import { campaignRoutes } from './modules/campaigns/routes';
import { campaignsService } from './modules/campaigns/service';
import { destinationRoutes } from './modules/destinations/routes';
import { destinationsService } from './modules/destinations/service';
import { devRoutes } from './modules/dev/routes';
import { devService } from './modules/dev/service';
import { healthRoutes, sandboxProducts } from './modules/health';
import { readinessRoutes } from './modules/readiness';
import { drainingPlugin } from './plugins/draining';
import { errorHandler } from './plugins/errorHandler';
import { openRedis } from './lib/redis';
import { fallbackRateLimitStore } from './lib/rateLimitStore';
import { advisoryLockGuard } from './jobs/exclusive';
import { leadRoutes } from './modules/leads/routes';
import { leadsService } from './modules/leads/service';
import { ledgerService } from './modules/ledger/service';
import { ledgerAdminRoutes } from './modules/ledger/routes';
import { createPayments } from './payments';
import { paymentRoutes } from './payments/routes';
import { paymentWebhookRoutes } from './payments/webhookRoutes';
import { stripeOrigins } from './payments/stripe';
import { auditDisputes } from './payments/disputes';
import { startPaymentReconciliationJob } from './jobs/paymentReconciliation';
import { showcaseRoutes } from './modules/showcases/routes';
import { showcasesService } from './modules/showcases/service';
import { mapRoutes } from './modules/maps/routes';
import { termRoutes } from './modules/terms/routes';
import { termsService } from './modules/terms/service';
import { couponRoutes } from './modules/coupons/routes';
import { couponsService } from './modules/coupons/service';
import { cepRoutes } from './modules/cep/routes';
import { usersRepository } from './modules/users/repository';
import { userRoutes } from './modules/users/routes';
import { usersService } from './modules/users/service';
import { sessionPlugin } from './plugins/session';
import { registerWebApp } from './plugins/webApp';
import { buildSearchRoutes, createSearchDeps } from './modules/search';
import { bookingsModule } from './modules/bookings';
import type { BookingsDeps } from './modules/bookings/service';
import { operatorsConsole } from './modules/operators';
import { operatorsService } from './modules/operators/service';
import { operatorGuard } from './plugins/operatorGuard';
import { auditConsole } from './modules/audit';
import { bookingsConsole } from './modules/bookings';
import { campaignsConsole } from './modules/campaigns';
import { couponsConsole } from './modules/coupons';
import { experiencesConsole } from './modules/experiences';
import { reportsConsole } from './modules/reports';
import { showcasesConsole } from './modules/showcases';
import { supplierPricingConsole } from './modules/supplierPricing';
import { termsConsole } from './modules/terms';
import { membersConsole } from './modules/users';
import { exchangeRatesService } from './modules/supplierPricing/service';
import { flightMarkupsService } from './modules/supplierPricing/markup';
import { auditService } from './modules/audit/service';
import { DUFFEL_LOGO_ORIGIN } from './suppliers/duffel/offers';
import { DuffelFlightSupplier } from './suppliers/duffel/supplier';
import { loyaltyModule } from './modules/loyalty';
import { DatabaseExperienceSupplier } from './modules/experiences/supplier';
import {
  DatabaseSandboxInventory,
  MemoryLruCache,
  SandboxTriggeredExperienceSupplier,
} from './suppliers';
import {
  AnnouncedExperienceSupplier,
  RedisSearchCache,
  TieredSearchCache,
} from './suppliers/sharedCache';
import { startBookingExpiryJob } from './jobs/bookingExpiry';
import { startBookingRecoveryJob } from './jobs/bookingRecovery';
import { bookingRecovery } from './modules/bookings/recovery';
import { startLedgerExpiryJob } from './jobs/ledgerExpiry';
import { startBookingMailJob } from './jobs/bookingMailDelivery';
import { quietWhenIdle } from './jobs/scheduler';
import { bookingMailsModule } from './modules/bookingMails';
import type { BookingMailsService } from './modules/bookingMails/service';
import { databaseSearchRecorder } from './modules/destinations/recorder';
import { httpMetrics } from './metrics/http';
import {
  databaseScrapeSource,
  observedCache,
  observedJobLog,
  observedLedger,
  observedPayments,
  observedSuppliers,
} from './metrics/instrument';
import { bindScrapeSource, portalMetrics } from './metrics/registry';
import { traceFields } from './telemetry/spans';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking e-mail outbox's delivery, for the tests that drive it. */
    bookingMails: BookingMailsService;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: FileStorage;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Background jobs (expiry of point lots and of unpaid pendentes); the server runs them, tests do not. */
  runJobs?: boolean;
  /** Runs once each step of a booking's saga is done and recorded: the crash-recovery test ends its process there. */
  afterStep?: BookingsDeps['afterStep'];
}

/** Card data, passwords and tokens never reach the logs. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.cardNumber',
  '*.cardSecurityCode',
  '*.cvv',
  '*.refreshToken',
  '*.idToken',
];

/** The first-access password travels base64-encoded in the path: never log it. */
export const maskLoggedUrl = (url: string): string =>
  url
    .replace(/^(\/api\/user\/first-access\/)[^?#]*/, '$1[redacted]')
    // a travel-voucher uid is enough to sign in: keep it out of the logs too
    .replace(/^(\/api\/user\/)(?!balance-history\b|first-access\/)[^/?#]+/, '$1[redacted]');

/** Fastify's request log fields, with the URL masked; tolerant of any object logged as `req`. */
const requestSerializer = (request: Partial<FastifyRequest>) => ({
  method: request.method,
  url: typeof request.url === 'string' ? maskLoggedUrl(request.url) : undefined,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

function loggerOptions(logger: AppDeps['logger'], level: string): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options =
    logger === undefined || logger === true
      ? { level, redact: { paths: redactedPaths, censor: '[redacted]' } }
      : logger;
  // Each line of a traced request carries its trace_id and span_id.
  return {
    ...options,
    mixin: traceFields,
    serializers: { req: requestSerializer, ...options.serializers },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  installPortugueseValidation();
  const app = Fastify({
    logger: loggerOptions(deps.logger, deps.config.logLevel),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // the draining plugin answers requests that reach a closing server, with the documented body
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: 'all' } },
  });
  app.setValidatorCompiler(plainInputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);

  await app.register(drainingPlugin);
  const metrics = portalMetrics();
  const unbindScrape = bindScrapeSource(databaseScrapeSource(database));
  app.addHook('onClose', async () => unbindScrape());
  await app.register(httpMetrics, { metrics, token: config.metricsToken });
  const shared = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  const redis = shared?.redis ?? null;
  await shared?.connected;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(tileOrigins(config.mapTileUrl) ?? []),
          ...(config.stripe ? stripeOrigins.img : []),
          // Airline logos come from Duffel's asset host when Duffel sells the flights.
          ...(config.flightSupplier.name === 'duffel' ? [DUFFEL_LOGO_ORIGIN] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(config.stripe ? stripeOrigins.script : [])],
        connectSrc: ["'self'", ...(config.stripe ? stripeOrigins.connect : [])],
        frameSrc: [
          "'self'",
          'https://www.openstreetmap.org',
          ...(config.stripe ? stripeOrigins.frame : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // The default reply is English ('Rate limit exceeded...'); the portal shows the server's text.
    errorResponseBuilder: () => tooManyRequests(authMessages.tooManyAttempts),
    // Shared by every process: a limit counts across them all (in each one while Redis is away).
    ...(shared
      ? {
          store: fallbackRateLimitStore(
            shared.redis,
            `${config.redisKeyPrefix}rate-limit:`,
            shared.outage,
          ),
        }
      : {}),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Loyalty travel portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const authRecords = authRepository(database.db);
  await app.register(sessionPlugin, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    sessionState: (userId) => authRecords.sessionState(userId),
  });

  const { db } = database;
  const mailer =
    deps.mailer ??
    createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const storage = deps.storage ?? localFileStorage(join(config.dataDir, 'files'));
  const campaigns = campaignsService(campaignsRepository(db), config.defaultCampaignId);
  const ledger = observedLedger(ledgerService(db), metrics);
  const usersRepo = usersRepository(db);
  const users = usersService({ users: usersRepo, campaigns, ledger });
  const auth = authService({
    app,
    repository: authRecords,
    users: usersRepo,
    campaigns,
    mailer,
    publicUrl: config.publicUrl,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    allowInsecureIdentityProviders: !config.production,
  });

  // Every console write, the rates' and terms' too, is audited.
  const audit = auditService(db);
  const exchangeRates = exchangeRatesService({ db, audit });
  const flightMarkups = flightMarkupsService({ db, audit });
  const terms = termsService({ db, audit });
  const flightSupplier =
    config.flightSupplier.name === 'duffel'
      ? new DuffelFlightSupplier({
          ...config.flightSupplier,
          rates: exchangeRates.rates,
          searchTimeoutMs: config.supplierTimeoutMs,
          log: app.log.child({ supplier: 'duffel' }),
        })
      : undefined;
  await app.register(healthRoutes, {
    database,
    suppliers: { ...sandboxProducts, flight: config.flightSupplier.name },
  });
  await app.register(readinessRoutes, { database, redis: shared });
  await app.register(campaignRoutes, { campaigns });
  await app.register(authRoutes, { auth, campaigns });
  await app.register(userRoutes, { users, auth, campaigns });
  await app.register(showcaseRoutes, { showcases: showcasesService(db) });
  await app.register(destinationRoutes, { destinations: destinationsService(db), campaigns });
  await app.register(termRoutes, { terms, campaigns });
  await app.register(mapRoutes, { tileUrl: config.mapTileUrl });
  await app.register(leadRoutes, { leads: leadsService(db) });
  await app.register(fileRoutes, { storage });
  // The sandbox serves every product but flights when FLIGHT_SUPPLIER=duffel.
  // On PostgreSQL every process may take holds: they live in the shared database.
  const sharedInventory =
    database.kind === 'postgres' ? new DatabaseSandboxInventory(db) : undefined;
  const experiences = new SandboxTriggeredExperienceSupplier(new DatabaseExperienceSupplier(db));
  const searchDeps = createSearchDeps({
    experience: sharedInventory
      ? new AnnouncedExperienceSupplier(experiences, () => sharedInventory.changed())
      : experiences,
    recorder: databaseSearchRecorder(db),
    flight: flightSupplier,
    flightMarkup: (campaignId) => flightMarkups.of(campaignId),
    inventoryFile: join(config.dataDir, 'sandbox-inventory.jsonl'),
    inventory: sharedInventory,
    // With Redis the processes share their searches; each keeps a small, short-lived first level.
    cache: observedCache(
      shared
        ? new TieredSearchCache(
            new MemoryLruCache(100),
            new RedisSearchCache(shared.redis, `${config.redisKeyPrefix}search:`, shared.outage),
            15_000,
          )
        : new MemoryLruCache(config.searchCacheMaxEntries),
      metrics,
    ),
    cacheMaxEntries: config.searchCacheMaxEntries,
    cacheTtlMs: config.searchCacheTtlMs,
    timeoutMs: config.supplierTimeoutMs,
  });
  // Every supplier call, the searches' and the bookings', is counted and timed.
  searchDeps.suppliers = observedSuppliers(searchDeps.suppliers, metrics);
  await app.register(buildSearchRoutes(searchDeps, { authenticate: app.authenticate }));
  await app.register(ledgerAdminRoutes, { ledger, operatorToken: config.operatorToken });
  const payments = observedPayments(
    createPayments({
      db,
      publicUrl: config.publicUrl,
      mode: config.paymentMode,
      stripe: config.stripe,
      gatewayTimeoutMs: config.paymentGatewayTimeoutMs,
    }),
    metrics,
  );
  app.decorate('payments', payments);
  await app.register(paymentRoutes, { payments, publishableKey: config.stripe?.publishableKey });
  if (config.stripe) await app.register(paymentWebhookRoutes, { payments });
  await app.register(couponRoutes, { coupons: couponsService({ db }), campaigns });
  await app.register(cepRoutes, { cepApiUrl: config.cepApiUrl });
  // Bookings hold inventory on the same supplier instance the searches read.
  const { bookings, afterSale } = await bookingsModule(app, {
    db,
    ledger,
    campaigns,
    payments,
    mailer,
    suppliers: searchDeps.suppliers,
    supplierTimeoutMs: searchDeps.timeoutMs,
    afterStep: deps.afterStep,
    onPurchase: (product, outcome, step) => metrics.purchases.inc({ product, outcome, step }),
    campaignWithFlightMarkup: (campaignId) => flightMarkups.withCampaign(campaignId),
  });
  const jobLog = observedJobLog(app.log, metrics);
  if (deps.runJobs) {
    const recovery = bookingRecovery({
      db,
      ledger,
      payments,
      suppliers: searchDeps.suppliers,
      supplierTimeoutMs: searchDeps.timeoutMs,
      interruptedAfterMs: config.bookingInterruptedAfterMs,
      finishCancellations: (staleBefore) => afterSale.finishInterruptedCancellations(staleBefore),
      log: app.log,
    });
    // Several processes on one PostgreSQL: each job runs in one of them at a time.
    const guard = database.kind === 'postgres' ? advisoryLockGuard(db) : undefined;
    const jobs = [
      startLedgerExpiryJob(ledger, jobLog, config.ledgerExpiryIntervalMs, guard),
      startBookingExpiryJob(bookings, jobLog, undefined, guard),
      startBookingRecoveryJob(recovery, jobLog, config.bookingRecoveryIntervalMs, guard),
      startPaymentReconciliationJob(
        payments,
        config.paymentReconcileAfterMs,
        jobLog,
        undefined,
        guard,
      ),
    ];
    app.addHook('onClose', async () => jobs.forEach((job) => job.stop()));
  }
  // The console: its guard first, then each module's console routes, which depend on it.
  const operators = operatorsService({ db, secret: config.jwtSecret, audit });
  await app.register(operatorGuard, { authenticate: operators.authenticate });
  await app.register(operatorsConsole, { operators });
  await app.register(auditConsole, { audit });
  await app.register(campaignsConsole, { db, storage, audit });
  await app.register(termsConsole, { terms, campaigns });
  await app.register(couponsConsole, { db, audit });
  await app.register(showcasesConsole, { db, storage, audit });
  await app.register(experiencesConsole, { db, storage, audit });
  await app.register(membersConsole, { db, ledger, audit, passwordLinks: auth });
  await app.register(supplierPricingConsole, { exchangeRates, flightMarkups });
  await app.register(bookingsConsole, { db, afterSale, audit });
  await app.register(reportsConsole, { db });
  const bookingMails = await bookingMailsModule(app, {
    db,
    mailer,
    campaigns,
    publicUrl: config.publicUrl,
    onAttempt: (kind, outcome) => metrics.mails.inc({ kind, outcome }),
  });
  app.decorate('bookingMails', bookingMails);
  if (deps.runJobs) {
    // Every pass counted; only those that sent or failed something logged.
    const mailJob = startBookingMailJob(
      bookingMails,
      observedJobLog(quietWhenIdle(app.log, 'sent', 'failed'), metrics),
    );
    app.addHook('onClose', async () => mailJob.stop());
  }
  auditDisputes({ db, payments, audit, log: app.log });
  await loyaltyModule(app, {
    db,
    secret: config.jwtSecret,
    ledger,
    campaigns,
    audit,
    runJobs: deps.runJobs ?? false,
    // Every delivery pass counted; only those that delivered or failed something logged.
    jobLog: observedJobLog(quietWhenIdle(app.log, 'delivered', 'failed'), metrics),
    webhookPublicOnly: config.webhookPublicOnly,
  });
  if (config.devRoutes) await app.register(devRoutes, { dev: devService(db) });

  if (config.webDist)
    await registerWebApp(app, { root: config.webDist, serveSourceMaps: config.serveSourceMaps });
  return app;
}

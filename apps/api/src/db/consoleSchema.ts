import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * People who run the portal from the console: never members, never signed in through a
 * campaign. Passwords are argon2id hashes; the second factor is an authenticator app (TOTP),
 * and the last time step used is kept so a code works only once.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'support'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_unique').on(sql`lower(${t.email})`)],
);

/** What an operator (or a programme's API client) did, with the record before and after. Append-only: a trigger refuses updates and deletes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type', { enum: ['operator', 'api_client'] }).notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    campaignId: integer('campaign_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * A loyalty programme's machine access to one campaign: client id and an argon2id hash of its
 * secret (client-credentials tokens), and where its webhooks go. The webhook secret signs the
 * payloads, so it is kept as it is: a hash could not sign.
 */
export const loyaltyClients = pgTable(
  'loyalty_clients',
  {
    id: text('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** In the client's token fingerprint: disabling moves it, so re-enabling revives no token. */
    tokensGeneration: integer('tokens_generation').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('loyalty_clients_campaign_idx').on(t.campaignId)],
);

/** The first answer to each Idempotency-Key of a client, replayed for the same request and refused (422) for another. */
export const loyaltyIdempotency = pgTable(
  'loyalty_idempotency',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => loyaltyClients.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.key] })],
);

/**
 * The webhook outbox: one row per event and client, written by triggers in the transaction of
 * the change (a booking issued, cancelled or refunded; points redeemed or refunded), delivered
 * with retries and backoff until the programme answers 2xx or the attempts run out.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => loyaltyClients.id),
    eventId: uuid('event_id').notNull().defaultRandom(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('webhook_deliveries_client_idx').on(t.clientId, t.id),
  ],
);

/**
 * The exchange rates the operator keeps (console: programme settings): reais per unit of a
 * supplier's currency. A supplier's offer in a currency without a rate is not sold.
 */
export const exchangeRates = pgTable('exchange_rates', {
  /** ISO 4217 (USD, EUR). */
  currency: text('currency').primaryKey(),
  brlRate: numeric('brl_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A campaign's markup on the flights it sells, in reais before points: a percentage of the
 * price and/or a fixed amount per passenger (none when the campaign has no row).
 */
export const flightMarkups = pgTable('flight_markups', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  percent: numeric('percent', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
  fixedPerPassengerCents: integer('fixed_per_passenger_cents').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A points credit above its operator's role limit, waiting for an admin other than the one who
 * asked (four eyes). Approving credits the member under the request's idempotency key, so a
 * request credits at most once.
 */
export const pointsApprovals = pgTable(
  'points_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    memberId: uuid('member_id').notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => operators.id),
    requestedByName: text('requested_by_name').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedById: uuid('decided_by_id').references(() => operators.id),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_approvals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A CSV file imported from the console (members or points credits), by the SHA-256 of its
 * bytes: the same file uploaded again answers what the first import did and changes nothing.
 */
export const consoleImports = pgTable(
  'console_imports',
  {
    fileHash: text('file_hash').notNull(),
    kind: text('kind', { enum: ['members', 'credits'] }).notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.campaignId, t.fileHash] })],
);

/** A campaign's own text of a term (purchase conditions, privacy policy); absent, the default. */
export const campaignTerms = pgTable(
  'campaign_terms',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.code] })],
);

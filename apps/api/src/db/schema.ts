import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignSettings, OidcClientSettings } from '../modules/campaigns/settings';
import type { HoldRequest, SupplierPrice } from '../suppliers/ports';
import { bookingStates, type BookingDetails } from '@portal/domain/bookings';
import { campaignStatuses } from '@portal/domain/campaigns';
import { type ShowcaseImage } from '@portal/domain/showcases';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  guestCode: text('guest_code').unique(),
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  conversionRate: integer('conversion_rate').notNull(),
  settings: jsonb('settings').$type<CampaignSettings>().notNull(),
  oidc: jsonb('oidc').$type<OidcClientSettings>(),
  /** See `campaignAvailability` in @portal/domain: what members reach, by status and dates. */
  status: text('status', { enum: campaignStatuses }).notNull().default('active'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    kind: text('kind', { enum: ['member', 'guest', 'voucher'] }).notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    cpf: text('cpf'),
    cellphone: text('cellphone'),
    firstAccess: boolean('first_access').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    voucherUid: text('voucher_uid').unique(),
    voucherUsed: boolean('voucher_used').notNull().default(false),
    /** The booking that used the travel voucher, while it issues and after: its undo gives the voucher back. */
    voucherBookingId: uuid('voucher_booking_id'),
    ssoSubject: text('sso_subject'),
    /** Carried by access tokens: a sign-out or a password change moves it, ending them all. */
    tokensGeneration: integer('tokens_generation').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_sso_subject_unique').on(t.campaignId, t.ssoSubject),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The sign-in it descends from by rotation: a rotated token used again revokes them all. */
    familyId: uuid('family_id').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.createdAt)],
);

export const ssoStates = pgTable('sso_states', {
  state: text('state').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments:
    jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>(),
  transport: text('transport').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

export interface SearchPlace {
  iata: string;
  name: string;
  city: string;
  country: string;
  omnCountryName: string;
  omnStateName: string;
}

export const searches = pgTable(
  'searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id').references(() => users.id),
    originIata: text('origin_iata').notNull(),
    destinationIata: text('destination_iata').notNull(),
    origin: jsonb('origin').$type<SearchPlace>().notNull(),
    destination: jsonb('destination').$type<SearchPlace>().notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('searches_campaign_date_idx').on(t.campaignId, t.date)],
);

export const showcases = pgTable('showcases', {
  id: text('id').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<Omit<ShowcaseImage, 'url'>[]>().notNull(),
  /** Kept for the console but left off the member home. */
  hidden: boolean('hidden').notNull().default(false),
});

export const leads = pgTable('leads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  userId: uuid('user_id').references(() => users.id),
  kind: text('kind', { enum: ['trip-request', 'lead'] }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  details: text('details').notNull(),
  channel: text('channel').notNull(),
  createdAt: createdAt(),
});

export const terms = pgTable('terms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
});

/** Points ledger: balanced, append-only postings over accounts. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind', {
      enum: ['member', 'issuance', 'redemptions', 'expired', 'holds'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_unique').on(t.campaignId, t.kind, t.userId),
    // The index above lets NULL user ids repeat: a campaign's system accounts are unique here.
    uniqueIndex('ledger_accounts_system_unique')
      .on(t.campaignId, t.kind)
      .where(sql`${t.userId} is null`),
  ],
);

export const ledgerPostings = pgTable('ledger_postings', {
  id: uuid('id').primaryKey().defaultRandom(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  action: text('action').notNull(),
  description: text('description').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  /** Fingerprint of the request that made the posting: a replay with another body is refused. */
  requestHash: text('request_hash'),
  createdAt: createdAt(),
});

export const pointLots = pgTable('point_lots', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  postingId: uuid('posting_id')
    .notNull()
    .references(() => ledgerPostings.id),
  points: bigint('points', { mode: 'number' }).notNull(),
  remaining: bigint('remaining', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    lotId: uuid('lot_id').references(() => pointLots.id),
    points: bigint('points', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Points held for a purchase: the hold posting moved them from the member's lots to
 * the campaign's holds account; capture moves them on to redemptions, release returns them to
 * the same lots, refund returns captured points to the member.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    memberAccountId: uuid('member_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    points: bigint('points', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['held', 'captured', 'released'] }).notNull(),
    reference: text('reference').notNull(),
    holdPostingId: uuid('hold_posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    capturePostingId: uuid('capture_posting_id').references(() => ledgerPostings.id),
    releasePostingId: uuid('release_posting_id').references(() => ledgerPostings.id),
    refundedPoints: bigint('refunded_points', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_holds_user_idx').on(t.userId, t.createdAt),
    index('ledger_holds_reference_idx').on(t.reference),
  ],
);

/**
 * Where a payment is: recorded before the gateway call (pending); unknown when the call timed
 * out (the reconciliation asks the gateway); awaiting_payment while a Pix waits for the payer;
 * then authorised, captured, refunded, or declined, failed, voided.
 */
export const paymentTransactionStatuses = [
  'pending',
  'unknown',
  'awaiting_payment',
  'requires_two_factor',
  'requires_redirect',
  'authorized',
  'declined',
  'failed',
  'captured',
  'voided',
  'refunded',
] as const;

/**
 * Cards known to the payment gateway. Only the gateway's vault token, the brand and
 * the last four digits are kept: never the number, never the security code.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id').references(() => users.id),
    vaultToken: text('vault_token').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** Holder name and expiry, shown in the member's saved cards; null on cards kept before them. */
    holder: text('holder'),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    /** The issuing country (ISO 3166-1 alpha-2) when the gateway tells it: installments depend on it. */
    country: text('country'),
    /** Shown in the member's saved cards; one-off cards of a single purchase are not. */
    saved: boolean('saved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_cards_user_idx').on(t.userId)],
);

/** One payment (card or Pix) and its state at the gateway: authorised, captured, voided, refunded. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id').references(() => users.id),
    method: text('method', { enum: ['card', 'pix'] })
      .notNull()
      .default('card'),
    /** The card paid with; null for Pix. */
    cardId: uuid('card_id').references(() => paymentCards.id),
    /** What is paid for, e.g. a booking locator. */
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    installments: integer('installments').notNull(),
    status: text('status', {
      enum: paymentTransactionStatuses,
    }).notNull(),
    gatewayReference: text('gateway_reference'),
    /** A Pix charge's code, image and expiry, shown to the payer until it is paid. */
    pix: jsonb('pix').$type<{ code: string; imageUrl: string | null; expiresAt: string }>(),
    /** Set when the payer disputed the charge with their bank (a chargeback), for the operators. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    declineReason: text('decline_reason'),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** The issuer's confirmation page (3-D Secure) a real gateway gave, while it awaits the payer. */
    redirectUrl: text('redirect_url'),
    /** Where the gateway's confirmation page sends the browser back (a path of this portal). */
    returnUrl: text('return_url'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_reference_idx').on(t.reference),
    index('payment_transactions_gateway_reference_idx').on(t.gatewayReference),
    // The reconciliation reads only the payments whose outcome is still open.
    index('payment_transactions_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('unknown', 'awaiting_payment')`),
  ],
);

/** The gateway's notifications already handled, by their id: each is handled once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Bookings and their submission: one row per idempotency key of a member, holding
 * the saga's references (supplier hold, payment transaction, points hold) and the first answer,
 * replayed for a repeated key. No card data: only the payment transaction's id.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locator: text('locator').notNull().unique(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', {
      enum: ['FLIGHT', 'EXPERIENCE', 'ENTERTAINMENT', 'HOTEL', 'CAR', 'BUS'],
    }).notNull(),
    /** 1 pendente, 2 emitido, 3 expirado, 4 finalizado, 5 cancelado. */
    statusId: integer('status_id').notNull(),
    /** Where the submission is: processing → issued | pending (declined or awaiting confirmation) | failed; a cancel goes through cancelling → cancelled. */
    state: text('state', { enum: bookingStates }).notNull(),
    bookingCode: text('booking_code'),
    /** The supplier holds the booking took, in the order it took them. */
    supplierHoldIds: text('supplier_hold_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The supplier's keys of the offers held (search key, rate key, slot id), one per hold, in their order. */
    supplierRefs: text('supplier_refs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ledgerHoldId: uuid('ledger_hold_id').references(() => ledgerHolds.id),
    paymentTransactionId: uuid('payment_transaction_id').references(() => paymentTransactions.id),
    pointsTotal: bigint('points_total', { mode: 'number' }).notNull(),
    cashTotalCents: bigint('cash_total_cents', { mode: 'number' }).notNull(),
    pointsPaid: bigint('points_paid', { mode: 'number' }).notNull(),
    cashPaidCents: bigint('cash_paid_cents', { mode: 'number' }).notNull(),
    /** Travel date (first flight or check-in), yyyy-mm-dd. */
    travelDate: text('travel_date').notNull(),
    description: text('description').notNull(),
    passengers: jsonb('passengers').$type<Array<{ name: string; lastName: string }>>().notNull(),
    /** What was booked, per product, for the my-trips cards. */
    details: jsonb('details').$type<BookingDetails>(),
    /**
     * The supplier's own price when it was not in reais: its amount and currency, and the
     * exchange rate the booking was sold at (a refund is converted back with the same rate).
     */
    supplierPrice: jsonb('supplier_price').$type<SupplierPrice>(),
    /**
     * The holds of a supplier whose hold is the sale (ReservationPort.holdSells), kept until
     * the payment is secured and they are taken, with the travellers they name; cleared then,
     * or when the booking gives up.
     */
    pendingHolds: jsonb('pending_holds').$type<HoldRequest[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    /** The activity's daysBeforeCancellationPolicy (experiences, entertainment); null: the default of @portal/domain. */
    cancellationDays: integer('cancellation_days'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the cancellation gave back: points to the ledger, centavos to the card. */
    refundPoints: bigint('refund_points', { mode: 'number' }),
    refundCashCents: bigint('refund_cash_cents', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    // The jobs' claims (expiry of pendentes, recovery of interrupted purchases and cancellations) read only these rows.
    // Status 1 is pendente (BookingStatus.PENDING).
    index('bookings_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.statusId} = 1`),
    index('bookings_running_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} in ('processing', 'cancelling')`),
  ],
);

/**
 * The console's reports per day (Brazil's official time), campaign and product: written only by
 * the bookings' own triggers (0028_report_days.sql), in the transaction of each booking change.
 */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    product: text('product').notNull(),
    issued: integer('issued').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    pointsRedeemed: bigint('points_redeemed', { mode: 'number' }).notNull().default(0),
    pointsRefunded: bigint('points_refunded', { mode: 'number' }).notNull().default(0),
    cashCapturedCents: bigint('cash_captured_cents', { mode: 'number' }).notNull().default(0),
    cashRefundedCents: bigint('cash_refunded_cents', { mode: 'number' }).notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
    shard: smallint('shard').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.campaignId, t.product, t.shard] })],
);

/** Issued bookings per day of purchase, campaign and destination, written as report_days is. */
export const reportDestinations = pgTable(
  'report_destinations',
  {
    day: date('day').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    destination: text('destination').notNull(),
    bookings: integer('bookings').notNull().default(0),
    shard: smallint('shard').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.campaignId, t.destination, t.shard] })],
);

/** The booking e-mails: a confirmation on issue, a receipt on cancellation, what to do on a pending payment. */
export const bookingMailKinds = ['confirmation', 'cancellation', 'pending_payment'] as const;
export type BookingMailKind = (typeof bookingMailKinds)[number];

/**
 * The booking e-mail outbox: one row per e-mail owed, written by a trigger on `bookings` in the
 * transaction of the change (a purchase rolled back owes none), delivered by a job with retries
 * and backoff until it is sent or its attempts run out.
 */
export const bookingMails = pgTable(
  'booking_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: bookingMailKinds }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('booking_mails_booking_idx').on(t.bookingId),
  ],
);

/**
 * Experiences: the operator's own inventory, seeded per city. Sessions follow the
 * weekly schedule (weekdays 0 = Sunday, times 'HH:mm'); each session holds `capacity` places.
 */
export const experiences = pgTable(
  'experiences',
  {
    /** EXP-<ibge>-<nn>. */
    id: text('id').primaryKey(),
    cityIbge: text('city_ibge').notNull(),
    cityName: text('city_name').notNull(),
    stateName: text('state_name').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    localization: text('localization').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    qtParticipants: integer('qt_participants').notNull(),
    continuous: boolean('continuous').notNull(),
    category: text('category').notNull(),
    freeCancel: boolean('free_cancel').notNull(),
    whatToExpect: text('what_to_expect').notNull(),
    whatIsIncluded: text('what_is_included').notNull(),
    whatIsNotIncluded: text('what_is_not_included').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    importantInfo: text('important_info').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weekdays: integer('weekdays').array().notNull(),
    times: text('times').array().notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('experiences_city_idx').on(t.cityIbge)],
);

/** Places taken in one experience session; held and issued rows count against its capacity. */
export const experienceSlotBookings = pgTable(
  'experience_slot_bookings',
  {
    /** The hold id. */
    id: uuid('id').primaryKey().defaultRandom(),
    experienceId: text('experience_id')
      .notNull()
      .references(() => experiences.id),
    /** <experienceId>-<yyyy-mm-dd>-<hhmm>, the experienceDates id. */
    slotId: text('slot_id').notNull(),
    /** yyyy-mm-dd of the session. */
    date: text('date').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['held', 'issued', 'cancelled'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('experience_slot_bookings_experience_date_idx').on(t.experienceId, t.date)],
);

/**
 * Discount coupons of a campaign: POINTS (1) takes `value` points off,
 * PERCENTAGE (2) takes `value` % off; the flags say for which products. Codes are unique per
 * campaign whatever their case. A usage limit counts the bookings that used the coupon.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    code: text('code').notNull(),
    discountType: integer('discount_type').$type<1 | 2>().notNull(),
    value: integer('value').notNull(),
    air: boolean('air').notNull().default(false),
    car: boolean('car').notNull().default(false),
    hotel: boolean('hotel').notNull().default(false),
    experience: boolean('experience').notNull().default(false),
    bus: boolean('bus').notNull().default(false),
    entertainment: boolean('entertainment').notNull().default(false),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_campaign_code_unique').on(t.campaignId, sql`upper(${t.code})`),
    check('coupons_discount_type_check', sql`${t.discountType} in (1, 2)`),
    check(
      'coupons_value_check',
      sql`${t.value} > 0 and (${t.discountType} = 1 or ${t.value} <= 100)`,
    ),
    check('coupons_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);

/**
 * One row per booking that used a coupon, with the discount it gave. A usage counts against the
 * coupon's limit while its booking lives: a failed or expired booking gives it back.
 */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    discountPoints: bigint('discount_points', { mode: 'number' }).notNull(),
    discountCashCents: bigint('discount_cash_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.couponId)],
);

/**
 * The two-factor code of a booking awaiting the member's confirmation: one live code
 * per booking, replaced by a resend. Only a salted hash of the code is kept; it expires, is used
 * once and is locked after too many wrong tries.
 */
export const bookingTwoFactorCodes = pgTable('booking_two_factor_codes', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  codeHash: text('code_hash').notNull(),
  /** Random per code: it also tells one code from the next, so a try on a replaced code is not counted on the new one. */
  salt: text('salt').notNull(),
  /** Where the code went; resends go to the same address. */
  sentTo: text('sent_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

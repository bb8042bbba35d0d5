import type { FastifyBaseLogger } from 'fastify';
import { consoleMessages } from '@portal/domain/operators';
import type { Db } from '../../db/client';
import type { BookingMailKind } from './repository';

export type { BookingMailKind };
import { notFound } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import type { CampaignsService } from '../campaigns/service';
import { bookingsRepository } from '../bookings/repository';
import { bookingMailContent, type BookingMailContent, type BookingMailContext } from './content';
import { bookingMailsRepository, type BookingMailRow } from './repository';

/** After this many failed attempts an e-mail is given up (its row keeps the last error). */
export const BOOKING_MAIL_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
/** Longer than rendering and sending one e-mail: a claimed e-mail is not claimed again meanwhile. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Wait before the next attempt, doubling from 30 s after each failure, at most an hour. */
export const bookingMailBackoffMs = (failedAttempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), BACKOFF_MAX_MS);

export type BookingMailOutcome = 'sent' | 'retry' | 'failed' | 'no_recipient';

/**
 * Delivers the booking e-mail outbox: each due row is rendered from the booking as it now is and
 * sent through the mailer with a Message-ID of its own, so a resend after a crash between the
 * send and its record is recognisably the same message. A refused send is retried with backoff.
 */
export function bookingMailsService(deps: {
  db: Db;
  mailer: Mailer;
  campaigns: CampaignsService;
  publicUrl: string;
  log?: FastifyBaseLogger;
  /** Told of every attempt (the metrics count them). */
  onAttempt?: (kind: BookingMailKind, outcome: BookingMailOutcome) => void;
}) {
  const repository = bookingMailsRepository(deps.db);
  const bookings = bookingsRepository(deps.db);
  const host = new URL(deps.publicUrl).hostname;

  async function contextOf(bookingId: string): Promise<BookingMailContext | undefined> {
    const view = await bookings.viewById(bookingId);
    if (!view) return undefined;
    const owner = (await bookings.owner(view.booking.userId)) ?? { name: '', email: null };
    const campaign = await deps.campaigns.get(view.booking.campaignId);
    return { view, owner, campaign, publicUrl: deps.publicUrl };
  }

  async function attempt(row: BookingMailRow, now: Date): Promise<BookingMailOutcome> {
    let error: string;
    try {
      const context = await contextOf(row.bookingId);
      if (!context) throw new Error('booking not found');
      if (!context.owner.email) {
        // A guest without an address: nothing to send, nothing to retry.
        await repository.attemptFailed(row.id, {
          error: 'no recipient',
          nextAttemptAt: null,
          at: now,
        });
        return 'no_recipient';
      }
      const content = await bookingMailContent(row.kind, context);
      const delivery = await deps.mailer.send({
        to: context.owner.email,
        subject: content.subject,
        text: content.text,
        html: content.html,
        attachments: content.attachments,
        messageId: `<booking-mail-${row.id}@${host}>`,
      });
      if (!delivery.error) {
        await repository.sent(row.id, now);
        return 'sent';
      }
      error = delivery.error;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const failedAttempts = row.attempts + 1;
    const givenUp = failedAttempts >= BOOKING_MAIL_MAX_ATTEMPTS;
    await repository.attemptFailed(row.id, {
      error,
      nextAttemptAt: givenUp
        ? null
        : new Date(now.getTime() + bookingMailBackoffMs(failedAttempts)),
      at: now,
    });
    deps.log?.warn({ bookingMail: row.id, kind: row.kind, err: error }, 'booking e-mail not sent');
    return givenUp ? 'failed' : 'retry';
  }

  return {
    /** One pass over the due e-mails, one after the other (SMTP servers prefer it). */
    async deliverDue(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      for (const row of await repository.claimDue(now, CLAIM_LEASE_MS, BATCH)) {
        const outcome = await attempt(row, now);
        deps.onAttempt?.(row.kind, outcome);
        if (outcome === 'sent') sent++;
        else failed++;
      }
      return { sent, failed };
    },

    /** The e-mail of `kind` a booking would get now, rendered without sending (the console's preview). */
    async preview(locator: string, kind: BookingMailKind): Promise<BookingMailContent> {
      const id = await repository.bookingId(locator);
      const context = id ? await contextOf(id) : undefined;
      if (!context) throw notFound(consoleMessages.bookingNotFound, 'BOOKING_NOT_FOUND');
      return bookingMailContent(kind, context);
    },

    backlog: () => repository.backlog(),
    ofBooking: (locator: string) => repository.ofBooking(locator),
  };
}
export type BookingMailsService = ReturnType<typeof bookingMailsService>;

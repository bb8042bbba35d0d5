import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  afterSaleMessages,
  TWO_FACTOR_CODE_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
} from '@portal/domain/bookings';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { twoFactorRepository } from './twoFactorRepository';

export interface TwoFactorDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

/**
 * A 6-digit code has a million values, so its hash does not make it secret by itself: the
 * salted hash keeps codes out of dumps and logs, and the real protection is the 10-minute
 * expiry, single use and the lock after 5 wrong tries.
 */
const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest();

/** The two-factor codes of bookings whose card asked for one. */
export function twoFactorCodes(deps: TwoFactorDeps) {
  const repo = twoFactorRepository(deps.db);

  return {
    /**
     * E-mails a new code for the booking; the previous one stops working and the tries start
     * over. The member's e-mail, else the main traveller's (guests have none), else the
     * address of the previous code.
     */
    async send(
      booking: { id: string; userId: string; locator: string },
      travellerEmail: string | null = null,
    ): Promise<void> {
      const [recipient, previous] = await Promise.all([
        repo.recipient(booking.userId),
        repo.byBooking(booking.id),
      ]);
      const to = recipient?.email ?? travellerEmail ?? previous?.sentTo;
      if (!to) throw conflict(afterSaleMessages.noEmail, 'NO_EMAIL');
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const now = deps.now();
      await repo.replace({
        bookingId: booking.id,
        codeHash: hashCode(salt, code).toString('hex'),
        salt,
        sentTo: to,
        expiresAt: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000),
        createdAt: now,
      });
      await deps.mailer.send({
        to,
        subject: afterSaleMessages.codeSubject,
        text: afterSaleMessages.codeText(recipient?.name ?? 'viajante', code, booking.locator),
      });
    },

    /** Checks the code and uses it up; a 409 with the reason otherwise (wrong, locked, expired, used). */
    async consume(bookingId: string, code: string): Promise<void> {
      const stored = await repo.byBooking(bookingId);
      if (!stored) throw conflict(afterSaleMessages.noActiveCode, 'NO_ACTIVE_CODE');
      if (stored.usedAt) throw conflict(afterSaleMessages.codeUsed, 'CODE_USED');
      if (stored.attempts >= TWO_FACTOR_MAX_ATTEMPTS)
        throw conflict(afterSaleMessages.codeLocked, 'CODE_LOCKED');
      const now = deps.now();
      if (stored.expiresAt.getTime() <= now.getTime())
        throw conflict(afterSaleMessages.codeExpired, 'CODE_EXPIRED');
      const expected = Buffer.from(stored.codeHash, 'hex');
      const given = hashCode(stored.salt, code.trim());
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await repo.countWrongTry(bookingId, stored.salt, TWO_FACTOR_MAX_ATTEMPTS);
        const remaining = attempts === null ? 0 : TWO_FACTOR_MAX_ATTEMPTS - attempts;
        if (remaining <= 0) throw conflict(afterSaleMessages.codeLocked, 'CODE_LOCKED');
        throw conflict(afterSaleMessages.wrongCode(remaining), 'WRONG_CODE');
      }
      if (!(await repo.markUsed(bookingId, stored.salt, TWO_FACTOR_MAX_ATTEMPTS, now)))
        throw conflict(afterSaleMessages.codeUsed, 'CODE_USED');
    },
  };
}
export type TwoFactorCodes = ReturnType<typeof twoFactorCodes>;

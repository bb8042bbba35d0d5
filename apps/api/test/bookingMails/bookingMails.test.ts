import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { bookingMails, bookings } from '../../src/db/schema';
import { bookingMailBackoffMs } from '../../src/modules/bookingMails/service';
import { demoOperators } from '../../src/seed/operators';
import { pdfText } from '../bookings/pdfText';
import { closeChecked, flightBooking, flightOffer, postBooking } from '../bookings/helpers';
import { consoleLogin, operatorBearer } from '../helpers/console';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const GATEWAY_TIMEOUT = '4000000000000119';

describe('booking e-mails through the outbox, over a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let token: string;

  const mailsTo = (locator: string) =>
    smtp.received.filter((m) => (m.parsed.subject ?? '').includes(locator));
  const owed = (locator: string) =>
    t.database.db
      .select({ kind: bookingMails.kind, sentAt: bookingMails.sentAt })
      .from(bookingMails)
      .innerJoin(bookings, eq(bookings.id, bookingMails.bookingId))
      .where(eq(bookings.locator, locator));
  const buy = async (cardNumber: string) => {
    const response = await postBooking(t, token, flightBooking(await flightOffer(), cardNumber));
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
    token = (await login(t.app, demo.member)).idToken;
  });
  afterAll(async () => {
    await closeChecked(t);
    await smtp.close();
  });

  it('an issued purchase sends one branded confirmation with its PDF voucher and a calendar file that parse', async () => {
    const { status, body } = await buy(APPROVED);
    expect(status).toBe(200);
    const locator: string = body.booking.locator;
    // Owed in the purchase's own transaction, sent only by the delivery.
    expect(await owed(locator)).toEqual([{ kind: 'confirmation', sentAt: null }]);
    expect(mailsTo(locator)).toHaveLength(0);

    expect(await t.app.bookingMails.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.bookingMails.deliverDue()).toEqual({ sent: 0, failed: 0 });
    const mails = mailsTo(locator);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual([demo.member.email]);
    expect(mail?.parsed.subject).toBe(`Viaje Mais Pontos: reserva ${locator} confirmada`);
    expect(mail?.parsed.messageId).toMatch(/^<booking-mail-\d+@localhost>$/);

    const html = String(mail?.parsed.html);
    expect(html).toContain('src="http://localhost:3000/files/campaign/77/logo"');
    expect(html).toContain('background:#0b3d91');
    expect(html).toContain('Pago em Pontos');
    const text = mail?.parsed.text ?? '';
    expect(text).toContain(`Localizador: ${locator}`);
    expect(text).toContain('  Maria Souza');
    expect(text).toContain(`Pago em Pontos: ${formatPoints(body.booking.pointsPrice)} Pts`);
    expect(text).toContain(
      `Pago em dinheiro: ${formatBRL(Math.round(body.booking.cashPrice * 100))}`,
    );
    // The 2FA journeys read six-digit codes from the mails: a confirmation carries none.
    expect(text).not.toMatch(/\b\d{6}\b/);

    const [pdf, ics] = mail?.parsed.attachments ?? [];
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: `voucher-${locator}.pdf`,
    });
    expect(await pdfText(pdf!.content)).toContain(locator);
    expect(ics).toMatchObject({ contentType: 'text/calendar', filename: `reserva-${locator}.ics` });
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(locator);
    expect(event.summary).toBe(body.booking.description);
    expect(event.startDate.toString().slice(0, 10)).toBe(body.booking.date);

    expect(await owed(locator)).toEqual([{ kind: 'confirmation', sentAt: expect.any(Date) }]);
  });

  it('a purchase rolled back owes no e-mail: neither one the saga undid nor a change its transaction rolled back', async () => {
    const before = smtp.received.length;
    const { status, body } = await buy(GATEWAY_TIMEOUT);
    expect(status).toBe(504);
    const [failed] = await t.database.db
      .select({ id: bookings.id, locator: bookings.locator, state: bookings.state })
      .from(bookings)
      .where(eq(bookings.failureReason, body.code));
    expect(failed?.state).toBe('failed');
    expect(await owed(failed!.locator)).toEqual([]);

    // An issue whose transaction rolls back leaves no e-mail behind.
    const declined = await buy(DECLINED);
    const locator: string = declined.body.booking.locator;
    const owedBefore = await owed(locator);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update bookings set state = 'issued' where locator = ${locator}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await owed(locator)).toEqual(owedBefore);

    await t.app.bookingMails.deliverDue();
    expect(
      smtp.received.slice(before).filter((m) => m.parsed.subject?.includes('confirmada')),
    ).toEqual([]);
  });

  it('a declined card sends what to do and by when', async () => {
    const { status, body } = await buy(DECLINED);
    expect(status).toBe(201);
    const locator: string = body.booking.locator;
    await t.app.bookingMails.deliverDue();
    const [mail] = mailsTo(locator);
    expect(mail?.parsed.subject).toBe(
      `Viaje Mais Pontos: pagamento pendente da reserva ${locator}`,
    );
    const text = mail?.parsed.text ?? '';
    expect(text).toContain('O pagamento com cartão não foi autorizado');
    expect(text).toContain('reprocesse o pagamento com outro cartão');
    const deadline = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(body.booking.bookingExpirationDate))
      .replace(', ', ' às ');
    expect(text).toContain(`Pague até: ${deadline}`);
    expect(mail?.parsed.attachments).toEqual([]);
  });

  it('a cancellation sends the receipt of what was refunded and retained', async () => {
    const { body } = await buy(APPROVED);
    const locator: string = body.booking.locator;
    await t.app.bookingMails.deliverDue();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel?locator=${locator}`,
      headers: bearer(token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { refund } = cancel.json() as { refund: { points: number; cash: number } };
    expect(await t.app.bookingMails.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const receipt = mailsTo(locator).find((m) => m.parsed.subject?.endsWith('cancelada'));
    const text = receipt?.parsed.text ?? '';
    expect(text).toContain(`Devolvido em Pontos: ${formatPoints(refund.points)} Pts`);
    expect(text).toContain(`Devolvido ao cartão: ${formatBRL(Math.round(refund.cash * 100))}`);
    expect(text).toContain(`Retido em Pontos (multa): ${formatPoints(0)} Pts`);
    expect(text).toContain(`Retido em dinheiro (multa): ${formatBRL(0)}`);
    expect(mailsTo(locator).map((m) => m.parsed.subject)).toEqual([
      `Viaje Mais Pontos: reserva ${locator} confirmada`,
      `Viaje Mais Pontos: reserva ${locator} cancelada`,
    ]);
  });

  it('retries a refused send with backoff and sends it once when the server is back', async () => {
    const { body } = await buy(APPROVED);
    const locator: string = body.booking.locator;
    await smtp.close();
    const now = new Date();
    expect(await t.app.bookingMails.deliverDue(now)).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.database.db
      .select()
      .from(bookingMails)
      .innerJoin(bookings, eq(bookings.id, bookingMails.bookingId))
      .where(eq(bookings.locator, locator));
    expect(row?.booking_mails).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row?.booking_mails.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.booking_mails.nextAttemptAt.getTime()).toBe(
      now.getTime() + bookingMailBackoffMs(1),
    );
    // Not due before its backoff.
    expect(await t.app.bookingMails.deliverDue(now)).toEqual({ sent: 0, failed: 0 });

    const port = Number(new URL(smtp.url).port);
    const received = smtp.received;
    smtp = await startSmtp(port);
    const later = new Date(now.getTime() + bookingMailBackoffMs(1));
    expect(await t.app.bookingMails.deliverDue(later)).toEqual({ sent: 1, failed: 0 });
    expect(
      [...received, ...smtp.received].filter((m) => m.parsed.subject?.includes(locator)),
    ).toHaveLength(1);
  });

  it('sends an e-mail owed within the millisecond of the pass, in that pass', async () => {
    await t.app.bookingMails.deliverDue();
    const { body } = await buy(APPROVED);
    const locator: string = body.booking.locator;
    // the database keeps microseconds: 600 µs into the millisecond the pass is told is now
    await t.database.db.execute(
      sql`update booking_mails set next_attempt_at = '2026-12-02T12:00:00.000600Z' where sent_at is null`,
    );
    expect(await t.app.bookingMails.deliverDue(new Date('2026-12-02T12:00:00.000Z'))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailsTo(locator)).toHaveLength(1);
  });

  it('the console previews each template for a chosen booking, to admins only, sending nothing', async () => {
    const { body } = await buy(APPROVED);
    const locator: string = body.booking.locator;
    const admin = await consoleLogin(t.app, demoOperators.admin);
    const support = await consoleLogin(t.app, demoOperators.support);
    const sentBefore = smtp.received.length;
    const preview = (template: string, headers: Record<string, string> = operatorBearer(admin)) =>
      t.app.inject({ url: `/api/console/bookings/${locator}/mails/${template}`, headers });

    const confirmation = await preview('confirmation');
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(confirmation.json()).toMatchObject({
      subject: `Viaje Mais Pontos: reserva ${locator} confirmada`,
      attachments: [
        { filename: `voucher-${locator}.pdf`, contentType: 'application/pdf' },
        { filename: `reserva-${locator}.ics` },
      ],
    });
    expect(confirmation.json().html).toContain(locator);
    for (const template of ['cancellation', 'pending-payment']) {
      const response = await preview(template);
      expect(response.statusCode).toBe(200);
      expect(response.json().text).toContain(locator);
    }
    expect((await preview('confirmation', operatorBearer(support))).statusCode).toBe(403);
    expect((await preview('confirmation', {})).statusCode).toBe(401);
    expect((await preview('unknown')).statusCode).toBe(400);
    const missing = await t.app.inject({
      url: `/api/console/bookings/PB${randomUUID().slice(0, 8)}/mails/confirmation`,
      headers: operatorBearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(smtp.received.length).toBe(sentBefore);
  });
});

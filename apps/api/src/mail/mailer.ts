import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** A stable Message-ID, so a message sent again after a crash is known as the same one. */
  messageId?: string;
}

/** What became of a message: recorded only (no SMTP), sent, or refused with the error. */
export interface MailDelivery {
  outboxId: number;
  sent: boolean;
  error: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailDelivery>;
}

/**
 * Every message is recorded in the outbox; with SMTP_URL it is also delivered over SMTP.
 * Without SMTP the outbox is the only copy, readable at /api/dev/outbox when DEV_ROUTES=true.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments:
            message.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
            })) ?? null,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox row not stored');
      if (!transport) return { outboxId: row.id, sent: false, error: null };
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        return { outboxId: row.id, sent: true, error: null };
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'smtp delivery failed');
        await options.db
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row.id));
        return { outboxId: row.id, sent: false, error: String(error) };
      }
    },
  };
}

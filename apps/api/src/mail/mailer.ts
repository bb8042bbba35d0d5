import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxRepository } from './outboxRepository';

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
  const outbox = outboxRepository(options.db);
  return {
    async send(message) {
      const outboxId = await outbox.add({
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
      });
      if (!transport) return { outboxId, sent: false, error: null };
      try {
        await transport.sendMail({ from: options.from, ...message });
        await outbox.markSent(outboxId);
        return { outboxId, sent: true, error: null };
      } catch (error) {
        options.log.error({ err: error, outboxId }, 'smtp delivery failed');
        await outbox.markFailed(outboxId, String(error));
        return { outboxId, sent: false, error: String(error) };
      }
    },
  };
}

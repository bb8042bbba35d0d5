import type { Db } from '../../db/client';
import { outboxRepository } from '../../mail/outboxRepository';

/** What the tests and the local demo read of the app: the e-mails it sent, newest first. */
export function devService(db: Db) {
  const outbox = outboxRepository(db);
  return { sentMails: () => outbox.latest(200) };
}
export type DevService = ReturnType<typeof devService>;

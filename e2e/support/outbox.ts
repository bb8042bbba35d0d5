import { expect, type APIRequestContext } from '@playwright/test';

/** An e-mail as the dev outbox (DEV_ROUTES=true) keeps it. */
export type OutboxMail = { to: string; subject: string; text: string };

/**
 * The link of the newest e-mail to `to` whose subject matches: the journeys' mailbox is the
 * server's dev outbox, read as the member's browser would open it.
 */
export async function linkInLatestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxMail[];
      const mail = outbox.find((m) => m.to === to && subject.test(m.subject));
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

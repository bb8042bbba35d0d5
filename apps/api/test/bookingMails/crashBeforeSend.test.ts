import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBooking, flightOffer } from '../bookings/helpers';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../helpers/serverProcess';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { freshDatabase } from '../helpers/testApp';

describe('a process killed between the booking commit and its e-mail', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-mail-crash-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtp;
  let server: ServerProcess | null = null;
  let base: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase('portal_mail_crash');
    smtp = await startSmtp();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the confirmation once after the restart', { timeout: 600_000 }, async () => {
    // Killed the moment the issue is committed: the e-mail is owed, not sent.
    server = startServer(
      { ...env, CRASH_AFTER_STEP: 'issue' },
      { entry: 'test/helpers/crashingServer.ts' },
    );
    await waitForHealth(base, server);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', campaign: '77' },
      body: JSON.stringify({ email: 'membro@demo.test', password: 'Demo@1234' }),
    });
    const { idToken } = (await login.json()) as { idToken: string };
    const headers = {
      'content-type': 'application/json',
      campaign: '77',
      authorization: `Bearer ${idToken}`,
    };
    const key = randomUUID();
    await expect(
      fetch(`${base}/api/booking`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify(flightBooking(await flightOffer(), '4111111111111111')),
      }),
    ).rejects.toThrow();
    expect(await server.exited).toBe('SIGKILL');
    expect(smtp.received).toEqual([]);

    server = startServer(env);
    await waitForHealth(base, server);
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 250 }).toBe(1);
    const [trip] = (await (await fetch(`${base}/api/bookings`, { headers })).json()) as Array<{
      locator: string;
      statusId: number;
    }>;
    expect(trip?.statusId).toBe(2);
    expect(smtp.received[0]?.parsed.subject).toBe(
      `Viaje Mais Pontos: reserva ${trip?.locator} confirmada`,
    );
    expect(smtp.received[0]?.parsed.attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      'text/calendar',
    ]);
    // Later passes of the job find nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp.received).toHaveLength(1);
  });
});

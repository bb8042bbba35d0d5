import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactedPaths } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { localFileStorage } from '../../src/files/storage';
import { createPayments } from '../../src/payments';
import { seedDemoData } from '../../src/seed/seed';
import { bearer, demo, login } from '../helpers/testApp';

const PANS = [
  '4111111111111111',
  '5555555555554444',
  '4000002760003184',
  '4000000000000002',
  '4000000000000119',
  '378282246310005',
];
const CVV = '987';
const AMEX_CVV = '6543';

/**
 * PAN and CVV are never persisted or logged: the validate and tokenise paths and
 * every gateway outcome run with test cards, with logging at trace level captured; then every
 * text, varchar, json and jsonb column of every table, and every log line, is searched.
 */
describe('card data is never stored nor logged', () => {
  const logLines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  let cleanup = async () => {};

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-pan-'));
    let databaseUrl: string | undefined;
    let dropDatabase = async () => {};
    if (process.env.DATABASE_URL) {
      const name = `portal_pan_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    }
    const config = loadConfig(
      { DATA_DIR: dataDir, NODE_ENV: 'test' },
      {
        jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
        publicUrl: 'http://localhost:3000',
        databaseUrl,
      },
    );
    database = await openDatabase({ databaseUrl, dataDir: null });
    const storage = localFileStorage(join(dataDir, 'files'));
    await seedDemoData(database.db, storage);
    app = await buildApp({
      config,
      database,
      storage,
      logger: {
        level: 'trace',
        redact: { paths: redactedPaths, censor: '[redacted]' },
        stream: { write: (line: string) => void logLines.push(line) },
      },
    });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup());

  it('after validating, tokenising and paying with test cards', async () => {
    const session = await login(app, demo.member);
    const headers = bearer(session.idToken);
    const payments = createPayments({ db: database.db, publicUrl: 'http://localhost:3000' });
    for (const pan of PANS) {
      const cvv = pan.startsWith('37') ? AMEX_CVV : CVV;
      const card = {
        cardNumber: pan,
        cardBrand: 'x',
        cardType: 'Creditcard',
        cardExpirationDate: '12/2099',
        cardSecurityCode: cvv,
        holder: 'MARIA DA SILVA',
      };
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/services/bus/validate-credit-card',
            headers,
            payload: card,
          })
        ).json(),
      ).toEqual({ data: { valid: true } });
      await app.inject({
        method: 'POST',
        url: '/api/services/hotel/validate-credit-card',
        headers,
        payload: { data: { ...card, holder: '' } },
      });
      const saved = await app.inject({
        method: 'POST',
        url: '/api/payments/cards',
        headers,
        payload: { card, save: true },
      });
      expect(saved.statusCode).toBe(201);
      // Invalid variants go through the error paths too.
      await app.inject({
        method: 'POST',
        url: '/api/payments/cards',
        headers,
        payload: { card: { ...card, cardExpirationDate: '01/2001' } },
      });
      await app.inject({
        method: 'POST',
        url: '/api/payments/cards',
        headers,
        payload: { card: { ...card, holder: '' } },
      });
      await payments
        .authorize({
          payer: { campaignId: 77, userId: session.localId, kind: 'member' },
          campaignMaxInstallments: 10,
          card: await payments.payerCard(
            { campaignId: 77, userId: session.localId, kind: 'member' },
            saved.json().id,
          ),
          amountCents: 12345,
          installments: 1,
          reference: `LEAK-${pan}`.replace(/\d/g, 'x'),
          idempotencyKey: `leak-${saved.json().id}`,
        })
        .catch(() => undefined);
    }
    const brands = await app.inject({ method: 'GET', url: '/api/payments/cards', headers });
    expect(brands.statusCode, brands.body).toBe(200);
    expect(brands.json().map((c: { last4Digits: string }) => c.last4Digits)).toContain('1111');

    // Every text-like column of every table.
    const columns = (await database.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(columns.rows.length).toBeGreaterThan(10);
    // Positive control: the same search finds what is meant to be stored.
    const control = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.raw('"payment_cards"')} where position(${'sbx_approve_'} in ${sql.raw('"vault_token"::text')}) > 0`,
    )) as unknown as { rows: { n: number }[] };
    expect(control.rows[0]?.n).toBeGreaterThan(0);
    const needles = [...PANS, ...PANS.map((p) => p.replace(/(\d{4})(?=\d)/g, '$1 '))];
    const cvvPattern = `(^|[^0-9a-zA-Z])(${CVV}|${AMEX_CVV})([^0-9a-zA-Z]|$)`;
    for (const { table_name: table, column_name: column } of columns.rows) {
      const value = sql.raw(`"${column}"::text`);
      const from = sql.raw(`"${table}"`);
      for (const needle of needles) {
        const found = (await database.db.execute(
          sql`select count(*)::int as n from ${from} where position(${needle} in ${value}) > 0`,
        )) as unknown as { rows: { n: number }[] };
        expect(found.rows[0]?.n, `${table}.${column} holds a card number`).toBe(0);
      }
      const cvvFound = (await database.db.execute(
        sql`select count(*)::int as n from ${from} where ${value} ~ ${cvvPattern}`,
      )) as unknown as { rows: { n: number }[] };
      expect(cvvFound.rows[0]?.n, `${table}.${column} holds a security code`).toBe(0);
    }

    // Every captured log line.
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/payments/cards');
    for (const needle of needles) expect(logs.includes(needle), `logs hold ${needle}`).toBe(false);
    expect(new RegExp(cvvPattern, 'm').test(logs.replace(/"time":\d+/g, ''))).toBe(false);
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { balanceHistorySchema } from '@portal/domain/users';
import { leadMessages, termSchema } from '@portal/domain/leads';
import { showcaseSchema, topDestinationSchema } from '@portal/domain/showcases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leads } from '../src/db/schema';
import { flightBody } from './search/helpers';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let member: { idToken: string; localId: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await login(t.app, demo.member);
});
afterAll(() => t.close());

describe('points statement (GET /api/user/balance-history)', () => {
  it('lists the member’s ledger rows with the statement fields, totalling the 500000 balance', async () => {
    const response = await t.app.inject({
      url: '/api/user/balance-history',
      headers: bearer(member.idToken),
    });
    expect(response.statusCode).toBe(200);
    const rows = balanceHistorySchema.parse(response.json());
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'action',
        'date',
        'description',
        'expirationDate',
        'pointsValue',
      ]);
      expect(row.action).toBe('Crédito');
      expect(Number.isNaN(Date.parse(row.date))).toBe(false);
    }
    expect(rows.reduce((sum, row) => sum + row.pointsValue, 0)).toBe(500000);
    // One lot never expires ('Sem validade' in the dialog); the others carry their expiry date.
    expect(rows.filter((row) => row.expirationDate === null)).toHaveLength(1);
    const dated = rows.filter((row) => row.expirationDate !== null);
    expect(dated).toHaveLength(2);
    for (const row of dated)
      expect(Date.parse(row.expirationDate as string)).toBeGreaterThan(Date.now());
    const me = await t.app.inject({ url: '/api/user', headers: bearer(member.idToken) });
    expect(me.json().pointsBalance).toBe(500000);
  });

  it('shows each member only their own rows', async () => {
    const saldo = await login(t.app, demo.lowBalance);
    const rows = balanceHistorySchema.parse(
      (
        await t.app.inject({ url: '/api/user/balance-history', headers: bearer(saldo.idToken) })
      ).json(),
    );
    expect(rows.map((row) => row.pointsValue)).toEqual([100]);
  });

  it('is refused to a guest, to a voucher holder and to a cash-only campaign-83 member', async () => {
    const guest = (await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77')).json();
    const voucher = (
      await t.app.inject({ url: '/api/user/VOUCHER-77-0001', headers: { campaign: '77' } })
    ).json();
    const member83 = await login(t.app, demo.member83, 83);
    for (const [token, campaign] of [
      [guest.idToken, 77],
      [voucher.idToken, 77],
      [member83.idToken, 83],
    ] as const) {
      const response = await t.app.inject({
        url: '/api/user/balance-history',
        headers: bearer(token, campaign),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NO_STATEMENT' });
    }
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ url: '/api/user/balance-history', headers: { campaign: '77' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('showcases (GET /api/showcase)', () => {
  it('lists the campaign’s showcases in order, each image with its file URL', async () => {
    const response = await t.app.inject({ url: '/api/showcase', headers: bearer(member.idToken) });
    expect(response.statusCode).toBe(200);
    const showcases = z.array(showcaseSchema.strict()).parse(response.json());
    expect(showcases.map((s) => [s.id, s.images.length])).toEqual([
      ['ofertas-77', 3],
      ['parceiros-77', 2],
    ]);
    const [offers] = showcases;
    expect(offers?.images[0]).toMatchObject({
      imageId: 'salvador',
      type: 'FLIGHT',
      airportOrigin: 'GRU',
      airportDestination: 'SSA',
      price: 89900,
      url: '/files/showcase/ofertas-77/salvador',
    });
    for (const image of showcases.flatMap((s) => s.images)) {
      const file = await t.app.inject(image.url);
      expect(file.statusCode, image.url).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
    }
    expect(
      showcases[1]?.images.every(
        (image) => image.type === null && image.link.startsWith('https://'),
      ),
    ).toBe(true);
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ url: '/api/showcase', headers: { campaign: '77' } })).statusCode,
    ).toBe(401);
  });
});

describe('searches in the app', () => {
  it('searches only for a signed-in member, and answers refused input as the app does', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/flight',
      headers: { campaign: '77' },
      payload: flightBody('CNF', 'BSB', '2027-03-01'),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'NO_TOKEN' });
    const { idToken } = await login(t.app, demo.member);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/flight',
      headers: bearer(idToken),
      payload: flightBody('CNF', 'QQQ', '2027-03-01'),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      error: 'Aeroporto desconhecido: QQQ',
      code: 'INVALID_SEARCH',
      fields: { 'flightSegments.0.arrivelAirport': 'Aeroporto desconhecido' },
    });
  });
});

describe('most searched destinations', () => {
  // Every flight search of a signed user is recorded by the search API itself.
  const searchFlight = (token: string, outbound: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flight',
      headers: bearer(token),
      payload: flightBody('CNF', 'BSB', outbound),
    });

  it('GET /api/destinations/top gives the top 4 of the last 6 days by count, with photos, without a user', async () => {
    const response = await t.app.inject({
      url: '/api/destinations/top',
      headers: { campaign: '77' },
    });
    expect(response.statusCode).toBe(200);
    const top = z.array(topDestinationSchema).parse(response.json());
    expect(top.map((d) => [d.destinationIata, d.count])).toEqual([
      ['SSA', 9],
      ['GIG', 7],
      ['REC', 5],
      ['FLN', 4],
    ]);
    expect(top[0]).toMatchObject({
      imageUrl: '/files/destination-images/SSA',
      destination: { iata: 'SSA', city: 'Salvador' },
      origin: null,
    });
    for (const destination of top)
      expect((await t.app.inject(destination.imageUrl)).statusCode).toBe(200);
  });

  it('is per campaign', async () => {
    const response = await t.app.inject({
      url: '/api/destinations/top',
      headers: { campaign: '83' },
    });
    expect(response.json()).toEqual([]);
  });

  it('recorded searches change the ranking, and a signed user gets their most frequent origin', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await searchFlight(
        member.idToken,
        `2027-03-${String(10 + i).padStart(2, '0')}`,
      );
      expect([200, 204]).toContain(response.statusCode);
    }
    const anonymous = z
      .array(topDestinationSchema)
      .parse(
        (await t.app.inject({ url: '/api/destinations/top', headers: { campaign: '77' } })).json(),
      );
    // BSB had 2 seeded searches, now 12: first; FLN (4) drops out of the top 4.
    expect(anonymous.map((d) => [d.destinationIata, d.count])).toEqual([
      ['BSB', 12],
      ['SSA', 9],
      ['GIG', 7],
      ['REC', 5],
    ]);
    const signed = z
      .array(topDestinationSchema)
      .parse(
        (
          await t.app.inject({ url: '/api/destinations/top', headers: bearer(member.idToken) })
        ).json(),
      );
    expect(signed[0]?.origin).toMatchObject({ iata: 'CNF', city: 'Belo Horizonte' });
  });

  it('a most searched destination without a photo of its own shows the generic destination photo', async () => {
    for (let i = 0; i < 13; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/flight',
        headers: bearer(member.idToken),
        payload: flightBody('CNF', 'POA', `2027-04-${String(10 + i).padStart(2, '0')}`),
      });
      expect([200, 204]).toContain(response.statusCode);
    }
    const top = z
      .array(topDestinationSchema)
      .parse(
        (await t.app.inject({ url: '/api/destinations/top', headers: { campaign: '77' } })).json(),
      );
    expect(top[0]).toMatchObject({ destinationIata: 'POA', count: 13 });
    const generic = await t.app.inject(top[0]!.imageUrl);
    expect(generic.statusCode).toBe(200);
    expect(generic.headers['content-type']).toContain('image/svg+xml');
    const own = await t.app.inject('/files/destination-images/SSA');
    expect(own.statusCode).toBe(200);
    expect(generic.body).not.toBe(own.body);
    expect(generic.body).not.toContain('Salvador');
  });
});

describe('terms (GET /api/term/{code})', () => {
  it('serves the privacy terms', async () => {
    const response = await t.app.inject('/api/term/USE_TERMS_PRIVACY_POLICY');
    expect(response.statusCode).toBe(200);
    const term = termSchema.strict().parse(response.json());
    expect(term.code).toBe('USE_TERMS_PRIVACY_POLICY');
    expect(term.description.length).toBeGreaterThan(0);
    expect(term.content).toContain('<h2>');
  });

  it('serves the purchase terms the checkout shows, apart from the trip-request privacy text', async () => {
    const response = await t.app.inject('/api/term/PURCHASE_TERMS');
    expect(response.statusCode).toBe(200);
    const term = termSchema.strict().parse(response.json());
    expect(term.name).toBe('Termos de uso e condições de compra');
    expect(term.content).toContain('Cancelamento e reembolso');
    expect(term.description).not.toContain('solicitação');
  });

  it('404 for an unknown code, 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/term/NAO_EXISTE')).statusCode).toBe(404);
    expect((await t.app.inject('/api/term/bad-code')).statusCode).toBe(400);
  });
});

describe('trip request (POST /api/trip-request)', () => {
  const valid = {
    name: 'Maria Souza',
    phone: '(11) 98765-4321',
    email: 'membro@demo.test',
    details: 'Férias em família no Nordeste, 4 pessoas',
  };
  const send = (payload: Record<string, unknown>, token = member.idToken) =>
    t.app.inject({ method: 'POST', url: '/api/trip-request', headers: bearer(token), payload });

  it.each([
    ['name', 'Nome não pode ser vazio'],
    ['phone', 'Celular não pode ser vazio'],
    ['email', 'E-mail não pode ser vazio'],
    ['details', 'Detalhes da viagem não pode ser vazio'],
  ] as const)('an empty %s gives its helper text', async (field, message) => {
    const response = await send({ ...valid, [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
  });

  it('stores the request for the operator with channel form and answers 201', async () => {
    const response = await send({ ...valid, email: 'sem formato' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(row).toMatchObject({
      kind: 'trip-request',
      channel: 'form',
      campaignId: 77,
      userId: member.localId,
      name: valid.name,
      phone: valid.phone,
      email: 'sem formato',
      details: valid.details,
    });
    expect(leadMessages.success).toBe(
      'Sua solicitação foi enviada com sucesso! Em breve entraremos em contato.',
    );
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trip-request',
      headers: { campaign: '77' },
      payload: valid,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('files under /files', () => {
  it('serves a campaign logo', async () => {
    const response = await t.app.inject('/files/campaign/83/logo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).not.toBe((await t.app.inject('/files/campaign/77/logo')).body);
  });

  it('falls back to campaign 0 for a campaign without the image', async () => {
    const fallback = await t.app.inject('/files/campaign/12345/home');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe((await t.app.inject('/files/campaign/0/home')).body);
    const logo = await t.app.inject('/files/campaign/55/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toBe((await t.app.inject('/files/campaign/0/logo')).body);
  });

  it('404 for a missing file', async () => {
    expect((await t.app.inject('/files/showcase/nao-existe/foto')).statusCode).toBe(404);
    expect((await t.app.inject('/files/campaign/77/nao-existe')).statusCode).toBe(404);
  });

  it('never serves anything outside the storage folder', async () => {
    // A file beside the storage folder (which is <dataDir>/files) that must stay unreachable.
    writeFileSync(join(t.config.dataDir, 'jwt-secret.svg'), 'TOP-SECRET-CONTENT');
    writeFileSync(join(t.config.dataDir, 'jwt-secret'), 'TOP-SECRET-CONTENT');
    for (const url of [
      '/files/../jwt-secret.svg',
      '/files/campaign/..%2F..%2Fjwt-secret',
      '/files/../jwt-secret',
      '/files/..%2fjwt-secret',
      '/files/campaign/77/..%2F..%2F..%2Fjwt-secret',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/campaign/0/..%5c..%5cjwt-secret',
      '/files//etc/passwd',
      '/files/campaign/77/logo%00.svg',
    ]) {
      const response = await t.app.inject(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('root:');
      expect(response.body, url).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});

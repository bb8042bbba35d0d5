import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viaCepLookup } from '../src/modules/cep/service';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';

const blank = { logradouro: '', complemento: '', bairro: '', localidade: '' };

describe('GET /api/ws/{cep}/json with the embedded CEP-range table (no CEP_API_URL)', () => {
  let t: TestApp;
  let token: string;
  const lookup = (cep: string, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: 'GET', url: `/api/ws/${cep}/json`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, demo.member)).idToken;
  }, 300_000);
  afterAll(async () => t?.close());

  it('fills the state, and the city of a capital range, with or without the mask', async () => {
    const paulista = await lookup('01310-100');
    expect(paulista.statusCode).toBe(200);
    expect(paulista.json()).toEqual({
      ...blank,
      cep: '01310-100',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect((await lookup('20040020')).json()).toEqual({
      ...blank,
      cep: '20040-020',
      localidade: 'Rio de Janeiro',
      uf: 'RJ',
    });
    expect((await lookup('13165000')).json()).toEqual({ ...blank, cep: '13165-000', uf: 'SP' });
    expect((await lookup('73000000')).json()).toMatchObject({ uf: 'DF', localidade: 'Brasília' });
  });

  it('knows the 27 federative units, including the split ranges of DF, GO, AM and RR', async () => {
    const samples: Record<string, string> = {
      SP: '15000000',
      RJ: '28000000',
      ES: '29500000',
      MG: '35000000',
      BA: '45000000',
      SE: '49500000',
      PE: '55000000',
      AL: '57500000',
      PB: '58500000',
      RN: '59500000',
      CE: '62000000',
      PI: '64500000',
      MA: '65500000',
      PA: '68000000',
      AP: '68950000',
      AM: '69500000',
      RR: '69301000',
      AC: '69950000',
      DF: '72000000',
      GO: '72900000',
      TO: '77500000',
      MT: '78500000',
      RO: '76850000',
      MS: '79500000',
      PR: '85000000',
      SC: '89000000',
      RS: '95000000',
    };
    expect(Object.keys(samples)).toHaveLength(27);
    for (const [uf, cep] of Object.entries(samples)) {
      const response = await lookup(cep);
      expect(response.statusCode, cep).toBe(200);
      expect(response.json().uf, cep).toBe(uf);
    }
    expect((await lookup('74000000')).json()).toMatchObject({ uf: 'GO', localidade: 'Goiânia' });
    expect((await lookup('69200000')).json().uf).toBe('AM');
  });

  it('answers 400 for a malformed CEP and 404 for one no state uses', async () => {
    for (const cep of ['123', '0131010', '013101000', 'abcdefgh', '01310_100']) {
      const response = await lookup(cep);
      expect(response.statusCode, cep).toBe(400);
      expect(response.json()).toEqual({
        error: 'CEP inválido. Informe os 8 dígitos do CEP.',
        code: 'CEP_INVALID',
      });
    }
    const unused = await lookup('00000000');
    expect(unused.statusCode).toBe(404);
    expect(unused.json()).toEqual({ error: 'CEP não encontrado.', code: 'CEP_NOT_FOUND' });
  });

  it('needs a session', async () => {
    expect((await lookup('01310100', {})).statusCode).toBe(401);
  });
});

/** A ViaCEP stand-in on a local port: no internet in tests. */
function fakeViaCep(): Promise<{ server: Server; url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (request.url) {
      case '/ws/01310100/json/':
        return send(200, {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          complemento: 'de 612 a 1510 - lado par',
          unidade: '',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
          ddd: '11',
        });
      case '/ws/99999999/json/':
        return send(200, { erro: 'true' });
      case '/ws/50000000/json/':
        return send(500, { message: 'boom' });
      case '/ws/51000000/json/':
        return response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html>manutenção</html>');
      case '/ws/60000000/json/':
        return; // never answers
      default:
        return send(404, {});
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
        paths,
      }),
    ),
  );
}

describe('GET /api/ws/{cep}/json through the ViaCEP adapter (CEP_API_URL set)', () => {
  let t: TestApp;
  let token: string;
  let fake: Awaited<ReturnType<typeof fakeViaCep>>;
  const lookup = (cep: string) =>
    t.app.inject({ method: 'GET', url: `/api/ws/${cep}/json`, headers: bearer(token) });

  beforeAll(async () => {
    fake = await fakeViaCep();
    t = await createTestApp({ config: { cepApiUrl: `${fake.url}/` } });
    token = (await login(t.app, demo.member)).idToken;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    fake?.server.closeAllConnections();
    await new Promise((resolve) => fake?.server.close(resolve));
  });

  it('passes on the address fields of the service', async () => {
    const response = await lookup('01310-100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(fake.paths).toContain('/ws/01310100/json/');
  });

  it('answers 404 for the service erro answer and 502 for its failures, never calling it for a malformed CEP', async () => {
    const unknown = await lookup('99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('CEP não encontrado.');
    for (const cep of ['50000000', '51000000']) {
      const failed = await lookup(cep);
      expect(failed.statusCode, cep).toBe(502);
      expect(failed.json()).toEqual({
        error: 'Não foi possível consultar o CEP agora, preencha o endereço manualmente.',
        code: 'CEP_UNAVAILABLE',
      });
    }
    const before = fake.paths.length;
    expect((await lookup('12')).statusCode).toBe(400);
    expect(fake.paths).toHaveLength(before);
  });

  it('gives up after its deadline with a 502, and on an unreachable service', async () => {
    const slow = viaCepLookup({ baseUrl: fake.url, timeoutMs: 200 });
    await expect(slow.lookup('60000000')).rejects.toMatchObject({
      statusCode: 502,
      code: 'CEP_UNAVAILABLE',
    });
    const closed = viaCepLookup({ baseUrl: 'http://127.0.0.1:9/ws', timeoutMs: 2000 });
    await expect(closed.lookup('01310100')).rejects.toMatchObject({
      statusCode: 502,
      code: 'CEP_UNAVAILABLE',
    });
  });
});

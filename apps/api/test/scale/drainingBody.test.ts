import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';

describe('503s while the server closes', () => {
  // the app is opened inside the test (it is closed by it), which takes a while on a busy machine
  it(
    'a request that reaches a closing server gets the documented body and Retry-After, not Fastify’s own',
    { timeout: 120_000 },
    async () => {
      const t = await createTestApp();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((done) => socket.once('connect', done));
      // a request still arriving keeps the connection busy while the server starts closing
      socket.write('GET /api/campaigns/77 HTTP/1.1\r\nhost: 127.0.0.1\r\n');
      await new Promise((done) => setTimeout(done, 100));
      const closing = t.app.close();
      const answer = new Promise<string>((done) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('close', () => done(text));
      });
      socket.end('\r\n');
      const raw = await answer;
      await closing;
      await t.close();
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 503/);
      expect(head.toLowerCase()).toContain('retry-after: 5');
      expect(JSON.parse(body)).toEqual({
        error: 'O portal está sendo reiniciado. Tente novamente em instantes.',
        code: 'SHUTTING_DOWN',
      });
    },
  );
});

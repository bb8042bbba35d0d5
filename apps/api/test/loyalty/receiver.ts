import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  answeredWith: number;
}

/**
 * A programme's webhook endpoint on a local port: records every request with its raw body and
 * answers 500 to the next `failNext` requests, 204 after.
 */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { failNext: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answeredWith = state.failNext > 0 ? 500 : 204;
      if (state.failNext > 0) state.failNext--;
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answeredWith,
      });
      response.writeHead(answeredWith).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    failNextRequests: (count: number) => {
      state.failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

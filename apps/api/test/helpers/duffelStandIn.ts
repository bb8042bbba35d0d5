import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ApiResponseError,
  CreateOfferRequest,
  CreateOrder,
  Offer,
  Order,
  OrderCancellation,
} from '@duffel/api/types';
import {
  cancellationFixture,
  offerFixture,
  offerPassengers,
  offerRequestFixture,
  orderFixture,
} from './duffelFixtures';

/**
 * A stand-in for the Duffel endpoints the adapter uses, on a local port: offer requests,
 * offers, orders (create, get, list) and order cancellations (create, confirm). It answers
 * with the typed fixtures, keeps what it sold, and plays scripted failures queued per route.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  duffelVersion: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

export interface ScriptedAnswer {
  status: number;
  errors?: Array<Partial<ApiResponseError> & { source?: { field: string; pointer: string } }>;
  headers?: Record<string, string>;
  /** Answer only after this long (a slow airline). */
  delayMs?: number;
}

export interface StandInOptions {
  port?: number;
  /** The currency of every offer (USD unless said otherwise). */
  currency?: string;
  /** Adds `passenger_identity_documents_required` to every offer. */
  identityDocumentsRequired?: boolean;
  /** Searches answer with no offers. */
  noOffers?: boolean;
  now?: () => number;
}

export interface DuffelStandIn {
  url: string;
  requests: RecordedRequest[];
  offers: Map<string, Offer>;
  orders: Map<string, Order>;
  cancellations: Map<string, OrderCancellation>;
  options: StandInOptions;
  /** The next call of `route` ('POST /air/orders') answers so, once. */
  script(route: string, answer: ScriptedAnswer): void;
  close(): Promise<void>;
}

/** Per passenger type: fare and tax of one slice, in the offers' currency. */
const prices = { adult: [200, 25], child: [150, 25], infant_without_seat: [20, 0] } as const;

function searchOffers(id: string, request: CreateOfferRequest, options: StandInOptions): Offer[] {
  if (options.noOffers) return [];
  const passengers = offerPassengers(request);
  const currency = options.currency ?? 'USD';
  const expiresAt = new Date((options.now ?? Date.now)() + 30 * 60_000).toISOString();
  const build = (suffix: string, connections: 0 | 1, extra: number) => {
    let total = 0;
    let tax = 0;
    for (const p of passengers) {
      const [fare, taxes] = prices[p.type ?? 'adult'];
      total += (fare + taxes + extra) * request.slices.length;
      tax += taxes * request.slices.length;
    }
    return offerFixture({
      id: `off_${id}_${suffix}`,
      passengers,
      currency,
      expiresAt,
      totalAmount: total.toFixed(2),
      taxAmount: tax.toFixed(2),
      identityDocumentsRequired: options.identityDocumentsRequired,
      fareBrand: connections === 0 ? 'Comfort' : 'Basic',
      checkedBags: connections === 0 ? 1 : 0,
      slices: request.slices.map((s) => ({
        origin: s.origin,
        destination: s.destination,
        date: s.departure_date,
        connections,
        via: 'BSB',
      })),
    });
  };
  const direct = build('direct', 0, 60);
  return request.max_connections === 0 ? [direct] : [build('stop', 1, 0), direct];
}

const errorBody = (answer: ScriptedAnswer) => ({
  meta: { status: answer.status, request_id: 'req_standin' },
  errors: (answer.errors ?? [{}]).map((e) => ({
    type: 'api_error',
    code: 'internal_server_error',
    title: 'Error',
    message: 'Scripted failure',
    documentation_url: 'https://duffel.com/docs/api/overview/errors',
    ...e,
  })),
});

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const dataOf = <T>(body: unknown): T => (body as { data: T }).data;

export async function startDuffelStandIn(options: StandInOptions = {}): Promise<DuffelStandIn> {
  const requests: RecordedRequest[] = [];
  const offers = new Map<string, Offer>();
  const orders = new Map<string, Order>();
  const cancellations = new Map<string, OrderCancellation>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  let counter = 0;
  const now = options.now ?? Date.now;

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, answer: ScriptedAnswer) =>
    send(res, answer.status, errorBody(answer), answer.headers);
  const notFound = (res: ServerResponse) =>
    fail(res, {
      status: 404,
      errors: [{ type: 'invalid_request_error', code: 'not_found', message: 'Not found' }],
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/\/$/, '');
    const body = await readJson(req);
    requests.push({
      method: req.method ?? 'GET',
      path,
      duffelVersion: req.headers['duffel-version'] as string | undefined,
      authorization: req.headers.authorization,
      body,
    });
    const route = `${req.method} ${path.replace(/\/(off|ord|ore)_[^/]+/, '/:id')}`;
    const scripted = scripts.get(route)?.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (scripted.status >= 400) return fail(res, scripted);
    }

    if (req.method === 'POST' && path === '/air/offer_requests') {
      const create = dataOf<CreateOfferRequest>(body);
      const id = `orq_${++counter}`;
      const found = searchOffers(String(counter), create, options);
      for (const offer of found) offers.set(offer.id, offer);
      return send(res, 201, { data: offerRequestFixture(id, create, found) });
    }
    const offerMatch = /^\/air\/offers\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && offerMatch) {
      const offer = offers.get(offerMatch[1]!);
      return offer ? send(res, 200, { data: offer }) : notFound(res);
    }
    if (req.method === 'POST' && path === '/air/orders') {
      const create = dataOf<CreateOrder>(body);
      const offer = offers.get(create.selected_offers[0] ?? '');
      if (!offer) return notFound(res);
      if (Date.parse(offer.expires_at) <= now())
        return fail(res, {
          status: 422,
          errors: [{ type: 'invalid_state_error', code: 'offer_no_longer_available' }],
        });
      const paid = create.payments?.[0];
      if (!paid || paid.amount !== offer.total_amount || paid.currency !== offer.total_currency)
        return fail(res, {
          status: 422,
          errors: [{ type: 'invalid_state_error', code: 'price_changed' }],
        });
      const badPhone = create.passengers.findIndex((p) => !/^\+\d{8,15}$/.test(p.phone_number));
      if (badPhone >= 0)
        return fail(res, {
          status: 422,
          errors: [
            {
              type: 'validation_error',
              code: 'invalid_phone_number',
              source: {
                field: 'phone_number',
                pointer: `/passengers/${badPhone}/phone_number`,
              },
            },
          ],
        });
      if (
        offer.passenger_identity_documents_required &&
        create.passengers.some((p) => !p.identity_documents?.length)
      )
        return fail(res, {
          status: 422,
          errors: [
            {
              type: 'validation_error',
              code: 'validation_required',
              source: { field: 'identity_documents', pointer: '/passengers/0/identity_documents' },
            },
          ],
        });
      const id = `ord_${++counter}`;
      const order = orderFixture(id, offer, create, `DUF${String(counter).padStart(3, '0')}`);
      orders.set(id, order);
      return send(res, 201, { data: order });
    }
    const orderMatch = /^\/air\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && orderMatch) {
      const order = orders.get(orderMatch[1]!);
      return order ? send(res, 200, { data: order }) : notFound(res);
    }
    if (req.method === 'GET' && path === '/air/orders') {
      const all = [...orders.values()].reverse();
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const start = Number(url.searchParams.get('after') ?? 0);
      const page = all.slice(start, start + limit);
      const after = start + limit < all.length ? String(start + limit) : null;
      return send(res, 200, { data: page, meta: { limit, before: null, after } });
    }
    if (req.method === 'POST' && path === '/air/order_cancellations') {
      const { order_id } = dataOf<{ order_id: string }>(body);
      const order = orders.get(order_id);
      if (!order) return notFound(res);
      const penalty = Number(order.conditions.refund_before_departure?.penalty_amount ?? 0);
      const refund = Math.max(0, Number(order.total_amount) - penalty).toFixed(2);
      const quote = cancellationFixture(`ore_${++counter}`, order, refund);
      cancellations.set(quote.id, quote);
      return send(res, 201, { data: quote });
    }
    const confirmMatch = /^\/air\/order_cancellations\/([^/]+)\/actions\/confirm$/.exec(path);
    if (req.method === 'POST' && confirmMatch) {
      const quote = cancellations.get(confirmMatch[1]!);
      const order = quote && orders.get(quote.order_id);
      if (!quote || !order) return notFound(res);
      const confirmed = { ...quote, confirmed_at: new Date(now()).toISOString() };
      cancellations.set(quote.id, confirmed);
      orders.set(order.id, {
        ...order,
        cancelled_at: confirmed.confirmed_at,
        cancellation: confirmed,
      });
      return send(res, 200, { data: confirmed });
    }
    notFound(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, errorBody({ status: 500, errors: [{ message: String(error) }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    offers,
    orders,
    cancellations,
    options,
    script(route, answer) {
      scripts.set(route, [...(scripts.get(route) ?? []), answer]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { rememberFirstPageImages } from '../shared/session/firstPageImage';
import { startEarly } from './startEarly';

const now = Date.parse('2026-11-26T12:00:00Z');
const layout = {
  logo: '/files/campaign/77/logo',
  homeImage: '/files/campaign/77/home',
  homeImageBanner: true,
};

function signIn(expiresAt = now + 3_600_000): void {
  window.localStorage.setItem(
    'auth',
    JSON.stringify({ idToken: 'token', refreshToken: 'r', localId: 'u1', expiresAt }),
  );
}

const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );

const requests = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('the start-up script', () => {
  afterEach(() => document.head.replaceChildren());

  it('asks for the signed user and the image their last visit painted largest on the page', () => {
    signIn();
    rememberFirstPageImages('u1', layout);
    const fetch = mockFetch({});
    startEarly('/', now);
    expect(requests(fetch)).toEqual(['GET /api/user']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer token',
    );
    expect(preloadedImages()).toEqual(['/files/campaign/77/home']);
    expect(window.portalEarlyRequests).toHaveLength(1);
  });

  it('on the results page, runs the stored flight search too', () => {
    signIn();
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Aéreo'));
    window.sessionStorage.setItem(
      'flySearch',
      JSON.stringify({
        origem: {
          iata: 'GRU',
          airportName: 'Guarulhos',
          description: 'São Paulo',
          countryName: 'Brasil',
          countryIso: 'BR',
          cityName: 'São Paulo',
          stateName: 'SP',
        },
        destino: {
          iata: 'SSA',
          airportName: 'Salvador',
          description: 'Salvador',
          countryName: 'Brasil',
          countryIso: 'BR',
          cityName: 'Salvador',
          stateName: 'BA',
        },
        datas: {
          dataIda: '10/12/2026',
          dataVolta: null,
          abreviada: '10/12',
          diaSemanaIda: 'qui',
          diaSemanaVolta: null,
          startDate: '2026-12-10',
          endDate: null,
        },
        adultos: 2,
        criancas: 0,
        bebes: 0,
        idavolta: false,
        tarifasBagagem: false,
        apenasVoosDiretos: true,
      }),
    );
    const fetch = mockFetch({});
    startEarly('/busca/resultado-pesquisa', now);
    expect(requests(fetch)).toEqual(['GET /api/user', 'POST /api/flight']);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      qtAdult: 2,
      qtChild: 0,
      qtBaby: 0,
      directFlight: true,
      luggage: false,
      cabin: 'Y',
      flightSegments: [
        { departureAirport: 'GRU', arrivelAirport: 'SSA', departureDate: '2026-12-10' },
      ],
    });
  });

  it('runs no search when the search in progress is not a flight, nor on other pages', () => {
    signIn();
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Hotel'));
    const fetch = mockFetch({});
    startEarly('/busca/resultado-pesquisa', now);
    startEarly('/conta', now);
    expect(requests(fetch)).toEqual(['GET /api/user', 'GET /api/user']);
  });

  it('before sign-in, asks for the host campaign and then its logo', async () => {
    const fetch = mockFetch({
      'GET /api/campaign/current': {
        body: { campaignConfigLayout: { logo: '/files/campaign/83/logo' } },
      },
    });
    startEarly('/login', now);
    expect(requests(fetch)).toEqual(['GET /api/campaign/current']);
    await vi.waitFor(() => expect(preloadedImages()).toEqual(['/files/campaign/83/logo']));
  });

  it('leaves an expired sign-in to the app, which renews it first, and the operator console alone', () => {
    signIn(now - 1);
    const fetch = mockFetch({});
    startEarly('/', now);
    window.localStorage.clear();
    startEarly('/admin/login', now);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.portalEarlyRequests).toBeUndefined();
  });
});

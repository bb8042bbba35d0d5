import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../app/RootLayout';
import * as browser from '../../shared/browser';
import { campaign77 } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { testQueryClient } from '../../test/renderApp';
import SessionExpiresPage from './SessionExpiresPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('/session-expires', () => {
  it('clears both storages, counts down 5 seconds and goes to the campaign shop', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/campaign/current': { body: campaign77 } });
    const assign = vi.spyOn(browser, 'assignLocation').mockImplementation(() => undefined);
    window.localStorage.setItem('campaignShopUrl', JSON.stringify('https://loja77.example.com'));
    window.localStorage.setItem(
      'auth',
      JSON.stringify({ idToken: 'x', refreshToken: 'y', localId: 'u', expiresAt: 1 }),
    );
    window.sessionStorage.setItem('flySearch', '{}');

    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '*', element: <SessionExpiresPage /> }] }],
      {
        initialEntries: ['/session-expires'],
      },
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Sua sessão expirou' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('5 segundos');
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('campaignShopUrl')).toBeNull();
    expect(window.sessionStorage.getItem('flySearch')).toBeNull();

    for (const left of [4, 3, 2, 1]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByRole('timer')).toHaveTextContent(`${left} segundo`);
      expect(assign).not.toHaveBeenCalled();
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(assign).toHaveBeenCalledWith('https://loja77.example.com');
  });
});

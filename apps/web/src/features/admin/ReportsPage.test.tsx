import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportMessages, type Report } from '@portal/domain/operators';
import { mockFetch } from '../../test/fetchMock';
import { consoleSupport, fetchedUrls, signInToConsole, storedCampaign77 } from '../../test/console';
import { renderApp } from '../../test/renderApp';

const report: Report = {
  rows: [
    {
      day: '2026-11-20',
      product: 'FLIGHT',
      issued: 2,
      cancelled: 1,
      pointsRedeemed: 40000,
      pointsRefunded: 20000,
      cashCapturedCents: 42705,
      cashRefundedCents: 10000,
      salesCents: 100000,
    },
    {
      day: '2026-11-21',
      product: 'HOTEL',
      issued: 1,
      cancelled: 0,
      pointsRedeemed: 5000,
      pointsRefunded: 0,
      cashCapturedCents: 0,
      cashRefundedCents: 0,
      salesCents: 20000,
    },
  ],
  topDestinations: [{ destination: 'Salvador', bookings: 2 }],
};
const milhas = {
  ...storedCampaign77,
  settings: {
    ...storedCampaign77.settings,
    campaignConfig: { coinAlias: 'Milhas', shortenCoinAlias: 'Mi' },
  },
};

describe('reports', { timeout: 60_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('shows the rows in Portuguese with the coin and money as the member sees them, totals and a CSV', async () => {
    signInToConsole(consoleSupport);
    const fetch = mockFetch({
      'GET /api/console/campaigns': { body: [milhas] },
      'GET /api/console/reports': { body: report },
    });
    const createObjectURL = vi.fn(() => 'blob:relatorio');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderApp('/admin/reports');
    const from = await screen.findByLabelText('De', {}, { timeout: 20_000 });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    const to = screen.getByLabelText('Até');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-21');
    await userEvent.click(screen.getByLabelText('Campanha'));
    await userEvent.click(await screen.findByRole('option', { name: `77 — ${milhas.name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));

    const flight = await screen.findByRole('row', { name: /20\/11\/2026 Aéreo/ });
    expect(flight).toHaveTextContent('40.000 Milhas');
    expect(flight).toHaveTextContent('R$ 427,05');
    expect(flight).toHaveTextContent('R$ 500,00');
    expect(screen.getByRole('columnheader', { name: 'Milhas resgatados' })).toBeVisible();
    const totals = screen.getByTestId('report-totals');
    expect(totals).toHaveTextContent('45.000 Milhas');
    expect(totals).toHaveTextContent('R$ 400,00');
    expect(screen.getByText('Salvador: 2 reservas')).toBeVisible();
    expect(fetchedUrls(fetch)).toContain(
      '/api/console/reports?from=2026-11-20&to=2026-11-21&campaignId=77',
    );
    expect(await screen.findByRole('region', { name: 'Reservas por dia' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const csv = await blob.text();
    expect(csv).toContain('20/11/2026;Aéreo;2;1;40000;20000;427,05;100,00;500,00');
    expect(csv.split('\r\n')[0]).toContain('Milhas resgatados');
  });

  it('refuses an end before the start in Portuguese and asks nothing', async () => {
    signInToConsole(consoleSupport);
    const fetch = mockFetch({ 'GET /api/console/campaigns': { body: [milhas] } });
    renderApp('/admin/reports');
    const from = await screen.findByLabelText('De', {}, { timeout: 20_000 });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    const to = screen.getByLabelText('Até');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText(reportMessages.order)).toBeVisible();
    expect(within(document.body).getByLabelText('Até')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchedUrls(fetch).some((url) => url.startsWith('/api/console/reports'))).toBe(false);
  });
});

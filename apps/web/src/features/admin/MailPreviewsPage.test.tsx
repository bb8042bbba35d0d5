import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingMailPreview, ConsoleMember } from '@portal/domain/operators';
import {
  consoleAdmin as admin,
  consoleSupport as support,
  fetchedUrls,
  paste,
  signInToConsole,
} from '../../test/console';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const member: ConsoleMember = {
  id: '6c1d2e3f-0000-4000-8000-000000000001',
  campaignId: 77,
  email: 'clara@demo.test',
  name: 'Clara',
  lastName: 'Souza',
  cpf: null,
  disabled: false,
  firstAccess: true,
  createdAt: '2026-11-27T00:00:00.000Z',
};
const mail = (subject: string, text: string): BookingMailPreview => ({
  subject,
  html: `<p>${text}</p>`,
  text,
  attachments: [],
});

describe('e-mail previews', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'renders a booking e-mail for a locator and a member e-mail for a member',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      const fetch = mockFetch({
        'GET /api/console/bookings/PBP6ZBBT3U/mails/cancellation': {
          body: {
            ...mail('Reserva cancelada PBP6ZBBT3U', 'Sua reserva foi cancelada.'),
            attachments: [{ filename: 'reserva.ics', contentType: 'text/calendar', size: 300 }],
          },
        },
        'GET /api/console/members?q=clara%40demo.test': { body: [member] },
        [`GET /api/console/members/${member.id}/mails/forgotten-password`]: {
          body: mail('Redefinição de senha', 'Olá, Clara! Para criar uma nova senha, acesse.'),
        },
      });
      renderApp('/admin/mails');
      const bookings = await screen.findByRole(
        'region',
        { name: 'E-mails de reserva' },
        { timeout: 10_000 },
      );
      await userEvent.click(within(bookings).getByRole('button', { name: 'Ver prévia' }));
      await waitFor(() =>
        expect(within(bookings).getByLabelText('Localizador da reserva')).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      );
      expect(within(bookings).getByText('Campo obrigatório.')).toBeVisible();
      await paste(within(bookings).getByLabelText('Localizador da reserva'), 'PBP6ZBBT3U');
      await userEvent.click(within(bookings).getByRole('combobox', { name: 'E-mail' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Cancelamento' }));
      await userEvent.click(within(bookings).getByRole('button', { name: 'Ver prévia' }));
      expect(
        await within(bookings).findByTitle('Prévia: Reserva cancelada PBP6ZBBT3U'),
      ).toHaveAttribute('srcdoc', '<p>Sua reserva foi cancelada.</p>');
      expect(within(bookings).getByTestId('mail-text')).toHaveTextContent(
        'Sua reserva foi cancelada.',
      );
      expect(within(bookings).getByText('reserva.ics')).toBeVisible();

      const members = screen.getByRole('region', { name: 'E-mails de membro' });
      await paste(
        within(members).getByLabelText('Membro (e-mail, nome ou CPF)'),
        'clara@demo.test',
      );
      await userEvent.click(within(members).getByRole('combobox', { name: 'E-mail' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Esqueci minha senha' }));
      await userEvent.click(within(members).getByRole('button', { name: 'Ver prévia' }));
      expect(await within(members).findByText('Para Clara Souza — clara@demo.test')).toBeVisible();
      expect(within(members).getByTitle('Prévia: Redefinição de senha')).toBeVisible();
      expect(within(members).getByTestId('mail-text')).toHaveTextContent('Olá, Clara!');
      expect(fetchedUrls(fetch)).toContain(
        `/api/console/members/${member.id}/mails/forgotten-password`,
      );
    },
  );

  it('is an admin page: a support operator has no link to it', async () => {
    signInToConsole(support);
    mockFetch({ 'GET /api/console/campaigns': { body: [] } });
    renderApp('/admin/mails');
    expect(
      await screen.findByRole('heading', { name: 'Campanhas' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'E-mails' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  BookingDetail,
  ConsoleCampaign,
  ConsoleExperience,
  ConsoleShowcase,
} from '@portal/domain/operators';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import {
  consoleAdmin as admin,
  consoleSupport as support,
  paste,
  sentBodies as bodies,
  signInToConsole as signIn,
  editingCampaign77,
  storedCampaign77 as stored,
  bareStep,
} from '../../test/console';
import { campaign77 } from '../../test/fixtures';

const { name, ssoEnabled: _sso, id: _id, ...settings } = campaign77;

describe('console pages', () => {
  afterEach(() => sessionStorage.clear());

  it('lets an admin list, create and disable operators', { timeout: 60_000 }, async () => {
    signIn(admin);
    const fetch = mockFetch({
      'GET /api/console/operators': { body: [admin, support] },
      'POST /api/console/operators': ({ body }) => ({
        status: 201,
        body: {
          operator: { ...support, id: 'new', ...(body as object), disabled: false },
          totpSecret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
        },
      }),
      [`POST /api/console/operators/${support.id}/disable`]: {
        body: { ...support, disabled: true },
      },
    });
    renderApp('/admin/operators');
    expect(
      await screen.findByRole('heading', { name: 'Operadores do console' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('cell', { name: support.email })).toBeVisible();
    expect(screen.queryByRole('button', { name: `Desativar ${admin.email}` })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Criar operador' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(bodies(fetch, 'POST /api/console/operators')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Nome'), 'Novo Admin');
    await userEvent.type(screen.getByLabelText('E-mail'), 'novo@console.test');
    await userEvent.click(screen.getByLabelText('Papel'));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
    await userEvent.type(screen.getByLabelText(/Senha inicial/), 'Senha-longa-123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar operador' }));
    expect(await screen.findByTestId('operator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(bodies(fetch, 'POST /api/console/operators')).toEqual([
      {
        name: 'Novo Admin',
        email: 'novo@console.test',
        role: 'admin',
        password: 'Senha-longa-123',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: `Desativar ${support.email}` }));
    await userEvent.click(
      screen.getByRole('button', { name: `Confirmar: desativar ${support.email}` }),
    );
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        `/api/console/operators/${support.id}/disable`,
      ),
    );
  });

  it('shows a support operator no operator accounts', async () => {
    signIn(support);
    const fetch = mockFetch({ 'GET /api/console/campaigns': { body: [stored] } });
    renderApp('/admin/operators');
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Operadores' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/console/operators');
  });

  it(
    'creates an experience with its place, sessions, prices in reais and an uploaded image',
    { timeout: 60_000 },
    async () => {
      signIn(admin);
      const existing: ConsoleExperience = {
        id: 'EXP-3550308-1',
        cityIbge: '3550308',
        cityName: 'São Paulo',
        stateName: 'São Paulo',
        name: 'Passeio na Paulista',
        description: 'Um passeio.',
        localization: 'Av. Paulista',
        originalPriceCents: 15000,
        priceCents: 12000,
        qtParticipants: 1,
        continuous: false,
        category: 'Passeios',
        freeCancel: true,
        whatToExpect: '',
        whatIsIncluded: '',
        whatIsNotIncluded: '',
        cancellationPolicy: '',
        importantInfo: '',
        images: [],
        weekdays: [1],
        times: ['10:00'],
        capacity: 10,
        active: true,
      };
      const fetch = mockFetch({
        'GET /api/console/experiences': { body: [existing] },
        'POST /api/console/experiences/EXP-3550308-77/images': {
          status: 201,
          body: { imageId: 'img-1', url: '/files/experience/EXP-3550308-77/img-1' },
        },
        'PUT /api/console/experiences/EXP-3550308-77': ({ body }) => ({
          body: { id: 'EXP-3550308-77', ...(body as object) },
        }),
      });
      renderApp('/admin/experiences');
      expect(await screen.findByRole('cell', { name: 'Passeio na Paulista' })).toBeVisible();
      expect(screen.getByRole('cell', { name: /^R\$\s120,00$/ })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Nova experiência' }));
      await paste(screen.getByLabelText(/^Código \(ex/), 'EXP-3550308-77');
      await paste(screen.getByLabelText('Nome'), 'Noite no Museu');
      await paste(screen.getByLabelText('Categoria'), 'Cultura');
      await paste(screen.getByLabelText('Código IBGE da cidade'), '3550308');
      await paste(screen.getByLabelText('Cidade'), 'São Paulo');
      await paste(screen.getByLabelText('Estado'), 'São Paulo');
      await paste(screen.getByLabelText('Local'), 'MASP');
      await paste(screen.getByLabelText('Descrição'), 'Visita guiada à noite.');
      const price = screen.getByLabelText('Preço (R$)');
      await userEvent.clear(price);
      await paste(price, '89.9');
      const original = screen.getByLabelText('Preço original (R$)');
      await userEvent.clear(original);
      await paste(original, '120');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Sáb' }));
      const times = screen.getByLabelText(/^Horários/);
      await userEvent.clear(times);
      await paste(times, '19:00, 25:00');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar experiência' }));
      expect(
        await screen.findByText('Informe os horários no formato HH:mm, separados por vírgula.'),
      ).toBeVisible();
      expect(bodies(fetch, 'PUT /api/console/experiences/EXP-3550308-77')).toEqual([]);
      await userEvent.clear(times);
      await paste(times, '19:00, 21:30');
      await userEvent.upload(
        screen.getByLabelText('Enviar imagem'),
        new File([new Uint8Array([137, 80, 78, 71])], 'museu.png', { type: 'image/png' }),
      );
      await waitFor(() =>
        expect(bodies(fetch, 'POST /api/console/experiences/EXP-3550308-77/images')).toHaveLength(
          1,
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Salvar experiência' }));
      expect(await screen.findByText('Experiência salva.')).toBeVisible();
      expect(bodies(fetch, 'PUT /api/console/experiences/EXP-3550308-77')).toEqual([
        expect.objectContaining({
          name: 'Noite no Museu',
          cityIbge: '3550308',
          priceCents: 8990,
          originalPriceCents: 12000,
          weekdays: [1, 2, 3, 4, 5, 6],
          times: ['19:00', '21:30'],
          images: ['/files/experience/EXP-3550308-77/img-1'],
          active: true,
        }),
      ]);
    },
  );

  it('creates a showcase and switches the most searched destinations off', async () => {
    signIn(admin);
    const showcase: ConsoleShowcase = {
      id: 'ofertas',
      campaignId: 77,
      position: 0,
      name: 'Ofertas',
      description: '',
      images: [],
      hidden: false,
    };
    const fetch = mockFetch({
      ...editingCampaign77,
      'GET /api/console/campaigns/77/showcases': { body: [showcase] },
      'PUT /api/console/campaigns/77/showcases/praias': ({ body }) => ({
        body: { id: 'praias', campaignId: 77, hidden: false, ...(body as object) },
      }),
    });
    renderApp('/admin/showcases');
    await userEvent.click(await screen.findByLabelText('Campanha'));
    await userEvent.click(await screen.findByRole('option', { name: `77 — ${name}` }));
    expect(await screen.findByRole('cell', { name: 'Ofertas' })).toBeVisible();
    const top = await screen.findByRole('switch', {
      name: 'Mostrar os destinos mais buscados na home',
    });
    expect(top).toBeChecked();
    await userEvent.click(top);
    expect(await screen.findByText('Configuração dos destinos salva.')).toBeVisible();
    const [saved] = bodies(fetch, 'PUT /api/console/campaigns/77') as ConsoleCampaign[];
    expect(saved?.settings.campaignConfigLayout.topDestinationsEnabled).toBe(false);
    expect(saved?.settings.campaignConfigLayout.footers).toEqual(
      settings.campaignConfigLayout.footers,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Nova vitrine' }));
    await userEvent.type(screen.getByLabelText(/^Identificador/), 'praias');
    await userEvent.type(screen.getByLabelText('Nome da vitrine'), 'Praias');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar vitrine' }));
    await waitFor(() =>
      expect(bodies(fetch, 'PUT /api/console/campaigns/77/showcases/praias')).toEqual([
        { position: 1, name: 'Praias', description: '', images: [] },
      ]),
    );
  });

  it(
    'edits footers as groups of labelled links, and the preview follows',
    { timeout: 60_000 },
    async () => {
      signIn(admin);
      const fetch = mockFetch({
        ...editingCampaign77,
      });
      renderApp('/admin/campaigns/77');
      const preview = await screen.findByTestId('campaign-preview');
      expect(screen.getByLabelText('Título do grupo 1')).toHaveValue('Redes sociais');
      expect(screen.queryByRole('textbox', { name: /JSON/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Remover grupo 2' }));
      await userEvent.click(screen.getByRole('button', { name: 'Adicionar grupo ao rodapé' }));
      await paste(screen.getByLabelText('Título do grupo 2'), 'Atendimento');
      const group = screen.getByRole('group', { name: 'Grupo 2 do rodapé' });
      await userEvent.click(within(group).getByRole('button', { name: 'Adicionar link ao grupo' }));
      await paste(screen.getByLabelText('Texto do link 1 do grupo 2'), 'Fale conosco');
      await paste(
        screen.getByLabelText('Endereço do link 1 do grupo 2'),
        'https://ajuda.example.com',
      );
      expect(within(preview).getByText('Fale conosco')).toBeVisible();
      expect(within(preview).queryByText('Ajuda')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
      expect(await screen.findByText('Campanha salva.')).toBeVisible();
      const [saved] = bodies(fetch, 'PUT /api/console/campaigns/77') as ConsoleCampaign[];
      expect(saved?.settings.campaignConfigLayout.footers).toEqual([
        settings.campaignConfigLayout.footers[0],
        {
          name: 'Atendimento',
          items: [{ name: 'Fale conosco', link: 'https://ajuda.example.com' }],
        },
      ]);
    },
  );

  it('lets an admin resolve a stuck cancellation with a reason; support may not', async () => {
    const stuck: BookingDetail = {
      booking: {
        id: 'b1',
        locator: 'ABC123',
        campaignId: 77,
        memberId: 'm1',
        memberEmail: 'membro@demo.test',
        bookingCode: null,
        type: 'HOTEL',
        state: 'cancelling',
        statusId: 2,
        description: 'Hotel em São Paulo',
        pointsPaid: 1000,
        cashPaidCents: 0,
        refundPoints: null,
        refundCashCents: null,
        failureReason: null,
        createdAt: '2026-11-25T00:00:00.000Z',
        updatedAt: '2026-11-25T00:00:00.000Z',
      },
      steps: [bareStep('cancellation', 'stuck')],
      stuck: true,
    };
    const resolved: BookingDetail = {
      ...stuck,
      booking: { ...stuck.booking, state: 'cancelled' },
      steps: [bareStep('cancellation', 'done')],
      stuck: false,
    };
    const routes = {
      'GET /api/console/bookings': { body: [stuck.booking] },
      'GET /api/console/bookings/ABC123': { body: stuck },
      'POST /api/console/bookings/ABC123/resolve-cancellation': { body: resolved },
    };
    signIn(support);
    mockFetch(routes);
    const view = renderApp('/admin/bookings');
    await userEvent.click(await screen.findByRole('cell', { name: 'ABC123' }, { timeout: 20_000 }));
    expect(await screen.findByText(/O cancelamento desta reserva parou/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resolver manualmente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Repetir cancelamento parado' })).toBeNull();
    view.unmount();
    sessionStorage.clear();

    signIn(admin);
    const fetch = mockFetch(routes);
    renderApp('/admin/bookings');
    await userEvent.click(await screen.findByRole('cell', { name: 'ABC123' }, { timeout: 20_000 }));
    expect(
      await screen.findByRole('button', { name: 'Repetir cancelamento parado' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resolver manualmente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await screen.findByText('Informe como o cancelamento foi resolvido.')).toBeVisible();
    expect(screen.getByLabelText('Como o cancelamento foi resolvido')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(
      screen.getByLabelText('Como o cancelamento foi resolvido'),
      'Hotel confirmou por telefone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como resolvido' }));
    expect(
      await screen.findByText(
        'Cancelamento marcado como resolvido; o motivo ficou na trilha de auditoria.',
      ),
    ).toBeVisible();
    expect(bodies(fetch, 'POST /api/console/bookings/ABC123/resolve-cancellation')).toEqual([
      { reason: 'Hotel confirmou por telefone.' },
    ]);
    expect(screen.queryByRole('button', { name: 'Resolver manualmente' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  BookingDetail,
  ConsoleCampaign,
  ConsoleCoupon,
  ConsoleShowcase,
  CouponUsage,
} from '@portal/domain/operators';
import type { CancelPreview } from '@portal/domain/bookings';
import type { WebhookDelivery } from '@portal/domain/loyalty';
import {
  consoleAdmin as admin,
  consoleSupport as support,
  fetchedUrls,
  loyaltyClient77,
  paste,
  sentBodies,
  signInToConsole,
  editingCampaign77,
  storedCampaign77 as stored,
  bareStep,
} from '../../test/console';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const chooseCampaign = async () => {
  await userEvent.click(await screen.findByLabelText('Campanha'));
  await userEvent.click(await screen.findByRole('option', { name: `77 — ${stored.name}` }));
};
/** Sets a field's text in one change: the editor re-renders its whole form on each keystroke. */
const type = (field: HTMLElement, text: string) =>
  fireEvent.change(field, { target: { value: text } });
const replace = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await paste(field, text);
};
const coupon: ConsoleCoupon = {
  id: '5b7e0f3a-0000-4000-8000-000000000001',
  campaignId: 77,
  code: 'VERAO10',
  discountType: 2,
  value: 10,
  air: true,
  hotel: true,
  car: false,
  experience: false,
  bus: false,
  entertainment: false,
  active: true,
  validFrom: null,
  validUntil: '2027-01-31T23:59:00.000Z',
  usageLimit: 100,
  usages: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
};

describe('console management', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'edits what members see and pay: coupon rule, markup, shop, guest code, dates, banner and theme',
    { timeout: 90_000 },
    async () => {
      signInToConsole(admin);
      const fetch = mockFetch({
        ...editingCampaign77,
        'POST /api/console/campaigns/77/images': ({ body }) => ({
          status: 201,
          body: { url: `/files/campaign/77/${(body as { kind: string }).kind}-abc.png` },
        }),
      });
      renderApp('/admin/campaigns/77');
      const preview = await screen.findByTestId('campaign-preview');
      // without a rule, every product's checkout asks for a coupon (once the campaign has loaded)
      expect(await within(preview).findByTestId('preview-coupon')).toHaveTextContent(
        'Campo de cupom no checkout de todos os produtos',
      );
      await userEvent.click(screen.getByRole('checkbox', { name: 'Regra de cupom da campanha' }));
      expect(within(preview).getByTestId('preview-coupon')).toHaveTextContent(
        'Campo de cupom no checkout de',
      );
      await userEvent.click(screen.getByRole('checkbox', { name: 'Cupom em Aéreo' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Cupom em Hotel' }));
      expect(within(preview).getByTestId('preview-coupon')).toHaveTextContent(
        'Selo nos resultados de voos: desconto de 10%',
      );
      expect(within(preview).getByTestId('preview-coupon')).toHaveTextContent(
        'Campo de cupom no checkout de Aéreo, Hotel',
      );

      // a percentage over 100, a shop that is not http(s), a negative markup: refused before anything is sent
      type(screen.getByLabelText('Valor do desconto'), '150');
      type(screen.getByLabelText('Loja do programa'), 'javascript:alert(1)');
      type(screen.getByLabelText('Acréscimo Hotel (%)'), '-5');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
      // each message on its field, and all of them in the summary above the button
      expect(await screen.findByLabelText('Valor do desconto')).toHaveAccessibleDescription(
        'Um desconto percentual vai de 1% a 100%.',
      );
      expect(screen.getByLabelText('Loja do programa')).toHaveAccessibleDescription(
        'Informe um endereço que comece com http:// ou https://.',
      );
      expect(screen.getByLabelText('Acréscimo Hotel (%)')).toHaveAccessibleDescription(
        'Informe um percentual inteiro de 0 a 500.',
      );
      expect(screen.getByTestId('form-problems')).toHaveTextContent(
        'Um desconto percentual vai de 1% a 100%.',
      );
      expect(sentBodies(fetch, 'PUT /api/console/campaigns/77')).toEqual([]);

      type(screen.getByLabelText('Valor do desconto'), '15');
      type(screen.getByLabelText('Loja do programa'), 'https://loja.example.com');
      type(screen.getByLabelText('Acréscimo Hotel (%)'), '12');
      type(screen.getByLabelText('Código de convidado'), 'CONVIDADO77');
      type(screen.getByLabelText('Antecedência mínima das buscas (dias)'), '3');
      type(screen.getByLabelText('Antecedência mínima dos exclusivos (dias)'), '2');
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Mostrar a barra com a busca atual nos resultados' }),
      );
      await userEvent.upload(
        screen.getByLabelText('Imagem da home'),
        new File([new Uint8Array([137, 80, 78, 71])], 'home.png', { type: 'image/png' }),
      );
      await userEvent.upload(
        screen.getByLabelText('Logotipo secundário'),
        new File([new Uint8Array([137, 80, 78, 71])], 'selo.png', { type: 'image/png' }),
      );
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Mostrar a imagem da home como banner' }),
      );
      type(screen.getByLabelText('Link do banner'), '/busca');
      type(screen.getByLabelText('Tema da marca'), 'portoplus');
      expect(within(preview).getByTestId('preview-coupon')).toHaveTextContent(
        'Selo nos resultados de voos: desconto de 15%',
      );
      expect(within(preview).getByTestId('preview-banner')).toHaveTextContent(
        'Banner com link para /busca',
      );
      expect(
        within(preview).getByRole('img', { name: `Logotipo secundário ${stored.name}` }),
      ).toHaveAttribute('src', '/files/campaign/77/logoSecundaria-abc.png');
      expect(within(preview).getByText('Rodapé fixo da marca')).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
      expect(await screen.findByText('Campanha salva.')).toBeVisible();
      const [saved] = sentBodies(fetch, 'PUT /api/console/campaigns/77') as ConsoleCampaign[];
      expect(saved).toMatchObject({
        guestCode: 'CONVIDADO77',
        settings: {
          shopUrl: 'https://loja.example.com',
          advanceDaysCar: 3,
          advanceDaysExperience: 2,
          coupon: {
            discountType: 2,
            value: 15,
            air: true,
            hotel: true,
            car: false,
            bus: false,
            experience: false,
            entertainment: false,
          },
          pointsMarkup: { ...stored.settings.pointsMarkup, hotel: 12 },
          campaignConfigLayout: {
            subHeaderSearch: !stored.settings.campaignConfigLayout.subHeaderSearch,
            homeImage: '/files/campaign/77/homeImage-abc.png',
            logoSecundaria: '/files/campaign/77/logoSecundaria-abc.png',
            homeImageBanner: true,
            linkHomeImage: '/busca',
            brandTheme: 'portoplus',
          },
        },
      });

      await userEvent.click(screen.getByRole('checkbox', { name: 'Regra de cupom da campanha' }));
      expect(screen.queryByLabelText('Valor do desconto')).toBeNull();
    },
  );

  it('shows a support operator campaigns and coupons without the actions the api refuses them', async () => {
    signInToConsole(support);
    const fetch = mockFetch({
      'GET /api/console/campaigns': { body: [stored] },
      'GET /api/console/campaigns/77': { body: stored },
      'GET /api/console/campaigns/77/coupons': { body: [coupon] },
      'GET /api/console/campaigns/77/loyalty-clients': { body: [] },
      'GET /api/console/webhooks': { body: [] },
    });
    const view = renderApp('/admin/campaigns');
    expect(await screen.findByRole('cell', { name: stored.name })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nova campanha' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: `Ver ${stored.name}` }));
    expect(
      await screen.findByText('Somente administradores podem alterar campanhas.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar campanha' })).toBeNull();
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByLabelText('Logotipo')).toBeDisabled();
    view.unmount();

    renderApp('/admin/coupons');
    await chooseCampaign();
    expect(await screen.findByRole('cell', { name: 'VERAO10' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Criar cupom' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar VERAO10' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Ativo VERAO10' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Usos de VERAO10' })).toBeVisible();
    expect(fetchedUrls(fetch, 'PUT')).toEqual([]);
    expect(fetchedUrls(fetch, 'POST')).toEqual([]);
  });

  it(
    'edits a coupon’s value, limit, validity and products, and lists the bookings that used it',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      const usage: CouponUsage = {
        bookingId: 'b-1',
        locator: 'ABC123',
        memberEmail: 'membro@demo.test',
        bookingState: 'issued',
        discountPoints: 1200,
        discountCashCents: 0,
        live: true,
        createdAt: '2026-11-26T12:00:00.000Z',
      };
      const fetch = mockFetch({
        'GET /api/console/campaigns': { body: [stored] },
        'GET /api/console/campaigns/77/coupons': { body: [coupon] },
        [`GET /api/console/campaigns/77/coupons/${coupon.id}/usages`]: { body: [usage] },
        [`PUT /api/console/campaigns/77/coupons/${coupon.id}`]: ({ body }) => ({
          body: { ...coupon, ...(body as object) },
        }),
      });
      renderApp('/admin/coupons');
      await chooseCampaign();
      const row = await screen.findByRole('row', { name: /VERAO10/ });
      expect(row).toHaveTextContent('Aéreo, Hotel');
      expect(row).toHaveTextContent(/Sem data – 31\/01\/2027/i);
      expect(row).toHaveTextContent('1 / 100');

      await userEvent.click(within(row).getByRole('button', { name: 'Usos de VERAO10' }));
      const uses = await screen.findByRole('region', {
        name: 'Reservas que usaram o cupom VERAO10',
      });
      expect(await within(uses).findByRole('cell', { name: 'ABC123' })).toBeVisible();
      expect(within(uses).getByRole('cell', { name: 'membro@demo.test' })).toBeVisible();

      await userEvent.click(within(row).getByRole('button', { name: 'Editar VERAO10' }));
      expect(screen.getByRole('heading', { name: 'Editar o cupom VERAO10' })).toBeVisible();
      await replace(screen.getByLabelText('Valor'), '150');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));
      expect(await screen.findByText('Um desconto percentual vai de 1% a 100%.')).toBeVisible();
      await replace(screen.getByLabelText('Valor'), '20');
      await replace(screen.getByLabelText('Limite de usos'), '50');
      fireEvent.change(screen.getByLabelText('Válido a partir de'), {
        target: { value: '2027-02-10T00:00' },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));
      expect(await screen.findByText('O fim da validade deve ser depois do início.')).toBeVisible();
      fireEvent.change(screen.getByLabelText('Válido a partir de'), {
        target: { value: '2026-12-01T00:00' },
      });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Carro' }));
      await userEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));
      expect(await screen.findByText('Cupom salvo.')).toBeVisible();
      expect(sentBodies(fetch, `PUT /api/console/campaigns/77/coupons/${coupon.id}`)).toEqual([
        {
          code: 'VERAO10',
          discountType: 2,
          value: 20,
          usageLimit: 50,
          air: true,
          hotel: true,
          car: true,
          experience: false,
          bus: false,
          entertainment: false,
          active: true,
          validFrom: new Date(2026, 11, 1).toISOString(),
          validUntil: coupon.validUntil,
        },
      ]);
      expect(screen.getByRole('heading', { name: 'Criar cupom' })).toBeVisible();
    },
  );

  it('filters the audit trail by operator and days, and pages back and forth', async () => {
    signInToConsole(support);
    const line = (id: number): AuditEntry => ({
      id,
      actorType: 'operator',
      actorId: admin.id,
      actorName: admin.email,
      action: `campaign.updated.${id}`,
      targetType: 'campaign',
      targetId: '77',
      targetLabel: null,
      campaignId: 77,
      before: null,
      after: null,
      createdAt: '2026-11-25T12:00:00.000Z',
    });
    const fetch = mockFetch({
      'GET /api/console/audit/actors': {
        body: [
          { actorType: 'operator', actorId: admin.id, actorName: admin.email },
          { actorType: 'api_client', actorId: 'lc_77_x', actorName: 'Programa' },
        ],
      },
      'GET /api/console/audit': ({ url }) => {
        const before = new URL(url, 'http://x').searchParams.get('beforeId');
        return before
          ? { body: { entries: [line(1)], nextBeforeId: null } }
          : { body: { entries: [line(3), line(2)], nextBeforeId: 2 } };
      },
    });
    renderApp('/admin/audit');
    const trail = await screen.findByTestId('audit-entries');
    expect(await within(trail).findByText('campaign.updated.3')).toBeVisible();
    expect(screen.getByText('Página 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mais recentes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Mais antigos' }));
    expect(await within(trail).findByText('campaign.updated.1')).toBeVisible();
    expect(screen.getByText('Página 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mais antigos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Mais recentes' }));
    expect(await within(trail).findByText('campaign.updated.3')).toBeVisible();

    await userEvent.click(screen.getByLabelText('Operador'));
    expect(screen.getByRole('option', { name: 'Programa (cliente da API)' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: admin.email }));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-20' } });
    const asked = fetchedUrls(fetch).length;
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à inicial.'),
    ).toBeVisible();
    // the form refuses the period itself, marks the end day and asks nothing
    expect(screen.getByLabelText('Até')).toHaveAttribute('aria-invalid', 'true');
    expect(
      fetchedUrls(fetch)
        .slice(asked)
        .filter((url) => url.includes('/audit?')),
    ).toEqual([]);
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-26' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(fetchedUrls(fetch).at(-1)).toContain(`actorId=${admin.id}`));
    const query = new URL(fetchedUrls(fetch).at(-1) ?? '', 'http://x').searchParams;
    expect(query.get('from')).toBe(new Date(2026, 10, 25).toISOString());
    expect(query.get('to')).toBe(new Date(new Date(2026, 10, 27).getTime() - 1).toISOString());
    expect(query.get('beforeId')).toBeNull();
  });

  it('refunds a booking only after a confirmation that shows what goes back and asks why', async () => {
    signInToConsole(support);
    const issued: BookingDetail = {
      booking: {
        id: 'b1',
        locator: 'XYZ789',
        campaignId: 77,
        memberId: 'm1',
        memberEmail: 'membro@demo.test',
        bookingCode: null,
        type: 'HOTEL',
        state: 'issued',
        statusId: 2,
        description: 'Hotel em São Paulo',
        pointsPaid: 25000,
        cashPaidCents: 10000,
        refundPoints: null,
        refundCashCents: null,
        failureReason: null,
        createdAt: '2026-11-25T00:00:00.000Z',
        updatedAt: '2026-11-25T00:00:00.000Z',
      },
      steps: [bareStep('booking', 'issued')],
      stuck: false,
    };
    const preview: CancelPreview = {
      cancellable: true,
      refundPoints: 20000,
      refundCash: 80,
      penaltyPoints: 5000,
      penaltyCash: 20,
      penaltyRules: ['Multa de 20% até 2 dias antes da entrada.'],
      freeCancellationUntil: null,
    };
    const fetch = mockFetch({
      'GET /api/console/bookings': { body: [issued.booking] },
      'GET /api/console/bookings/XYZ789': { body: issued },
      'GET /api/console/bookings/XYZ789/refund-preview': { body: preview },
      'POST /api/console/bookings/XYZ789/refund': {
        body: {
          ...issued,
          booking: {
            ...issued.booking,
            state: 'cancelled',
            refundPoints: 20000,
            refundCashCents: 8000,
          },
        },
      },
    });
    renderApp('/admin/bookings');
    await userEvent.click(await screen.findByLabelText('Situação'));
    await userEvent.click(await screen.findByRole('option', { name: 'Emitida' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(fetchedUrls(fetch)).toContain('/api/console/bookings?state=issued'));
    await userEvent.click(await screen.findByRole('cell', { name: 'XYZ789' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar e estornar' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Cancelar e estornar a reserva XYZ789',
    });
    // dismissing says 'Voltar', never a second 'Cancelar' beside the cancellation
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar e estornar' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Cancelar e estornar a reserva XYZ789',
    });
    const shown = await within(dialog).findByTestId('refund-preview');
    expect(shown).toHaveTextContent('Pontos devolvidos ao membro: 20.000 Pontos');
    expect(shown).toHaveTextContent(/Valor estornado no cartão: R\$\s80,00/);
    expect(shown).toHaveTextContent('Multa de 20% até 2 dias antes da entrada.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirmar cancelamento e estorno' }),
    );
    expect(await within(dialog).findByText('Informe o motivo do estorno.')).toBeVisible();
    expect(within(dialog).getByLabelText('Motivo do estorno')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sentBodies(fetch, 'POST /api/console/bookings/XYZ789/refund')).toEqual([]);
    await paste(within(dialog).getByLabelText('Motivo do estorno'), 'Membro pediu por telefone.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirmar cancelamento e estorno' }),
    );
    // the result says what went back, in the campaign's coin and in reais
    expect(
      await screen.findByText(
        /^Reserva cancelada\. Devolvido ao membro: 20\.000 Pontos e R\$\s80,00 no cartão\.$/,
      ),
    ).toBeVisible();
    expect(sentBodies(fetch, 'POST /api/console/bookings/XYZ789/refund')).toEqual([
      { reason: 'Membro pediu por telefone.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it(
    'lets an admin re-enable, change the role, reset the password and re-enrol an operator, with a QR code',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      const away = { ...support, disabled: true };
      const fetch = mockFetch({
        'GET /api/console/operators': { body: [admin, away] },
        [`POST /api/console/operators/${support.id}/enable`]: { body: support },
        [`PUT /api/console/operators/${support.id}/role`]: ({ body }) => ({
          body: { ...support, ...(body as object) },
        }),
        [`POST /api/console/operators/${support.id}/password`]: { body: support },
        [`POST /api/console/operators/${support.id}/authenticator`]: {
          body: {
            operator: support,
            totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
            otpauthUri:
              'otpauth://totp/Portal:suporte%40console.test?secret=KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
          },
        },
      });
      renderApp('/admin/operators');
      expect(await screen.findByRole('cell', { name: support.email })).toBeVisible();
      expect(
        screen.queryByRole('button', { name: `Redefinir a senha de ${admin.email}` }),
      ).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: `Reativar ${support.email}` }));
      expect(await screen.findByText(`${support.email} foi reativado.`)).toBeVisible();

      await userEvent.click(screen.getByLabelText(`Papel de ${support.email}`));
      await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
      await waitFor(() =>
        expect(sentBodies(fetch, `PUT /api/console/operators/${support.id}/role`)).toEqual([
          { role: 'admin' },
        ]),
      );

      await userEvent.click(
        screen.getByRole('button', { name: `Redefinir a senha de ${support.email}` }),
      );
      await paste(screen.getByLabelText('Nova senha (mínimo 10 caracteres)'), 'curta');
      await userEvent.click(screen.getByRole('button', { name: 'Definir nova senha' }));
      expect(sentBodies(fetch, `POST /api/console/operators/${support.id}/password`)).toEqual([]);
      await replace(screen.getByLabelText('Nova senha (mínimo 10 caracteres)'), 'Senha-nova-12345');
      await userEvent.click(screen.getByRole('button', { name: 'Definir nova senha' }));
      expect(await screen.findByText(`Nova senha definida para ${support.email}.`)).toBeVisible();
      expect(sentBodies(fetch, `POST /api/console/operators/${support.id}/password`)).toEqual([
        { password: 'Senha-nova-12345' },
      ]);

      await userEvent.click(
        screen.getByRole('button', { name: `Novo autenticador para ${support.email}` }),
      );
      await userEvent.click(
        screen.getByRole('button', { name: `Confirmar: novo autenticador para ${support.email}` }),
      );
      const secret = await screen.findByTestId('operator-secret');
      expect(secret).toHaveTextContent('KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU');
      const qr = await within(secret).findByRole('img', {
        name: `QR code do autenticador de ${support.email}`,
      });
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    },
  );

  it(
    'lets an admin disable, rotate and re-point an API client, and anyone re-send a failed webhook',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      const client = loyaltyClient77;
      const failed: WebhookDelivery = {
        id: 41,
        clientId: client.clientId,
        eventId: 'e-41',
        eventType: 'booking.issued',
        payload: {},
        attempts: 8,
        status: 'failed',
        nextAttemptAt: null,
        deliveredAt: null,
        lastStatus: 500,
        lastError: 'HTTP 500',
        createdAt: '2026-11-25T00:00:00.000Z',
      };
      const fetch = mockFetch({
        'GET /api/console/campaigns': { body: [stored] },
        'GET /api/console/campaigns/77/loyalty-clients': { body: [client] },
        'GET /api/console/webhooks': { body: [failed] },
        'POST /api/console/loyalty-clients/lc_77_abc/disable': {
          body: { ...client, disabled: true },
        },
        'POST /api/console/loyalty-clients/lc_77_abc/rotate-secret': {
          body: { client, clientSecret: 'sk_novo_segredo' },
        },
        'PUT /api/console/loyalty-clients/lc_77_abc/webhook': ({ body }) => ({
          body: { ...client, ...(body as object) },
        }),
        'POST /api/console/webhooks/41/resend': { body: { ...failed, status: 'pending' } },
      });
      renderApp('/admin/programme');
      await chooseCampaign();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Desativar Programa Parceiro' }),
      );
      await waitFor(() =>
        expect(fetchedUrls(fetch, 'POST')).toContain(
          '/api/console/loyalty-clients/lc_77_abc/disable',
        ),
      );

      await userEvent.click(
        screen.getByRole('button', { name: 'Gerar novo segredo para Programa Parceiro' }),
      );
      expect(fetchedUrls(fetch, 'POST')).not.toContain(
        '/api/console/loyalty-clients/lc_77_abc/rotate-secret',
      );
      await userEvent.click(
        screen.getByRole('button', { name: /^Confirmar: novo segredo para Programa Parceiro/ }),
      );
      expect(await screen.findByTestId('rotated-secret')).toHaveTextContent('sk_novo_segredo');

      await userEvent.click(
        screen.getByRole('button', { name: 'Alterar webhooks de Programa Parceiro' }),
      );
      const url = screen.getByLabelText('Endereço dos webhooks de Programa Parceiro');
      await replace(url, 'ftp://errado');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
      // refused in Portuguese, the field marked, nothing sent
      await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
      expect(document.body.textContent).toMatch(/https?:\/\//);
      expect(document.body.textContent).not.toMatch(/Invalid|expected|Required|Too small/);
      expect(sentBodies(fetch, 'PUT /api/console/loyalty-clients/lc_77_abc/webhook')).toEqual([]);
      await replace(url, '');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
      await waitFor(() =>
        expect(sentBodies(fetch, 'PUT /api/console/loyalty-clients/lc_77_abc/webhook')).toEqual([
          { webhookUrl: null },
        ]),
      );

      await userEvent.click(screen.getByRole('button', { name: 'Reenviar booking.issued' }));
      await waitFor(() =>
        expect(fetchedUrls(fetch, 'POST')).toContain('/api/console/webhooks/41/resend'),
      );
    },
  );

  it('hides a showcase from the member home and deletes another after confirming', async () => {
    signInToConsole(admin);
    const showcase = (id: string, name: string, hidden = false): ConsoleShowcase => ({
      id,
      campaignId: 77,
      position: 0,
      name,
      description: '',
      images: [],
      hidden,
    });
    const fetch = mockFetch({
      'GET /api/console/campaigns': { body: [stored] },
      'GET /api/console/campaigns/77': { body: stored },
      'GET /api/console/campaigns/77/showcases': {
        body: [showcase('ofertas', 'Ofertas'), showcase('praias', 'Praias', true)],
      },
      'PUT /api/console/campaigns/77/showcases/ofertas/visibility': ({ body }) => ({
        body: { ...showcase('ofertas', 'Ofertas'), ...(body as object) },
      }),
      'DELETE /api/console/campaigns/77/showcases/praias': { status: 204 },
    });
    renderApp('/admin/showcases');
    await chooseCampaign();
    const shown = await screen.findByRole('switch', { name: 'Mostrar Ofertas na home' });
    expect(shown).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mostrar Praias na home' })).not.toBeChecked();
    await userEvent.click(shown);
    await waitFor(() =>
      expect(
        sentBodies(fetch, 'PUT /api/console/campaigns/77/showcases/ofertas/visibility'),
      ).toEqual([{ hidden: true }]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Praias' }));
    expect(fetchedUrls(fetch, 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar: excluir Praias' }));
    await waitFor(() =>
      expect(fetchedUrls(fetch, 'DELETE')).toEqual(['/api/console/campaigns/77/showcases/praias']),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleMember, ImportReport, MemberDetail } from '@portal/domain/operators';
import {
  consoleSupport as support,
  fetchedUrls,
  paste,
  sentBodies,
  signInToConsole,
  storedCampaign77 as stored,
} from '../../../test/console';
import { mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

const member: ConsoleMember = {
  id: '6c1d2e3f-0000-4000-8000-000000000001',
  campaignId: 77,
  email: 'clara@demo.test',
  name: 'Clara',
  lastName: 'Convidada',
  cpf: null,
  disabled: false,
  firstAccess: true,
  createdAt: '2026-11-27T00:00:00.000Z',
};
const detail = (m: ConsoleMember): MemberDetail => ({
  member: m,
  balance: 0,
  pendingCredits: [],
  statement: [],
});
const report = (over: Partial<ImportReport>): ImportReport => ({
  lines: 1000,
  errors: [],
  points: 170_000,
  imported: false,
  alreadyImported: false,
  ...over,
});

const chooseCampaign = async () => {
  await userEvent.click(await screen.findByLabelText('Campanha', {}, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('option', { name: `77 — ${stored.name}` }));
};
const upload = (title: string, csv: string, name = 'arquivo.csv') =>
  userEvent.upload(
    screen.getByLabelText(`Escolher arquivo: ${title}`),
    new File([csv], name, { type: 'text/csv' }),
  );

describe('members page', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'invites by e-mail, blocks after confirming, unblocks and sends a reset link',
    { timeout: 60_000 },
    async () => {
      signInToConsole(support);
      let current = member;
      const fetch = mockFetch({
        'GET /api/console/campaigns': { body: [stored] },
        'GET /api/console/members': { body: [] },
        'POST /api/console/campaigns/77/members/invite': { status: 201, body: member },
        [`GET /api/console/members/${member.id}`]: () => ({ body: detail(current) }),
        [`PUT /api/console/members/${member.id}/block`]: ({ body }) => {
          current = { ...current, disabled: (body as { blocked: boolean }).blocked };
          return { body: current };
        },
        [`POST /api/console/members/${member.id}/password-reset`]: { status: 204 },
      });
      renderApp('/admin/members');
      await chooseCampaign();
      const invite = screen.getByRole('form', { name: 'Convidar por e-mail' });
      await userEvent.click(within(invite).getByRole('button', { name: 'Enviar convite' }));
      await waitFor(() =>
        expect(within(invite).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(within(invite).getByText('Informe um e-mail válido.')).toBeVisible();
      expect(within(invite).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
      expect(sentBodies(fetch, 'POST /api/console/campaigns/77/members/invite')).toEqual([]);

      await paste(within(invite).getByLabelText('Nome'), 'Clara');
      await paste(within(invite).getByLabelText('Sobrenome'), 'Convidada');
      await paste(within(invite).getByLabelText('E-mail'), 'clara@demo.test');
      await userEvent.click(within(invite).getByRole('button', { name: 'Enviar convite' }));
      expect(await screen.findByText('Convite enviado para clara@demo.test.')).toBeVisible();
      expect(sentBodies(fetch, 'POST /api/console/campaigns/77/members/invite')).toEqual([
        { email: 'clara@demo.test', name: 'Clara', lastName: 'Convidada' },
      ]);

      expect(await screen.findByText('Situação: Aguardando o primeiro acesso')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
      expect(sentBodies(fetch, `PUT /api/console/members/${member.id}/block`)).toEqual([]);
      await userEvent.click(
        screen.getByRole('button', {
          name: 'Confirmar: bloquear clara@demo.test (a sessão dele termina agora)',
        }),
      );
      expect(
        await screen.findByText('Membro bloqueado: não entra mais no portal até ser desbloqueado.'),
      ).toBeVisible();
      expect(screen.getByText('Situação: Bloqueado')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Enviar link de nova senha' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
      expect(await screen.findByText('Membro desbloqueado.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Enviar link de nova senha' }));
      expect(
        await screen.findByText('Link de nova senha enviado para clara@demo.test.'),
      ).toBeVisible();
      expect(sentBodies(fetch, `PUT /api/console/members/${member.id}/block`)).toEqual([
        { blocked: true },
        { blocked: false },
      ]);
      expect(fetchedUrls(fetch, 'POST')).toContain(
        `/api/console/members/${member.id}/password-reset`,
      );
    },
  );

  it(
    'checks a members file first, names each bad line, and imports only the clean file',
    { timeout: 60_000 },
    async () => {
      signInToConsole(support);
      const bad = 'nome,email,cpf,pontos\nAna,ana@x,,10\n';
      const clean = 'nome,email,cpf,pontos\nAna,ana@demo.test,,10\n';
      const fetch = mockFetch({
        'GET /api/console/campaigns': { body: [stored] },
        'GET /api/console/members': { body: [] },
        'POST /api/console/campaigns/77/members/import': ({ body }) => {
          const { csv, dryRun } = body as { csv: string; dryRun: boolean };
          if (csv === bad)
            return {
              body: report({
                errors: [
                  { line: 2, messages: ['E-mail inválido.'] },
                  { line: 500, messages: ['CPF inválido.'] },
                  { line: 999, messages: ['Informe o nome.'] },
                ],
              }),
            };
          return { body: report({ imported: !dryRun }) };
        },
      });
      renderApp('/admin/members');
      await chooseCampaign();
      const section = screen.getByRole('region', { name: 'Importar membros' });
      const check = within(section).getByRole('button', { name: 'Verificar arquivo' });
      expect(check).toBeDisabled();
      await upload('Importar membros', bad, 'ruim.csv');
      await userEvent.click(check);
      const errors = await within(section).findByRole('table', {
        name: '3 linhas com erro: nada será importado até o arquivo estar limpo.',
      });
      expect(
        within(errors)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['2E-mail inválido.', '500CPF inválido.', '999Informe o nome.']);
      expect(within(section).queryByRole('button', { name: /^Importar/ })).toBeNull();

      await upload('Importar membros', clean, 'limpo.csv');
      await userEvent.click(check);
      expect(
        await within(section).findByText(
          'Arquivo sem erros: 1.000 linhas, 170.000 Pontos. Nada foi importado ainda.',
        ),
      ).toBeVisible();
      await userEvent.click(within(section).getByRole('button', { name: 'Importar 1.000 linhas' }));
      expect(
        await within(section).findByText('Importado: 1.000 linhas, 170.000 Pontos.'),
      ).toBeVisible();
      expect(sentBodies(fetch, 'POST /api/console/campaigns/77/members/import')).toEqual([
        { csv: bad, dryRun: true },
        { csv: clean, dryRun: true },
        { csv: clean, dryRun: false },
      ]);
    },
  );

  it(
    'tells that a credits file was imported before and credits nothing again',
    { timeout: 60_000 },
    async () => {
      signInToConsole(support);
      const csv = 'membro,pontos,motivo\nana@demo.test,100,Bônus de boas-vindas\n';
      const fetch = mockFetch({
        'GET /api/console/campaigns': { body: [stored] },
        'GET /api/console/members': { body: [] },
        'POST /api/console/campaigns/77/points/import': {
          body: report({ lines: 1, points: 100, alreadyImported: true }),
        },
      });
      renderApp('/admin/members');
      await chooseCampaign();
      const section = screen.getByRole('region', { name: 'Crédito de pontos em lote' });
      await upload('Crédito de pontos em lote', csv);
      await userEvent.click(within(section).getByRole('button', { name: 'Verificar arquivo' }));
      expect(
        await within(section).findByText(
          'Este arquivo já foi importado antes: nada foi importado de novo.',
        ),
      ).toBeVisible();
      expect(within(section).queryByRole('button', { name: /^Importar/ })).toBeNull();
      expect(sentBodies(fetch, 'POST /api/console/campaigns/77/points/import')).toEqual([
        { csv, dryRun: true },
      ]);
    },
  );
});

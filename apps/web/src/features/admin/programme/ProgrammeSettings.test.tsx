import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignSso, ConsoleCampaignTerm } from '@portal/domain/operators';
import {
  consoleAdmin as admin,
  consoleSupport as support,
  fetchedUrls,
  paste,
  sentBodies,
  signInToConsole,
  storedCampaign77 as stored,
} from '../../../test/console';
import { mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

const terms: ConsoleCampaignTerm[] = [
  {
    code: 'PURCHASE_TERMS',
    name: 'Termos de uso e condições de compra',
    description: 'Leia com atenção.',
    content: '<p>Padrão.</p>',
    custom: false,
  },
  {
    code: 'USE_TERMS_PRIVACY_POLICY',
    name: 'Política de privacidade',
    description: '',
    content: '<p>Privacidade.</p>',
    custom: false,
  },
];
const off: CampaignSso = {
  enabled: false,
  issuer: '',
  clientId: '',
  scope: 'openid email profile',
  hasClientSecret: false,
};
const chooseCampaign = async () => {
  await userEvent.click(await screen.findByLabelText('Campanha', {}, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('option', { name: `77 — ${stored.name}` }));
};
const baseRoutes = {
  'GET /api/console/campaigns': { body: [stored] },
  'GET /api/console/campaigns/77/loyalty-clients': { body: [] },
  'GET /api/console/webhooks': { body: [] },
  'GET /api/console/campaigns/77/terms': { body: terms },
};

describe('programme settings', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'saves the campaign purchase terms and its single sign-on, refusing bad input in Portuguese',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      const fetch = mockFetch({
        ...baseRoutes,
        'GET /api/console/campaigns/77/sso': { body: off },
        'PUT /api/console/campaigns/77/terms/PURCHASE_TERMS': ({ body }) => ({
          body: { code: 'PURCHASE_TERMS', ...(body as object), custom: true },
        }),
        'PUT /api/console/campaigns/77/sso': ({ body }) => ({
          body: { ...(body as CampaignSso), enabled: true, hasClientSecret: true },
        }),
        'DELETE /api/console/campaigns/77/sso': { body: off },
      });
      renderApp('/admin/programme');
      await chooseCampaign();
      const purchase = await screen.findByRole('form', {
        name: 'Termos de uso e condições de compra',
      });
      const content = within(purchase).getByLabelText(/^Texto/);
      await userEvent.clear(content);
      await userEvent.click(
        within(purchase).getByRole('button', {
          name: 'Salvar Termos de uso e condições de compra',
        }),
      );
      await waitFor(() => expect(content).toHaveAttribute('aria-invalid', 'true'));
      expect(within(purchase).getByText('Campo obrigatório.')).toBeVisible();
      await paste(content, '<p>Regras do Férias Mais.</p>');
      await userEvent.click(
        within(purchase).getByRole('button', {
          name: 'Salvar Termos de uso e condições de compra',
        }),
      );
      expect(
        await within(purchase).findByText('Texto salvo: os membros da campanha já o leem.'),
      ).toBeVisible();
      expect(sentBodies(fetch, 'PUT /api/console/campaigns/77/terms/PURCHASE_TERMS')).toEqual([
        {
          name: 'Termos de uso e condições de compra',
          description: 'Leia com atenção.',
          content: '<p>Regras do Férias Mais.</p>',
        },
      ]);

      const sso = await screen.findByRole('form', { name: 'Login único (SSO)' });
      await paste(within(sso).getByLabelText('Endereço do provedor (issuer)'), 'idp');
      await userEvent.click(within(sso).getByRole('button', { name: 'Salvar login único' }));
      await waitFor(() =>
        expect(within(sso).getByLabelText('Endereço do provedor (issuer)')).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      );
      expect(within(sso).getByText('Informe o endereço do provedor (https://…).')).toBeVisible();
      expect(within(sso).getByLabelText('client_id')).toHaveAttribute('aria-invalid', 'true');
      const issuer = within(sso).getByLabelText('Endereço do provedor (issuer)');
      await userEvent.clear(issuer);
      await paste(issuer, 'https://idp.example.com');
      await paste(within(sso).getByLabelText('client_id'), 'portal');
      await paste(within(sso).getByLabelText('client_secret'), 'segredo');
      await userEvent.click(within(sso).getByRole('button', { name: 'Salvar login único' }));
      expect(await within(sso).findByText('Login único salvo.')).toBeVisible();
      expect(within(sso).getByLabelText('client_secret')).toHaveValue('');
      expect(sentBodies(fetch, 'PUT /api/console/campaigns/77/sso')).toEqual([
        {
          issuer: 'https://idp.example.com',
          clientId: 'portal',
          clientSecret: 'segredo',
          scope: 'openid email profile',
        },
      ]);
      await userEvent.click(within(sso).getByRole('button', { name: 'Desativar login único' }));
      expect(
        await within(sso).findByText(
          'Login único desativado: os membros entram com e-mail e senha.',
        ),
      ).toBeVisible();
    },
  );

  it(
    'shows a support operator the terms read-only and no single sign-on',
    { timeout: 60_000 },
    async () => {
      signInToConsole(support);
      const fetch = mockFetch(baseRoutes);
      renderApp('/admin/programme');
      await chooseCampaign();
      const purchase = await screen.findByRole('form', {
        name: 'Termos de uso e condições de compra',
      });
      expect(within(purchase).getByLabelText(/^Texto/)).toBeDisabled();
      expect(within(purchase).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('form', { name: 'Login único (SSO)' })).toBeNull();
      expect(fetchedUrls(fetch)).not.toContain('/api/console/campaigns/77/sso');
    },
  );
});

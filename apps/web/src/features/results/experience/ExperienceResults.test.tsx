import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch, type MockReply } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import ExperienceResults from './ExperienceResults';

function setup(search: MockReply) {
  mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/experience': search,
  });
  window.sessionStorage.setItem(
    'experienceSearch',
    JSON.stringify({
      cidade: { id: '3550308', cityName: 'São Paulo', stateName: 'São Paulo' },
      datas: {
        dataIda: '10/03/2027',
        dataVolta: '20/03/2027',
        abreviada: '10 mar - 20 mar',
        diaSemanaIda: 'qua',
        diaSemanaVolta: 'sáb',
        startDate: '2027-03-10',
        endDate: '2027-03-20',
      },
      adultos: 2,
      criancas: 0,
    }),
  );
  return renderWithProviders(
    <WhenSigned>
      <ExperienceResults />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resultado-pesquisa' },
  );
}

describe('ExperienceResults', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('sends a refused search (400) to /session-expires', async () => {
    const { router } = setup({ status: 400, body: { error: 'Datas inválidas.' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/session-expires'));
    expect(screen.queryByText('Datas inválidas.')).not.toBeInTheDocument();
  });

  it("shows the server's text of a 409 and stays on the results", async () => {
    const { router } = setup({
      status: 409,
      body: { error: 'Esta experiência precisa ser reservada com antecedência.' },
    });
    expect(
      await screen.findByText('Esta experiência precisa ser reservada com antecedência.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa');
  });
});

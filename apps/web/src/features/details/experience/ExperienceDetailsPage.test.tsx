import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Experience } from '@portal/domain/activities';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { addDays, isoDate } from '../../../shared/format';
import { WhenSigned } from '../../../test/hotel';
import ExperienceDetailsPage from './ExperienceDetailsPage';

const day = (n: number) => isoDate(addDays(new Date(), n));
const slot = (date: string, qtAvailable: number) => ({
  id: `EXP-3550308-01-${date}-0900`,
  date,
  time: '09:00',
  qtAvailable,
  qtTotal: 10,
});

const experience: Experience = {
  id: 'EXP-3550308-01',
  name: 'City tour histórico',
  description: 'Passeio pelo centro.',
  localization: 'Centro',
  city: { id: '3550308', cityName: 'São Paulo', stateName: 'São Paulo' },
  originalPrice: 200,
  price: 150,
  qtParticipants: 1,
  continuous: false,
  startDate: day(0),
  endDate: day(30),
  experienceDates: [slot(day(0), 5), slot(day(3), 0), slot(day(4), 2)],
  whatToExpect: 'História da cidade.',
  whatIsIncluded: 'Guia.',
  whatIsNotIncluded: 'Refeições.',
  category: 'Cultura',
  freeCancel: true,
  cancellationPolicy: 'Grátis até 1 dia antes.',
  importantInfo: 'Leve documento.',
  images: [],
};

function setup(shown: Experience = experience) {
  mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
  });
  window.sessionStorage.setItem(
    'selectedExperience',
    JSON.stringify({ experience: shown, adults: 2, childs: 0, slot: null }),
  );
  return renderWithProviders(
    <WhenSigned>
      <ExperienceDetailsPage />
    </WhenSigned>,
    { signedIn: true, path: '/busca/experience-details' },
  );
}

describe('ExperienceDetailsPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('heads the page with the search summary bar, the city searched and Editar', async () => {
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Experiencias'));
    window.sessionStorage.setItem(
      'experienceSearch',
      JSON.stringify({
        cidade: { id: '3550308', cityName: 'São Paulo', stateName: 'São Paulo' },
        datas: {
          dataIda: '10/01/2027',
          dataVolta: '12/01/2027',
          abreviada: '10 jan - 12 jan',
          diaSemanaIda: 'domingo',
          diaSemanaVolta: 'terça-feira',
          startDate: '2027-01-10',
          endDate: '2027-01-12',
        },
      }),
    );
    setup();
    const bar = await screen.findByRole('region', { name: 'Resumo da pesquisa' });
    expect(within(bar).getByRole('heading', { level: 2, name: 'Exclusivos' })).toBeVisible();
    expect(await within(bar).findByText('São Paulo, São Paulo')).toBeVisible();
    expect(within(bar).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/');
  });

  it('says where it takes place once: "Local: Centro - São Paulo, São Paulo", never the city twice', async () => {
    const { unmount } = setup();
    expect(await screen.findByText('Local: Centro - São Paulo, São Paulo')).toBeInTheDocument();
    unmount();
    setup({ ...experience, localization: 'São Paulo, São Paulo' });
    expect(await screen.findByText('Local: São Paulo, São Paulo')).toBeInTheDocument();
  });

  it('lists the bookable dates only, full ones disabled, and checks tickets and date before the checkout', async () => {
    const { router } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'City tour histórico' }),
    ).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    // today is inside the advance days: only the two later sessions are listed, the full one disabled
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeDisabled();
    const user = userEvent.setup();
    const tickets = screen.getByLabelText('Quantidade de ingressos');
    await user.clear(tickets);
    await user.type(tickets, '0');
    expect(
      await screen.findByText('Quantidade de ingressos deve ser maior que 0.'),
    ).toBeInTheDocument();
    await user.clear(tickets);
    await user.type(tickets, '2');
    await user.click(screen.getByRole('button', { name: 'Escolher data' }));
    expect(await screen.findByText('Selecione uma data para sua experiência.')).toBeInTheDocument();
    await user.click(radios[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Escolher data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    expect(JSON.parse(window.sessionStorage.getItem('selectedExperience') ?? '{}')).toMatchObject({
      adults: 2,
      slot: { id: experience.experienceDates[2]?.id },
    });
  });

  it('checks the group against the places of the chosen session and the limit of 9 before the checkout', async () => {
    const { router } = setup({ ...experience, experienceDates: [slot(day(4), 2)] });
    await screen.findByRole('heading', { level: 1, name: 'City tour histórico' });
    const user = userEvent.setup();
    const tickets = screen.getByLabelText('Quantidade de ingressos');
    await user.clear(tickets);
    await user.type(tickets, '10');
    expect(
      screen.getByText(
        'Para grupos acima de 9 pessoas, entre em contato para uma viagem personalizada',
      ),
    ).toBeInTheDocument();
    await user.clear(tickets);
    await user.type(tickets, '3');
    await user.click(screen.getByRole('radio', { name: /2 vagas$/ }));
    expect(screen.getByText('Não há vagas suficientes nesta data.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escolher data' }));
    expect(router.state.location.pathname).toBe('/busca/experience-details');
    await user.clear(tickets);
    await user.type(tickets, '2');
    expect(screen.queryByText('Não há vagas suficientes nesta data.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escolher data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
  });

  it('takes any day of a continuous experience from the date picker, refusing a day without a session', async () => {
    const continuous: Experience = {
      ...experience,
      continuous: true,
      experienceDates: [slot(day(2), 4), slot(day(5), 0)],
    };
    const { router } = setup(continuous);
    await screen.findByRole('heading', { level: 1, name: 'City tour histórico' });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    const picker = screen.getByLabelText('Data da experiência');
    // The picker starts after the advance days and ends with the experience's window.
    expect(picker).toHaveAttribute('max', continuous.endDate);
    expect(picker.getAttribute('min')! > day(0)).toBe(true);
    const user = userEvent.setup();
    fireEvent.change(picker, { target: { value: day(5) } });
    await user.click(screen.getByRole('button', { name: 'Escolher data' }));
    expect(
      await screen.findByText('Não há sessão nesta data. Escolha outro dia.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busca/experience-details');
    fireEvent.change(picker, { target: { value: day(2) } });
    await user.click(screen.getByRole('button', { name: 'Escolher data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    expect(JSON.parse(window.sessionStorage.getItem('selectedExperience') ?? '{}')).toMatchObject({
      adults: 2,
      slot: { id: continuous.experienceDates[0]?.id, date: day(2) },
    });
  });
});

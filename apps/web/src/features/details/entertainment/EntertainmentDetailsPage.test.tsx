import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { addDays, ddMMyyyy } from '../../../shared/format';
import { WhenSigned } from '../../../test/hotel';
import { testActivity } from '../../../test/activities';
import EntertainmentDetailsPage from './EntertainmentDetailsPage';

const tomorrow = addDays(new Date(), 1);

function setup(
  activity = testActivity({
    activityId: '6292740800',
    type: 'Passeio',
    name: 'City tour',
    avaiableDates: [ddMMyyyy(tomorrow)],
  }),
  availability: unknown[] = [],
) {
  const spy = mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/services/entertainment/availability': { body: availability },
  });
  window.sessionStorage.setItem(
    'selectedEntertainment',
    JSON.stringify({
      cityName: 'Salvador',
      locationId: '2927408',
      activityId: null,
      activity,
      choice: null,
    }),
  );
  renderWithProviders(
    <WhenSigned>
      <EntertainmentDetailsPage />
    </WhenSigned>,
    { signedIn: true, path: '/busca/entertainment-details' },
  );
  return spy;
}

async function pickTomorrow() {
  await waitFor(() =>
    expect(document.querySelector('.rdp-day_button:not([disabled])')).not.toBeNull(),
  );
  await userEvent
    .setup()
    .click(document.querySelector('.rdp-day_button:not([disabled])') as HTMLElement);
}

describe('EntertainmentDetailsPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it("says 'Nenhuma atividade encontrada' for a placeholder activity", async () => {
    setup(testActivity({ activityId: '6292740800_0', type: 'Passeio', name: 'Vazia' }));
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma atividade encontrada' }),
    ).toBeInTheDocument();
  });

  it('renders an HTML description without its scripts and handlers', async () => {
    setup(
      testActivity({
        activityId: '6292740800',
        type: 'Passeio',
        name: 'City tour',
        description:
          '<p>Passeio <b>guiado</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p>',
      }),
    );
    expect(await screen.findByText('guiado')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('needs a date and a passenger, and says when the date has no availability', async () => {
    const spy = setup();
    const user = userEvent.setup();
    const check = await screen.findByRole('button', { name: 'Verificar disponibilidade' });
    await user.click(check);
    expect(
      screen.getByText('Por favor, selecione uma data antes de verificar a disponibilidade.'),
    ).toBeInTheDocument();
    await pickTomorrow();
    await user.click(screen.getByRole('button', { name: 'Diminuir Adulto' }));
    await user.click(check);
    expect(
      screen.getByText('Por favor, selecione pelo menos um tipo de passageiro.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aumentar Adulto' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar Crianca' }));
    await user.click(check);
    expect(
      await screen.findByText(/^Infelizmente não encontramos uma disponibilidade/),
    ).toBeInTheDocument();
    const sent = spy.mock.calls.find(([url]) => String(url).includes('/availability'));
    expect(JSON.parse(String(sent?.[1]?.body)).passengers).toEqual([
      { endAge: 11, quantity: 1 },
      { endAge: 99, quantity: 1 },
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  busRateCheck,
  renderCheckoutPieces,
  storeBusSelection,
} from '../../../test/checkoutSelections';
import { member } from '../../../test/fixtures';

describe('bus passengers and seats', () => {
  it('prices the trip with the rate check and says so when the price changed', async () => {
    storeBusSelection();
    renderCheckoutPieces(member, {
      'POST /api/services/bus/rate-check': { body: busRateCheck(120) },
    });
    expect(
      await screen.findByText(
        'O preço desta viagem mudou desde a sua busca. O total agora é R$ 120,00.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when the rate check keeps the price', async () => {
    storeBusSelection();
    renderCheckoutPieces(member, {
      'POST /api/services/bus/rate-check': { body: busRateCheck(100) },
    });
    await screen.findByRole('group', { name: 'Mapa de assentos da IDA' });
    expect(screen.queryByText(/O preço desta viagem mudou/)).toBeNull();
  });

  it('keeps the chosen seat when the signed user is asked for again (a new balance)', async () => {
    storeBusSelection();
    const user = userEvent.setup({ delay: null });
    let asked = 0;
    const { client } = renderCheckoutPieces(member, {
      'GET /api/user': () => {
        asked += 1;
        return { body: { ...member, pointsBalance: member.pointsBalance + asked } };
      },
      'POST /api/services/bus/rate-check': { body: busRateCheck(100) },
    });
    const map = await screen.findByRole('group', { name: 'Mapa de assentos da IDA' });
    await user.click(within(map).getByRole('button', { name: /Assento 01/ }));
    expect(screen.getByText('1 de 1 assento(s) selecionado(s)')).toBeInTheDocument();
    await client.invalidateQueries();
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByText('1 de 1 assento(s) selecionado(s)')).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: /Assento 01/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for a seat per passenger on Comprar', async () => {
    storeBusSelection();
    const user = userEvent.setup({ delay: null });
    const { results } = renderCheckoutPieces(member, {
      'POST /api/services/bus/rate-check': { body: busRateCheck(100) },
    });
    await screen.findByRole('group', { name: 'Mapa de assentos da IDA' });
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Selecione 1 assento(s)')).toBeInTheDocument();
    expect(results).toEqual([{ ok: false }]);
  });
});

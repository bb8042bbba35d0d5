import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Seat } from '@portal/domain/buses';
import { SeatPicker } from './SeatPicker';

const seats: Seat[] = [
  { number: '01', available: true, position: { x: 0, y: 0 } },
  { number: '02', available: false, position: { x: 1, y: 0 } },
  { number: '03', available: true, position: { x: 3, y: 0 } },
  { number: '04', available: true, position: { x: 4, y: 0 } },
];

function Picker({ passengers }: { passengers: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <SeatPicker
      leg="IDA"
      seats={seats}
      policies={['Cancelamento gratuito até 3 horas antes do embarque (ANTT).']}
      passengers={passengers}
      chosen={chosen}
      onChange={setChosen}
    />
  );
}

describe('SeatPicker', () => {
  it('shows the legend, lets as many seats as passengers be chosen and never an occupied one', async () => {
    render(<Picker passengers={2} />);
    const user = userEvent.setup();
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Livre', 'Selecionado', 'Ocupado']);
    expect(screen.getByRole('button', { name: 'Assento 02, Ocupado' })).toBeDisabled();
    expect(screen.getByText('0 de 2 assento(s) selecionado(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assento 01, Livre' }));
    await user.click(screen.getByRole('button', { name: 'Assento 03, Livre' }));
    await user.click(screen.getByRole('button', { name: 'Assento 04, Livre' }));
    expect(screen.getByText('2 de 2 assento(s) selecionado(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assento 01, Selecionado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Assento 04, Livre' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Assento 01, Selecionado' }));
    expect(screen.getByText('1 de 2 assento(s) selecionado(s)')).toBeInTheDocument();
  });

  it("opens the leg's rules", async () => {
    render(<Picker passengers={1} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Regras da IDA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regras da IDA' });
    expect(dialog).toHaveTextContent('ANTT');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsLayout, FILTERS_AUTO_TOGGLE_MS } from './ResultsLayout';
import { fixedMatchMedia } from '../../test/matchMedia';

const original = window.matchMedia;
function mobile(matches: boolean) {
  window.matchMedia = fixedMatchMedia((query) => matches && query.includes('max-width'));
}

function Harness({ onCancel }: { onCancel: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <ResultsLayout
      resultsKey={count}
      onCancelFilters={onCancel}
      filters={
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          Mudar filtro
        </button>
      }
    >
      <p>{count} resultados</p>
    </ResultsLayout>
  );
}

afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = original;
});

describe('results layout', () => {
  it('desktop: filters column beside the results', () => {
    mobile(false);
    render(<Harness onCancel={() => undefined} />);
    expect(screen.getByRole('complementary', { name: 'Filtros' })).toContainElement(
      screen.getByRole('button', { name: 'Mudar filtro' }),
    );
    expect(screen.queryByRole('button', { name: 'Aplicar filtros' })).not.toBeInTheDocument();
  });

  it('mobile: Aplicar filtros opens a full-screen dialog; Cancelar restores; auto-closes 600 ms after the results change', async () => {
    mobile(true);
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(await screen.findByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await screen.findByRole('dialog', { name: 'Filtros' });
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Mudar filtro' }).click());
    act(() => vi.advanceTimersByTime(FILTERS_AUTO_TOGGLE_MS - 50));
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    // the close, then the dialog's exit transition
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(screen.getByText('1 resultados')).toBeInTheDocument();
  });
});

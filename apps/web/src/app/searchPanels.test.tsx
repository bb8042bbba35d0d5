import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchPanel } from './searchPanels';

const Form = () => <form aria-label="Busca de voos" />;

describe('searchPanel', () => {
  it('suspends until its form has arrived the first time it shows', async () => {
    const Panel = searchPanel(() => Promise.resolve(Form));
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Panel />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Busca de voos' })).toBeInTheDocument();
  });

  it('renders its form at once when it was preloaded (the home renders with its first form)', async () => {
    const Panel = searchPanel(() => Promise.resolve(Form));
    await Panel.preload();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Panel />
      </Suspense>,
    );
    expect(screen.getByRole('form', { name: 'Busca de voos' })).toBeInTheDocument();
    expect(screen.queryByText('carregando')).toBeNull();
  });
});

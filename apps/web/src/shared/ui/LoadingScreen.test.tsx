import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('says what the wait is for, and shows only after half a second (a shorter wait paints nothing)', () => {
    render(<LoadingScreen message="Aguarde enquanto buscamos os melhores preços para você!" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Aguarde enquanto buscamos os melhores preços para você!');
    const style = getComputedStyle(status);
    // hidden for its first 500 ms, then shown (the keyframes hide it; backwards holds them in the delay)
    expect(style.animation).toBe('loading-screen-appear 0s linear 500ms backwards');
    const rules = [...document.querySelectorAll('style')].map((element) => element.textContent);
    expect(rules.join('')).toMatch(
      /@keyframes loading-screen-appear\{from\{visibility:hidden;?\}\}/,
    );
  });
});

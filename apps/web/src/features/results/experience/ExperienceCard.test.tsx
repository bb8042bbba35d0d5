import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Experience } from '@portal/domain/activities';
import { ExperienceCard } from './ExperienceCard';

const experience = {
  id: 'EXP-2927408-01',
  name: 'Passeio de escuna em Salvador',
  description: 'Passeio de escuna com operador local.',
  whatIsIncluded: 'Passeio de barco.',
  whatIsNotIncluded: 'Almoço.',
  images: [],
} as unknown as Experience;

const renderCard = (fromText: string, priceText: string) =>
  render(
    <ExperienceCard
      item={{ experience, fromText, priceText }}
      adults={2}
      onOpen={() => undefined}
    />,
  );

describe('ExperienceCard', () => {
  it("shows 'De X por Y' for a discount, and only the price without one", () => {
    const { unmount } = renderCard('4.000 Pts', '3.695 Pts');
    expect(screen.getByTestId('experience-price')).toHaveTextContent('De 4.000 Pts por 3.695 Pts');
    unmount();
    renderCard('3.695 Pts', '3.695 Pts');
    expect(screen.getByTestId('experience-price')).toHaveTextContent(/^3\.695 Pts$/);
  });
});

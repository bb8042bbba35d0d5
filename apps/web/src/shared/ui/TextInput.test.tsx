import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('marks a required field with one asterisk, not "Nome completo * *"', () => {
    const { container } = render(
      <TextInput label="Nome completo" value="" onChange={() => undefined} required />,
    );
    expect(screen.getByRole('textbox', { name: /^Nome completo/ })).toBeRequired();
    const texts = [
      container.querySelector('label')?.textContent,
      container.querySelector('legend')?.textContent,
    ];
    expect(texts.map((text) => text?.replace(/\s+/g, ' '))).toEqual([
      'Nome completo *',
      'Nome completo *',
    ]);
  });
});

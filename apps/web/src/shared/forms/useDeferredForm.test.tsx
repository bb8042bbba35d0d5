import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFormControl } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useDeferredForm, type DeferredFormMaker } from './useDeferredForm';

const schema = z.object({ name: z.string().min(1, 'Nome não pode ser vazio') });
type Values = z.infer<typeof schema>;

const make: DeferredFormMaker<Values> = (values) =>
  createFormControl<Values>({ defaultValues: values, resolver: zodResolver(schema) });

function Form({
  load,
  onValid,
}: {
  load: () => Promise<DeferredFormMaker<Values>>;
  onValid: (values: Values) => void;
}) {
  const form = useDeferredForm<Values>(() => ({ name: '' }), load);
  return (
    <form
      noValidate
      onFocus={form.prepare}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(onValid);
      }}
    >
      <input
        aria-label="Nome"
        value={form.values.name}
        onChange={(event) => form.update({ name: event.target.value })}
      />
      <p role="alert">{form.errors.name?.message}</p>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useDeferredForm', () => {
  it('keeps what was typed before the form arrives, then validates with its rules', async () => {
    let arrive: (maker: DeferredFormMaker<Values>) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<DeferredFormMaker<Values>>((resolve) => (arrive = resolve)),
    );
    const onValid = vi.fn();
    render(<Form load={load} onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Ana' } });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(make));
    // the form made from the typed value holds it from now on
    expect(input).toHaveValue('Ana');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nome não pode ser vazio')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Bia' } });
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(''));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Bia' }, undefined));
  });

  it('makes the form from the values typed while its code was on the way', async () => {
    const onValid = vi.fn();
    render(<Form load={() => Promise.resolve(make)} onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ana' }, undefined));
  });

  it('shows the messages of a first submit that makes the form', async () => {
    const onValid = vi.fn();
    render(<Form load={() => Promise.resolve(make)} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nome não pode ser vazio')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});

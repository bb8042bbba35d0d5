import { useEffect, useId, useState, type ComponentType } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_MIN_CHARS } from '@portal/domain/search';
import type { AirportRef } from '../../../shared/search/drafts';
import { airportsQuery } from './api';
import type { AirportChoice, AirportComboboxProps, TextSelection } from './AirportCombobox';

const DEBOUNCE_MS = 250;

type Combobox = ComponentType<AirportComboboxProps>;

let loadedCombobox: Combobox | null = null;
let loadingCombobox: Promise<void> | null = null;
const waitingFields = new Set<(Component: Combobox) => void>();

/**
 * Fetches MUI's Autocomplete (with its popper) on a person's intent: the home's first load shows
 * plain fields, and every airport field on the page takes the Autocomplete as soon as it arrives.
 * A failed fetch leaves the plain fields and is tried again on the next intent.
 */
export function loadAirportCombobox(): void {
  loadingCombobox ??= import('./AirportCombobox').then(
    (module) => {
      loadedCombobox = module.AirportCombobox;
      for (const takeOver of waitingFields) takeOver(module.AirportCombobox);
    },
    () => {
      loadingCombobox = null;
    },
  );
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Airport autocomplete: asks the API from 3 typed characters, 'Não encontrado' when nothing matches. */
export function AirportAutocomplete({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: AirportRef | null;
  onChange: (value: AirportChoice | null) => void;
  error?: string;
  name: string;
}) {
  const id = useId();
  const [input, setInput] = useState(value?.description ?? '');
  const [combobox, setCombobox] = useState<{
    Component: Combobox;
    takeFocus: TextSelection | null;
  } | null>(() => (loadedCombobox ? { Component: loadedCombobox, takeFocus: null } : null));
  const typed = input.trim();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const searching = debounced.length >= AUTOCOMPLETE_MIN_CHARS && debounced !== value?.description;
  const query = useQuery({ ...airportsQuery(debounced), enabled: searching });
  const short = typed.length < AUTOCOMPLETE_MIN_CHARS;

  useEffect(() => {
    if (combobox) return;
    const takeOver = (Component: Combobox) => {
      // a person already typing in the plain field goes on in the Autocomplete
      const field = document.getElementById(id);
      const takeFocus =
        field instanceof HTMLInputElement && document.activeElement === field
          ? { start: field.selectionStart ?? 0, end: field.selectionEnd ?? field.value.length }
          : null;
      setCombobox((current) => current ?? { Component, takeFocus });
    };
    // it may have arrived between this field's render and now
    if (loadedCombobox) {
      takeOver(loadedCombobox);
      return;
    }
    waitingFields.add(takeOver);
    return () => {
      waitingFields.delete(takeOver);
    };
  }, [combobox, id]);

  if (combobox) {
    const { Component, takeFocus } = combobox;
    return (
      <Component
        label={label}
        name={name}
        error={error}
        value={value}
        onChange={onChange}
        input={input}
        onInputChange={setInput}
        options={searching ? (query.data ?? []) : value ? [value] : []}
        loading={(searching && query.isFetching) || (typed !== debounced && !short)}
        short={short}
        takeFocus={takeFocus}
      />
    );
  }

  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        onPointerEnter={loadAirportCombobox}
        onFocus={loadAirportCombobox}
        inputProps={{
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          'aria-describedby': error ? helperId : undefined,
        }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

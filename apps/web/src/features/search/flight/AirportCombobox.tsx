import { useLayoutEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import type { AirportOption } from '@portal/domain/search';
import type { AirportRef } from '../../../shared/search/drafts';
import { AutocompleteInput } from '../../../shared/ui/AutocompleteInput';
import { flightFormCopy } from './messages';

export type AirportChoice = AirportOption | AirportRef;

export interface TextSelection {
  start: number;
  end: number;
}

export interface AirportComboboxProps {
  label: string;
  name: string;
  error?: string;
  value: AirportRef | null;
  onChange: (value: AirportChoice | null) => void;
  input: string;
  onInputChange: (text: string) => void;
  options: AirportChoice[];
  loading: boolean;
  /** fewer than 3 characters typed: the list says how many to type instead of 'Não encontrado' */
  short: boolean;
  /**
   * Takes over from the plain field a person is typing in: focused, with the caret or selection
   * the plain field had (text selected to be typed over stays selected), list open.
   */
  takeFocus: TextSelection | null;
}

/** The airport field's MUI Autocomplete, fetched once a person means to use the field. */
export function AirportCombobox({
  label,
  name,
  error,
  value,
  onChange,
  input,
  onInputChange,
  options,
  loading,
  short,
  takeFocus,
}: AirportComboboxProps) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(takeFocus !== null && input.length > 0);
  const takesOver = useRef(takeFocus);

  // before the browser handles the next key, so nothing typed falls between the two fields
  useLayoutEffect(() => {
    const selection = takesOver.current;
    if (!selection) return;
    const field = root.current?.querySelector('input');
    field?.focus();
    field?.setSelectionRange(selection.start, selection.end);
  }, []);

  return (
    <Autocomplete<AirportChoice, false, false, false>
      ref={root}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      // on mount the Autocomplete resets the text to its empty value: the text typed in the plain
      // field it replaces stays
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset' || next) onInputChange(next);
      }}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.description}
      getOptionKey={(option) => option.iata}
      isOptionEqualToValue={(a, b) => a.iata === b.iata}
      noOptionsText={short ? flightFormCopy.airportHint : flightFormCopy.notFound}
      loading={loading}
      loadingText={flightFormCopy.loadingOptions}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <AutocompleteInput params={params} label={label} name={name} error={error} />
      )}
    />
  );
}

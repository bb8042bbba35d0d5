import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_MIN_CHARS, type AirportOption } from '@portal/domain';
import type { AirportRef } from '../../../shared/search/drafts';
import { AutocompleteInput } from '../../../shared/ui/AutocompleteInput';
import { airportsQuery } from './api';
import { flightFormCopy } from './messages';

const DEBOUNCE_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type Option = AirportOption | AirportRef;

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
  onChange: (value: Option | null) => void;
  error?: string;
  name: string;
}) {
  const [input, setInput] = useState(value?.description ?? '');
  const typed = input.trim();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const searching = debounced.length >= AUTOCOMPLETE_MIN_CHARS && debounced !== value?.description;
  const query = useQuery({ ...airportsQuery(debounced), enabled: searching });
  const options: Option[] = searching ? (query.data ?? []) : value ? [value] : [];
  const short = typed.length < AUTOCOMPLETE_MIN_CHARS;
  const loading = searching && query.isFetching;

  return (
    <Autocomplete<Option, false, false, false>
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.description}
      getOptionKey={(option) => option.iata}
      isOptionEqualToValue={(a, b) => a.iata === b.iata}
      noOptionsText={short ? flightFormCopy.airportHint : flightFormCopy.notFound}
      loading={loading || (typed !== debounced && !short)}
      loadingText={flightFormCopy.loadingOptions}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <AutocompleteInput params={params} label={label} name={name} error={error} />
      )}
    />
  );
}

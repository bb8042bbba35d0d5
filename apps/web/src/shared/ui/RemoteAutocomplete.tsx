import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_MIN_CHARS } from '@portal/domain/search';

export interface RemoteAutocompleteProps<T, K extends QueryKey> {
  value: T | null;
  onChange: (option: T | null) => void;
  error?: string | null;
  label: string;
  placeholder: string;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string | number;
  /** The text the server is asked with; fewer than 3 characters of it ask nothing. */
  normalise: (text: string) => string;
  optionsQuery: (text: string) => UseQueryOptions<T[], Error, T[], K>;
  copy: { searching: string; typeMore: string; notFound: string };
}

/**
 * A field whose options the server answers for the typed text: asked from 3 characters, the
 * chosen option kept as the text, 'Não encontrado' (or the feature's text) when none.
 */
export function RemoteAutocomplete<T, K extends QueryKey>({
  value,
  onChange,
  error,
  label,
  placeholder,
  optionLabel,
  optionKey,
  normalise,
  optionsQuery,
  copy,
}: RemoteAutocompleteProps<T, K>) {
  const [input, setInput] = useState(value ? optionLabel(value) : '');
  const typed = normalise(input);
  const enabled =
    typed.length >= AUTOCOMPLETE_MIN_CHARS && (!value || input !== optionLabel(value));
  const query = useQuery({ ...optionsQuery(input), enabled });
  const options = enabled ? (query.data ?? []) : value ? [value] : [];
  return (
    <Autocomplete<T, false, false, false>
      value={value}
      inputValue={input}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      getOptionKey={optionKey}
      loading={enabled && query.isFetching}
      loadingText={copy.searching}
      noOptionsText={typed.length < AUTOCOMPLETE_MIN_CHARS ? copy.typeMore : copy.notFound}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset' || text) setInput(text);
      }}
      onChange={(_event, option) => {
        onChange(option);
        if (option) setInput(optionLabel(option));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      )}
    />
  );
}

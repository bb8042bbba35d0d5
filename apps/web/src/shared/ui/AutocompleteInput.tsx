import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';

export interface AutocompleteInputProps {
  params: AutocompleteRenderInputParams;
  label: string;
  name?: string;
  error?: string;
}

/**
 * The outlined input of an MUI Autocomplete (`renderInput={(params) => <AutocompleteInput params={params} … />}`),
 * built from the input parts: TextField would bring MUI's Select, Menu and Modal into the page.
 */
export function AutocompleteInput({ params, label, name, error }: AutocompleteInputProps) {
  const helperId = `${params.id}-helper-text`;
  return (
    <FormControl
      fullWidth={params.fullWidth}
      disabled={params.disabled}
      size={params.size}
      error={Boolean(error)}
      variant="outlined"
    >
      <InputLabel {...params.InputLabelProps}>{label}</InputLabel>
      <OutlinedInput
        {...params.InputProps}
        id={params.id}
        name={name}
        label={label}
        inputProps={{ ...params.inputProps, 'aria-describedby': error ? helperId : undefined }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

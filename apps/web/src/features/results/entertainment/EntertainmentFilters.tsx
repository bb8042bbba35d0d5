import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  emptyEntertainmentFilters,
  type EntertainmentFilterOptions,
  type EntertainmentFilters,
} from '@portal/domain/activities';
import { entertainmentResultsCopy as copy } from './messages';

const toggle = <T,>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function Group<T extends string | number>({
  title,
  values,
  chosen,
  label,
  disabled,
  onChange,
}: {
  title: string;
  values: readonly T[];
  chosen: T[];
  label: (value: T) => string;
  /** A value with no result is listed but cannot be chosen. */
  disabled?: (value: T) => boolean;
  onChange: (next: T[]) => void;
}) {
  const id = `entertainment-filter-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" id={id} variant="subtitle2" fontWeight={700}>
        {title}
      </Typography>
      <FormGroup aria-labelledby={id}>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(value)}
                onChange={() => onChange(toggle(chosen, value))}
              />
            }
            disabled={disabled?.(value) && !chosen.includes(value)}
            label={label(value)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** 'Combo promocional', 'Localização', 'Categoria' and 'Dias da semana'; any of the values within a group. */
export function EntertainmentFiltersPanel({
  filters,
  options,
  onChange,
}: {
  filters: EntertainmentFilters;
  options: EntertainmentFilterOptions;
  onChange: (next: EntertainmentFilters) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={filters.promotionalCombo}
            onChange={(e) => onChange({ ...filters, promotionalCombo: e.target.checked })}
          />
        }
        label={copy.combo}
        sx={{ mb: 2 }}
      />
      <Group
        title={copy.location}
        values={options.locations}
        chosen={filters.locations}
        label={(v) => v}
        onChange={(locations) => onChange({ ...filters, locations })}
      />
      <Group
        title={copy.category}
        values={options.categories}
        chosen={filters.categories}
        label={(v) => copy.categoryLabel(v, options.categoryCounts[v])}
        disabled={(v) => options.categoryCounts[v] === 0}
        onChange={(categories) => onChange({ ...filters, categories })}
      />
      <Group
        title={copy.weekdays}
        values={options.weekdays}
        chosen={filters.weekdays}
        label={(v) => copy.weekdayNames[v] ?? String(v)}
        onChange={(weekdays) => onChange({ ...filters, weekdays })}
      />
      <Button size="small" onClick={() => onChange(emptyEntertainmentFilters)}>
        {copy.clear}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CarFilters, FilterOption } from '@portal/domain/cars';
import { carResultsCopy as copy } from './messages';

export interface CheckListProps {
  title: string;
  options: FilterOption[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

/** A titled group of checkboxes, each with its count. */
export function CheckList({ title, options, chosen, onChange }: CheckListProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={`${option.label} (${option.count})`}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((v) => v !== option.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export interface CarFiltersPanelProps {
  filters: CarFilters;
  companies: FilterOption[];
  categories: FilterOption[];
  bounds: readonly [number, number];
  format: (value: number) => string;
  onChange: (filters: CarFilters) => void;
  onClear: () => void;
}

/** Car sidebar: 'Locadoras' and 'Tipos de Carros' with counts, and the 'Valor' slider. */
export function CarFiltersPanel({
  filters,
  companies,
  categories,
  bounds,
  format,
  onChange,
  onClear,
}: CarFiltersPanelProps) {
  return (
    <Stack spacing={3}>
      <CheckList
        title={copy.companies}
        options={companies}
        chosen={filters.companies}
        onChange={(companies) => onChange({ ...filters, companies })}
      />
      <CheckList
        title={copy.categories}
        options={categories}
        chosen={filters.categories}
        onChange={(categories) => onChange({ ...filters, categories })}
      />
      <Box role="group" aria-labelledby="car-filter-price">
        <Typography id="car-filter-price" fontWeight={700} gutterBottom>
          {copy.price}
        </Typography>
        <Slider
          value={[filters.priceRange[0], filters.priceRange[1]]}
          min={bounds[0]}
          max={bounds[1]}
          getAriaLabel={(index) => (index === 0 ? copy.priceMin : copy.priceMax)}
          getAriaValueText={format}
          onChange={(_event, value) => {
            if (Array.isArray(value) && value.length === 2)
              onChange({ ...filters, priceRange: [value[0] ?? bounds[0], value[1] ?? bounds[1]] });
          }}
        />
        <Stack direction="row" justifyContent="space-between">
          <Typography variant="caption">{format(filters.priceRange[0])}</Typography>
          <Typography variant="caption">{format(filters.priceRange[1])}</Typography>
        </Stack>
      </Box>
      <Button variant="outlined" onClick={onClear}>
        {copy.clearFilters}
      </Button>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CarFilters, FilterOption } from '@portal/domain/cars';
import { PriceRangeFilter } from '../PriceRangeFilter';
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
      <PriceRangeFilter
        id="car-filter-price"
        title={copy.price}
        minLabel={copy.priceMin}
        maxLabel={copy.priceMax}
        range={filters.priceRange}
        bounds={bounds}
        format={format}
        onChange={(priceRange) => onChange({ ...filters, priceRange })}
      />
      <Button variant="outlined" onClick={onClear}>
        {copy.clearFilters}
      </Button>
    </Stack>
  );
}

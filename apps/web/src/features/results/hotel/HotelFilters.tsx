import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BREAKFAST_CHOICES,
  STAR_OPTIONS,
  STAR_STEP,
  type BreakfastChoice,
  type HotelFilters,
  type HotelPriceMode,
  type MealKey,
} from '@portal/domain/hotels';
import { TextInput } from '../../../shared/ui/TextInput';
import { PriceRangeFilter } from '../PriceRangeFilter';
import { hotelResultsCopy as copy } from './messages';

const mealLabels: Record<MealKey, string> = {
  breakfast: copy.breakfast,
  lunch: copy.lunch,
  dinner: copy.dinner,
};

const breakfastLabels: Record<BreakfastChoice, string> = {
  any: copy.breakfastAny,
  with: copy.breakfastWith,
  without: copy.breakfastWithout,
};

const formatBound = (value: number, mode: HotelPriceMode) =>
  mode.kind === 'points'
    ? `${Math.ceil(value).toLocaleString('pt-BR')} ${mode.shortAlias}`
    : value.toLocaleString('pt-BR', {
        style: 'currency',
        currency: 'BRL',
        maximumFractionDigits: 0,
      });

export interface HotelFiltersPanelProps {
  filters: HotelFilters;
  bounds: readonly [number, number];
  mode: HotelPriceMode;
  onChange: (filters: HotelFilters) => void;
  onClear: () => void;
}

/** Hotel sidebar: name, minimum stars in half steps, price range, included meals, breakfast or not. */
export function HotelFiltersPanel({
  filters,
  bounds,
  mode,
  onChange,
  onClear,
}: HotelFiltersPanelProps) {
  const starsId = 'hotel-filter-stars';
  const priceId = 'hotel-filter-price';
  return (
    <Stack spacing={3} component="section" aria-label={copy.filters}>
      <Typography component="h2" variant="h6">
        {copy.filters}
      </Typography>
      <TextInput
        label={copy.hotelName}
        value={filters.name}
        onChange={(event) => onChange({ ...filters, name: event.target.value })}
      />
      <Box>
        <Typography id={starsId} gutterBottom>
          {copy.minStars}:{' '}
          {filters.minStars === 0 ? copy.anyStars : copy.starsValue(filters.minStars)}
        </Typography>
        <Slider
          aria-labelledby={starsId}
          value={filters.minStars}
          min={STAR_OPTIONS[0]}
          max={STAR_OPTIONS[STAR_OPTIONS.length - 1]}
          step={STAR_STEP}
          marks
          getAriaValueText={(v) => (v === 0 ? copy.anyStars : copy.starsValue(v))}
          onChange={(_event, value) =>
            onChange({ ...filters, minStars: Array.isArray(value) ? (value[0] ?? 0) : value })
          }
        />
      </Box>
      <PriceRangeFilter
        id={priceId}
        title={copy.price}
        minLabel={copy.priceMin}
        maxLabel={copy.priceMax}
        range={filters.priceRange}
        bounds={bounds}
        format={(value) => formatBound(value, mode)}
        onChange={(priceRange) => onChange({ ...filters, priceRange })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" gutterBottom>
          {copy.mealsIncluded}
        </Typography>
        <FormGroup>
          {(Object.keys(mealLabels) as MealKey[]).map((meal) => (
            <FormControlLabel
              key={meal}
              label={mealLabels[meal]}
              control={
                <Checkbox
                  checked={filters.meals[meal]}
                  onChange={(event) =>
                    onChange({
                      ...filters,
                      meals: { ...filters.meals, [meal]: event.target.checked },
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" gutterBottom>
          {copy.breakfastChoice}
        </Typography>
        <RadioGroup
          name="hotel-filter-breakfast"
          value={filters.breakfast}
          onChange={(event) =>
            onChange({ ...filters, breakfast: event.target.value as BreakfastChoice })
          }
        >
          {BREAKFAST_CHOICES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              label={breakfastLabels[choice]}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
      </Box>
      <Button variant="outlined" onClick={onClear}>
        {copy.clearFilters}
      </Button>
    </Stack>
  );
}

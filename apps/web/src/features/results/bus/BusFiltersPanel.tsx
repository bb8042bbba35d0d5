import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { BusFilterOptions, BusFilters } from '@portal/domain/buses';
import { CheckList } from '../car/CarFiltersPanel';
import { busResultsCopy as copy } from './messages';

export interface BusFiltersPanelProps {
  filters: BusFilters;
  options: BusFilterOptions;
  roundTrip: boolean;
  onChange: (filters: BusFilters) => void;
  onClear: () => void;
}

/** Bus sidebar: 'Rodoviárias', 'Classes', 'Viações' and, on round trips, the same-station return. */
export function BusFiltersPanel({
  filters,
  options,
  roundTrip,
  onChange,
  onClear,
}: BusFiltersPanelProps) {
  return (
    <Stack spacing={3}>
      <CheckList
        title={copy.stations}
        options={options.stations}
        chosen={filters.stations}
        onChange={(stations) => onChange({ ...filters, stations })}
      />
      <CheckList
        title={copy.classes}
        options={options.classes}
        chosen={filters.classes}
        onChange={(classes) => onChange({ ...filters, classes })}
      />
      <CheckList
        title={copy.companies}
        options={options.companies}
        chosen={filters.companies}
        onChange={(companies) => onChange({ ...filters, companies })}
      />
      {roundTrip ? (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={filters.sameStation}
              onChange={(event) => onChange({ ...filters, sameStation: event.target.checked })}
            />
          }
          label={copy.sameStation}
        />
      ) : null}
      <Button variant="outlined" onClick={onClear}>
        {copy.clearFilters}
      </Button>
    </Stack>
  );
}

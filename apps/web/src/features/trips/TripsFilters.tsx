import { useId } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  emptyTripsFilter,
  tripsSituationOptions,
  tripsTypeOptions,
  type ProductFlags,
  type TripsFilter,
  type TripsSituation,
  type TripsTypeFilter,
} from '@portal/domain';
import { isoDate, parseApiDate } from '../../shared/format';
import { TextInput } from '../../shared/ui/TextInput';
import { TripDateField } from './TripDateField';
import { tripsCopy } from './messages';

export interface TripsFiltersProps {
  layout: ProductFlags;
  value: TripsFilter;
  onChange: (next: TripsFilter) => void;
}

/** Left panel of my trips: Tipo, Nome, Datas and Situação. */
export function TripsFilters({ layout, value, onChange }: TripsFiltersProps) {
  const typeId = useId();
  const situationId = useId();
  const datesId = useId();
  const types = tripsTypeOptions(layout);
  const start = value.start ? parseApiDate(value.start) : null;
  const end = value.end ? parseApiDate(value.end) : null;
  const set = (patch: Partial<TripsFilter>) => onChange({ ...value, ...patch });

  return (
    <Paper component="section" aria-labelledby={`${typeId}-title`} variant="outlined" sx={{ p: 2 }}>
      <Typography id={`${typeId}-title`} component="h2" variant="h6" gutterBottom>
        {tripsCopy.filters}
      </Typography>
      <Stack spacing={3}>
        {types.length > 0 ? (
          <FormControl component="fieldset">
            <FormLabel component="legend" id={typeId}>
              {tripsCopy.type}
            </FormLabel>
            <RadioGroup
              aria-labelledby={typeId}
              value={value.type}
              onChange={(event) => set({ type: event.target.value as TripsTypeFilter })}
            >
              {types.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio size="small" />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : null}

        <TextInput
          label={tripsCopy.name}
          value={value.name}
          onChange={(event) => set({ name: event.target.value })}
          inputProps={{ maxLength: 300 }}
        />

        <FormControl component="fieldset">
          <FormLabel component="legend" id={datesId} sx={{ mb: 1.5 }}>
            {tripsCopy.dates}
          </FormLabel>
          <Stack spacing={2}>
            <TripDateField
              label={tripsCopy.startDate}
              value={start}
              max={end ?? undefined}
              onChange={(day) => set({ start: day ? isoDate(day) : null })}
            />
            <TripDateField
              label={tripsCopy.endDate}
              value={end}
              min={start ?? undefined}
              onChange={(day) => set({ end: day ? isoDate(day) : null })}
            />
          </Stack>
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend" id={situationId}>
            {tripsCopy.situation}
          </FormLabel>
          <RadioGroup
            aria-labelledby={situationId}
            value={value.situation ?? ''}
            onChange={(event) => set({ situation: event.target.value as TripsSituation })}
          >
            {tripsSituationOptions.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio size="small" />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        </FormControl>

        <Button variant="outlined" onClick={() => onChange(emptyTripsFilter)}>
          {tripsCopy.clearFilters}
        </Button>
      </Stack>
    </Paper>
  );
}

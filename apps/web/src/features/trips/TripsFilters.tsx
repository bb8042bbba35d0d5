import { useId } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
  tripsFilterSchema,
  tripsSituationOptions,
  tripsTypeOptions,
  type TripsFilter,
} from '@portal/domain/bookings';
import { type ProductFlags } from '@portal/domain/campaigns';
import { isoDate, parseApiDate } from '../../shared/format';
import { TextInput } from '../../shared/ui/TextInput';
import { DateField } from '../../shared/ui/dates/DateField';
import { tripsCopy } from './messages';

/** One small radio per option of a filter group. */
function RadioOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <FormControlLabel
      key={option.value}
      value={option.value}
      control={<Radio size="small" />}
      label={option.label}
    />
  ));
}

/** The filters of my trips as a react-hook-form form over the domain's trips filter; the list follows it as it changes. */
export const useTripsFilterForm = () =>
  useForm<TripsFilter>({
    defaultValues: emptyTripsFilter,
    resolver: zodResolver(tripsFilterSchema),
    mode: 'onChange',
  });

export interface TripsFiltersProps {
  layout: ProductFlags;
  form: UseFormReturn<TripsFilter>;
}

/** Left panel of my trips: Tipo, Nome, Datas and Situação. */
export function TripsFilters({ layout, form }: TripsFiltersProps) {
  const typeId = useId();
  const situationId = useId();
  const datesId = useId();
  const { control } = form;
  const types = tripsTypeOptions(layout);
  const [startText, endText] = useWatch({ control, name: ['start', 'end'] });
  const start = startText ? parseApiDate(startText) : null;
  const end = endText ? parseApiDate(endText) : null;

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
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby={typeId}
                  value={field.value}
                  onChange={(event) =>
                    field.onChange(
                      types.find((option) => option.value === event.target.value)?.value ?? 'ALL',
                    )
                  }
                >
                  <RadioOptions options={types} />
                </RadioGroup>
              )}
            />
          </FormControl>
        ) : null}

        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <TextInput
              label={tripsCopy.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              inputProps={{ maxLength: 300 }}
            />
          )}
        />

        <FormControl component="fieldset">
          <FormLabel component="legend" id={datesId} sx={{ mb: 1.5 }}>
            {tripsCopy.dates}
          </FormLabel>
          <Stack spacing={2}>
            <DateField
              label={tripsCopy.startDate}
              title={tripsCopy.startDate}
              mode="single"
              anyYear
              clearable
              start={start}
              max={end ?? undefined}
              onChange={(day) => form.setValue('start', day ? isoDate(day) : null)}
            />
            <DateField
              label={tripsCopy.endDate}
              title={tripsCopy.endDate}
              mode="single"
              anyYear
              clearable
              start={end}
              min={start ?? undefined}
              onChange={(day) => form.setValue('end', day ? isoDate(day) : null)}
            />
          </Stack>
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend" id={situationId}>
            {tripsCopy.situation}
          </FormLabel>
          <Controller
            control={control}
            name="situation"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={situationId}
                value={field.value ?? ''}
                onChange={(event) =>
                  field.onChange(
                    tripsSituationOptions.find((option) => option.value === event.target.value)
                      ?.value ?? null,
                  )
                }
              >
                <RadioOptions options={tripsSituationOptions} />
              </RadioGroup>
            )}
          />
        </FormControl>

        <Button variant="outlined" onClick={() => form.reset(emptyTripsFilter)}>
          {tripsCopy.clearFilters}
        </Button>
      </Stack>
    </Paper>
  );
}

import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  busDateWindow,
  busMessages,
  busSearchFormSchema,
  type BusSearchForm,
} from '@portal/domain/buses';
import { MAX_TRAVELLERS } from '@portal/domain/search';
import { useAlert, VALIDATION_ALERT_MS } from '../../../shared/alerts/alertContext';
import { paths } from '../../../shared/routes';
import { busSearchCopy as copy } from './messages';
import { StationAutocomplete } from './StationAutocomplete';
import { initialBusForm, saveBusSearch } from '../../../shared/storage/busSearch';
import { SearchDatesField } from '../SearchDatesField';
import { SearchFormLayout } from '../SearchFormLayout';

const passengerOptions = Array.from({ length: MAX_TRAVELLERS }, (_, i) => i + 1);

/** Home tab 'Rodoviário': stations, round trip or one way, dates, passengers 1–9 and nationality. */
export default function BusSearchFormBody() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { control, handleSubmit, watch, setValue, formState } = useForm<BusSearchForm>({
    defaultValues: initialBusForm(new Date()),
    resolver: zodResolver(busSearchFormSchema),
  });
  const roundTrip = watch('roundTrip');
  const window = useMemo(() => busDateWindow(new Date(), roundTrip), [roundTrip]);
  const errors = formState.errors;
  const revalidate = { shouldValidate: formState.isSubmitted };
  const setDates = (from: Date | null, to: Date | null) => {
    setValue('from', from, revalidate);
    setValue('to', to, revalidate);
  };

  const onValid = (form: BusSearchForm) => {
    saveBusSearch(form);
    void navigate(paths.results);
  };
  const onInvalid = () =>
    showAlert({ message: busMessages.fillAll, kind: 'error', duration: VALIDATION_ALERT_MS });

  return (
    <SearchFormLayout label={copy.formLabel} onSubmit={handleSubmit(onValid, onInvalid)}>
      <Grid size={12}>
        <Controller
          control={control}
          name="roundTrip"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (!event.target.checked) setValue('to', null);
                  }}
                />
              }
              label={copy.roundTrip}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Controller
          control={control}
          name="origin"
          render={({ field }) => (
            <StationAutocomplete
              label={copy.origin}
              value={field.value}
              onChange={field.onChange}
              error={errors.origin?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <StationAutocomplete
              label={copy.destination}
              value={field.value}
              onChange={field.onChange}
              error={errors.destination?.message}
            />
          )}
        />
      </Grid>
      <SearchDatesField
        size={{ xs: 12, sm: 6, md: 2 }}
        label={roundTrip ? copy.dates : copy.date}
        mode={roundTrip ? 'range' : 'single'}
        window={window}
        from={watch('from')}
        to={watch('to')}
        onChange={setDates}
        error={errors.from?.message}
      />
      <Grid size={{ xs: 6, sm: 3, md: 1 }}>
        <Controller
          control={control}
          name="passengers"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={copy.passengers}
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              slotProps={{ select: { native: true } }}
            >
              {passengerOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 1 }}>
        <Controller
          control={control}
          name="nationality"
          render={({ field }) => <TextField fullWidth label={copy.nationality} {...field} />}
        />
      </Grid>
    </SearchFormLayout>
  );
}

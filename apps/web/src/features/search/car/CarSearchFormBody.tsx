import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CAR_TIME_OPTIONS,
  carMessages,
  carSearchFormSchema,
  type CarSearchForm,
} from '@portal/domain/cars';
import { hotelDateWindow } from '@portal/domain/hotels';
import { useAlert, VALIDATION_ALERT_MS } from '../../../shared/alerts/alertContext';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { CarPlaceFields } from './CarPlaceFields';
import { carSearchCopy as copy } from './messages';
import { initialCarForm, saveCarSearch } from '../../../shared/storage/carSearch';
import { SearchDatesField } from '../SearchDatesField';
import { SearchFormLayout } from '../SearchFormLayout';

function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
    >
      {CAR_TIME_OPTIONS.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </TextField>
  );
}

/** Home tab 'Carro': pickup place and time, return place (unless the same) and time, dates. */
export default function CarSearchFormBody() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const advance = user.campaign.advanceDaysCar;
  const window = useMemo(() => hotelDateWindow(new Date(), advance), [advance]);
  const { control, handleSubmit, watch, setValue, formState } = useForm<CarSearchForm>({
    defaultValues: initialCarForm(new Date(), advance),
    resolver: zodResolver(carSearchFormSchema),
  });
  const errors = formState.errors;
  const same = watch('sameReturnPlace');

  const onValid = (form: CarSearchForm) => {
    saveCarSearch(form);
    void navigate(paths.results);
  };
  const onInvalid = () =>
    showAlert({ message: carMessages.fillAll, kind: 'error', duration: VALIDATION_ALERT_MS });
  const revalidate = { shouldValidate: formState.isSubmitted };
  const setDates = (from: Date | null, to: Date | null) => {
    setValue('from', from, revalidate);
    setValue('to', to, revalidate);
  };

  return (
    <SearchFormLayout
      label={copy.formLabel}
      onSubmit={handleSubmit(onValid, onInvalid)}
      submitColumns={4}
    >
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 2 }}>
        <CarPlaceFields
          cityLabel={copy.pickupCity}
          locationLabel={copy.pickupLocation}
          city={watch('pickupCity')}
          location={watch('pickupLocation')}
          onCity={(value) => setValue('pickupCity', value, revalidate)}
          onLocation={(value) => setValue('pickupLocation', value, revalidate)}
          cityError={errors.pickupCity?.message}
          locationError={errors.pickupLocation?.message}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 2 }}>
        {same ? null : (
          <CarPlaceFields
            cityLabel={copy.returnCity}
            locationLabel={copy.returnLocation}
            city={watch('returnCity')}
            location={watch('returnLocation')}
            onCity={(value) => setValue('returnCity', value, revalidate)}
            onLocation={(value) => setValue('returnLocation', value, revalidate)}
            cityError={errors.returnCity?.message}
            locationError={errors.returnLocation?.message}
          />
        )}
        <Controller
          control={control}
          name="sameReturnPlace"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={copy.sameReturnPlace}
            />
          )}
        />
      </Grid>
      <SearchDatesField
        size={{ xs: 12, sm: 6, md: 4 }}
        label={copy.dates}
        mode="range"
        window={window}
        from={watch('from')}
        to={watch('to')}
        onChange={setDates}
        error={errors.from?.message}
      />
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <Controller
          control={control}
          name="pickupTime"
          render={({ field }) => (
            <TimeSelect label={copy.pickupTime} value={field.value} onChange={field.onChange} />
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <Controller
          control={control}
          name="returnTime"
          render={({ field }) => (
            <TimeSelect label={copy.returnTime} value={field.value} onChange={field.onChange} />
          )}
        />
      </Grid>
    </SearchFormLayout>
  );
}

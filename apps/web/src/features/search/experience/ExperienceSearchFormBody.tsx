import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  experienceSearchFormSchema,
  type ExperienceSearchFormValues,
} from '@portal/domain/activities';
import { groupWarning, MAX_TRAVELLERS } from '@portal/domain/search';
import { hotelDateWindow } from '@portal/domain/hotels';
import { useAlert, VALIDATION_ALERT_MS } from '../../../shared/alerts/alertContext';
import { isoDate, parseApiDate } from '../../../shared/format';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { CityField } from './CityField';
import { experienceSearchCopy as copy } from './messages';
import {
  buildExperienceDraft,
  readExperienceDraft,
  saveExperienceSearch,
} from '../../../shared/storage/experienceSearch';
import { SearchFormLayout } from '../SearchFormLayout';

const counts = (from: number) =>
  Array.from({ length: MAX_TRAVELLERS - from + 1 }, (_, i) => i + from);

/** Home tab 'Exclusivos': city, dates from the campaign's advance days and the group; loaded lazily with the tab. */
export default function ExperienceSearchFormBody() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const advance = user.campaign.advanceDaysExperience;
  const window = useMemo(() => hotelDateWindow(new Date(), advance), [advance]);
  const [defaultValues] = useState((): ExperienceSearchFormValues => {
    const stored = readExperienceDraft();
    const storedStart = stored ? parseApiDate(stored.datas.startDate) : null;
    const storedEnd = stored?.datas.endDate ? parseApiDate(stored.datas.endDate) : null;
    const fits =
      stored && storedStart && storedEnd && storedStart >= window.min && storedEnd <= window.max
        ? stored.datas
        : null;
    return {
      city: stored?.cidade ?? null,
      start: fits ? fits.startDate : isoDate(window.defaultStart),
      end: fits?.endDate ?? isoDate(window.defaultEnd),
      adults: stored?.adultos ?? 1,
      children: stored?.criancas ?? 0,
    };
  });
  const { control, handleSubmit, setValue, formState } = useForm<ExperienceSearchFormValues>({
    defaultValues,
    resolver: zodResolver(experienceSearchFormSchema),
  });
  const [city, start] = useWatch({ control, name: ['city', 'start'] });
  const errors = formState.errors;

  const onValid = (form: ExperienceSearchFormValues) => {
    const from = parseApiDate(form.start);
    const to = parseApiDate(form.end);
    if (!form.city || !from || !to) return;
    if (form.adults + form.children > MAX_TRAVELLERS) {
      showAlert({ message: groupWarning, kind: 'warning' });
      void navigate(paths.planTrip);
      return;
    }
    saveExperienceSearch(buildExperienceDraft(form.city, from, to, form.adults, form.children));
    void navigate(paths.results);
  };
  const onInvalid = () =>
    showAlert({ message: copy.fillAll, kind: 'error', duration: VALIDATION_ALERT_MS });

  const dateField = (name: 'start' | 'end', label: string, min: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="date"
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min, max: isoDate(window.max) },
          }}
        />
      )}
    />
  );

  const countField = (name: 'adults' | 'children', label: string, from: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          value={field.value}
          onChange={(e) => field.onChange(Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          slotProps={{ select: { native: true } }}
        >
          {counts(from).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <SearchFormLayout label={copy.formLabel} onSubmit={handleSubmit(onValid, onInvalid)}>
      <Grid size={{ xs: 12, md: 4 }}>
        <CityField
          value={city}
          onChange={(next) => setValue('city', next, { shouldValidate: formState.isSubmitted })}
          error={errors.city?.message ?? null}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>{dateField('start', copy.startDate, isoDate(window.min))}</Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        {dateField('end', copy.endDate, start || isoDate(window.min))}
      </Grid>
      <Grid size={{ xs: 6, md: 1 }}>{countField('adults', copy.adults, 1)}</Grid>
      <Grid size={{ xs: 6, md: 1 }}>{countField('children', copy.children, 0)}</Grid>
    </SearchFormLayout>
  );
}

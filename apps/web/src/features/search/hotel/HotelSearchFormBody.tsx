import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Grid from '@mui/material/Grid';
import { groupWarning } from '@portal/domain/search';
import {
  hotelDateWindow,
  hotelSearchFormSchema,
  isGroupAboveLimit,
  newApartment,
  type HotelSearchFormValues,
} from '@portal/domain/hotels';
import { useAlert, VALIDATION_ALERT_MS } from '../../../shared/alerts/alertContext';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { CityAutocomplete } from './CityAutocomplete';
import {
  buildHotelDraft,
  draftRooms,
  initialRange,
  readHotelDraft,
  saveHotelSearch,
} from '../../../shared/storage/hotelSearch';
import { hotelSearchCopy as copy } from './messages';
import { RoomsField } from './RoomsDialog';
import { SearchDatesField } from '../SearchDatesField';
import { SearchFormLayout } from '../SearchFormLayout';

/** Home tab 'Hotel' form. Loaded lazily with the tab. */
export default function HotelSearchFormBody() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const advance = user.campaign.advanceDaysCar;
  const window = useMemo(() => hotelDateWindow(new Date(), advance), [advance]);
  const [defaultValues] = useState((): HotelSearchFormValues => {
    const stored = readHotelDraft();
    const range = initialRange(stored, new Date(), advance);
    return {
      city: stored?.cidade ?? null,
      from: range.from,
      to: range.to,
      rooms: stored ? draftRooms(stored) : [newApartment()],
    };
  });
  const { control, handleSubmit, setValue, formState } = useForm<HotelSearchFormValues>({
    defaultValues,
    resolver: zodResolver(hotelSearchFormSchema),
  });
  const [city, from, to, rooms] = useWatch({ control, name: ['city', 'from', 'to', 'rooms'] });
  const errors = formState.errors;
  const revalidate = { shouldValidate: formState.isSubmitted };
  const setDates = (from: Date | null, to: Date | null) => {
    setValue('from', from, revalidate);
    setValue('to', to, revalidate);
  };

  const onValid = (form: HotelSearchFormValues) => {
    if (!form.city || !form.from || !form.to) return;
    if (isGroupAboveLimit(form.rooms)) {
      showAlert({ message: groupWarning, kind: 'warning' });
      void navigate(paths.planTrip);
      return;
    }
    saveHotelSearch(buildHotelDraft(form.city, form.from, form.to, form.rooms));
    void navigate(paths.results);
  };
  const onInvalid = () =>
    showAlert({ message: copy.fillAll, kind: 'error', duration: VALIDATION_ALERT_MS });

  return (
    <SearchFormLayout label={copy.formLabel} onSubmit={handleSubmit(onValid, onInvalid)}>
      <Grid size={{ xs: 12, md: 4 }}>
        <CityAutocomplete
          value={city}
          onChange={(next) => setValue('city', next, revalidate)}
          error={errors.city?.message}
        />
      </Grid>
      <SearchDatesField
        size={{ xs: 12, sm: 6, md: 3 }}
        label={copy.dates}
        title={copy.calendarTitle}
        mode="range"
        window={window}
        from={from}
        to={to}
        onChange={setDates}
        error={errors.from?.message}
        clearable
      />
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <RoomsField
          rooms={rooms}
          onChange={(next) => setValue('rooms', next, revalidate)}
          error={errors.rooms?.message}
        />
      </Grid>
    </SearchFormLayout>
  );
}

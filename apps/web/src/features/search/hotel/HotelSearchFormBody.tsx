import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import SearchIcon from '@mui/icons-material/Search';
import {
  groupWarning,
  hotelDateWindow,
  isGroupAboveLimit,
  type HotelApartment,
} from '@portal/domain';
import { useAlert, VALIDATION_ALERT_MS } from '../../../shared/alerts/alertContext';
import { paths } from '../../../shared/routes';
import type { HotelSearchDraft } from '../../../shared/search/drafts';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { CityAutocomplete } from './CityAutocomplete';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import {
  buildHotelDraft,
  draftRooms,
  initialRange,
  readHotelDraft,
  saveHotelSearch,
  type DateRangeValue,
} from '../../../shared/storage/hotelSearch';
import { hotelSearchCopy as copy } from './messages';
import { RoomsField } from './RoomsDialog';

type City = NonNullable<HotelSearchDraft['cidade']>;

export interface HotelFormErrors {
  cidade: string | null;
  datas: string | null;
  quartos: string | null;
}

export function validateHotelForm(
  city: City | null,
  range: DateRangeValue,
  rooms: HotelApartment[],
): HotelFormErrors {
  return {
    cidade: city ? null : copy.cityRequired,
    datas: range.from && range.to ? null : copy.dateRequired,
    quartos: rooms.length >= 1 ? null : copy.roomRequired,
  };
}

/** Home tab 'Hotel' form. Loaded lazily with the tab. */
export default function HotelSearchFormBody() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const advance = user.campaign.advanceDaysCar;
  const window = useMemo(() => hotelDateWindow(new Date(), advance), [advance]);
  const [stored] = useState(readHotelDraft);
  const [city, setCity] = useState<City | null>(stored?.cidade ?? null);
  const [range, setRange] = useState<DateRangeValue>(() =>
    initialRange(stored, new Date(), advance),
  );
  const [rooms, setRooms] = useState<HotelApartment[]>(() =>
    stored
      ? draftRooms(stored)
      : [{ adults: 1, seniors: 0, seniorsAges: [], childs: 0, childsAge: [] }],
  );
  const [submitted, setSubmitted] = useState(false);

  const errors = validateHotelForm(city, range, rooms);
  const shown = (message: string | null) => (submitted ? message : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.cidade || errors.datas || errors.quartos || !city || !range.from || !range.to) {
      showAlert({ message: copy.fillAll, kind: 'error', duration: VALIDATION_ALERT_MS });
      return;
    }
    if (isGroupAboveLimit(rooms)) {
      showAlert({ message: groupWarning, kind: 'warning' });
      void navigate(paths.planTrip);
      return;
    }
    saveHotelSearch(buildHotelDraft(city, range.from, range.to, rooms));
    void navigate(paths.results);
  };

  const dateProps: DateRangeFieldProps = {
    value: range,
    onChange: setRange,
    min: window.min,
    max: window.max,
    error: shown(errors.datas),
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={copy.formLabel} sx={{ py: 2 }}>
      <Grid container spacing={2} alignItems="flex-start">
        <Grid size={{ xs: 12, md: 4 }}>
          <CityAutocomplete value={city} onChange={setCity} error={shown(errors.cidade)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DateRangeField {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <RoomsField rooms={rooms} onChange={setRooms} error={shown(errors.quartos)} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<SearchIcon />}
            sx={{ minHeight: 56 }}
          >
            {copy.search}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

import { useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  flightDateWindow,
  flightMessages,
  flightPassengerTotal,
  flightPassengerOptions,
  isInFlightWindow,
} from '@portal/domain/flights';
import { groupWarning, MAX_TRAVELLERS } from '@portal/domain/search';
import { VALIDATION_ALERT_MS, useAlert } from '../../../shared/alerts/alertContext';
import { useDeferredForm } from '../../../shared/forms/useDeferredForm';
import { useSession } from '../../../shared/session/sessionContext';
import type { SessionUser } from '@portal/domain/users';
import { paths } from '../../../shared/routes';
import { AirportAutocomplete, loadAirportCombobox } from './AirportAutocomplete';
import { DateField } from '../../../shared/ui/dates/DateField';
import { flightFormCopy } from './messages';
import {
  airportRef,
  draftDates,
  readFlySearch,
  storeFlySearch,
  toDraft,
  type FlightFormValues,
} from '../../../shared/search/flightDraft/flySearch';

const loadFlight = () => import('./flightForm');
const loadFlightForm = () => loadFlight().then((module) => module.makeFlightForm);

function initialValues(today: Date, advanceDaysCar: number): FlightFormValues {
  const stored = readFlySearch();
  const roundTrip = stored?.idavolta ?? true;
  const window = flightDateWindow(today, roundTrip, advanceDaysCar);
  let start: Date | null = window.defaultStart;
  let end: Date | null = window.defaultEnd;
  if (stored) {
    const dates = draftDates(stored);
    // a stored search keeps its dates while they are still inside the window
    if (
      dates.start &&
      isInFlightWindow(dates.start, window) &&
      (!roundTrip || (dates.end && isInFlightWindow(dates.end, window) && dates.end > dates.start))
    ) {
      start = dates.start;
      end = roundTrip ? dates.end : null;
    }
  }
  return {
    origin: stored?.origem ?? null,
    destination: stored?.destino ?? null,
    roundTrip,
    start,
    end,
    adults: Math.max(1, stored?.adultos ?? 1),
    children: stored?.criancas ?? 0,
    infants: Math.min(stored?.bebes ?? 0, Math.max(1, stored?.adultos ?? 1)),
    baggage: stored?.tarifasBagagem ?? false,
    directOnly: stored?.apenasVoosDiretos ?? false,
  };
}

function PassengerSelect({
  label,
  hint,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  hint?: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
  name: string;
}) {
  const id = `flight-${name}`;
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, 'aria-describedby': hint ? `${id}-hint` : undefined }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}

/** The 'Aéreo' search form: validation after the first 'Buscar', date windows, storage and restore. */
export interface FlightSearchFormProps {
  /** Fetches the results page code once the person starts using the form (the app shell's). */
  onWarmResults?: () => void;
}

export default function FlightSearchFormContent({ onWarmResults }: FlightSearchFormProps) {
  const { user } = useSession();
  return user ? <FlightSearchFormFields user={user} onWarmResults={onWarmResults} /> : null;
}

function FlightSearchFormFields({
  user,
  onWarmResults,
}: FlightSearchFormProps & { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showAlert = useAlert();
  const advance = user.campaign.advanceDaysCar;
  const today = useMemo(() => new Date(), []);
  const form = useDeferredForm(() => initialValues(today, advance), loadFlightForm);
  const { values, errors, update } = form;
  const dateWindow = flightDateWindow(today, values.roundTrip, advance);

  const setTripType = (roundTrip: boolean) => {
    const next = flightDateWindow(today, roundTrip, advance);
    const start =
      values.start && isInFlightWindow(values.start, next) ? values.start : next.defaultStart;
    const end = roundTrip
      ? values.end && values.end > start && isInFlightWindow(values.end, next)
        ? values.end
        : next.defaultEnd
      : null;
    update({ roundTrip, start, end });
  };

  const setAdults = (adults: number) =>
    update({ adults, infants: Math.min(values.infants, adults) });

  const preloadOnIntent = () => {
    form.prepare();
    loadAirportCombobox();
    onWarmResults?.();
  };

  const search = async (checked: FlightFormValues) => {
    if (flightPassengerTotal(checked) > MAX_TRAVELLERS) {
      showAlert({ kind: 'warning', message: groupWarning });
      navigate(paths.planTrip);
      return;
    }
    if (!checked.start) return;
    const draft = toDraft({ ...checked, start: checked.start });
    storeFlySearch(draft);
    // the search runs while the results page loads, not after it
    const { flightRequest, flightSearchQuery } = await loadFlight();
    const body = flightRequest(draft);
    if (body) void queryClient.prefetchQuery(flightSearchQuery(body));
    navigate(paths.results);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(search, () =>
      showAlert({ kind: 'error', message: flightMessages.fillAll, duration: VALIDATION_ALERT_MS }),
    );
  };

  return (
    // the airport lists and the results code are fetched once a person starts using the form, not
    // with the home's first load
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadOnIntent}
      onPointerEnter={preloadOnIntent}
      aria-label={flightFormCopy.title}
    >
      <Stack spacing={2}>
        <FormControl component="fieldset">
          <FormLabel
            component="legend"
            sx={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            {flightFormCopy.tripType}
          </FormLabel>
          <RadioGroup
            row
            name="flight-trip-type"
            value={values.roundTrip ? 'round' : 'oneway'}
            onChange={(event) => setTripType(event.target.value === 'round')}
          >
            <FormControlLabel value="round" control={<Radio />} label={flightFormCopy.roundTrip} />
            <FormControlLabel value="oneway" control={<Radio />} label={flightFormCopy.oneWay} />
          </RadioGroup>
        </FormControl>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <AirportAutocomplete
              name="origin"
              label={flightFormCopy.origin}
              value={values.origin}
              onChange={(option) =>
                update({
                  origin: option
                    ? airportRef({ ...option, stateName: option.stateName || null })
                    : null,
                })
              }
              error={errors.origin?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <AirportAutocomplete
              name="destination"
              label={flightFormCopy.destination}
              value={values.destination}
              onChange={(option) =>
                update({
                  destination: option
                    ? airportRef({ ...option, stateName: option.stateName || null })
                    : null,
                })
              }
              error={errors.destination?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <DateField
              label={values.roundTrip ? flightFormCopy.datesRoundTrip : flightFormCopy.dateOneWay}
              mode={values.roundTrip ? 'range' : 'single'}
              start={values.start}
              end={values.end}
              min={dateWindow.min}
              max={dateWindow.max}
              onChange={(start, end) => update({ start, end })}
              error={errors.start?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <Grid container spacing={1}>
              <Grid size={4}>
                <PassengerSelect
                  name="adults"
                  label={flightFormCopy.adults}
                  value={values.adults}
                  options={flightPassengerOptions('adults', values.adults)}
                  onChange={setAdults}
                />
              </Grid>
              <Grid size={4}>
                <PassengerSelect
                  name="children"
                  label={flightFormCopy.children}
                  hint={flightFormCopy.childrenHint}
                  value={values.children}
                  options={flightPassengerOptions('children', values.adults)}
                  onChange={(value) => update({ children: value })}
                />
              </Grid>
              <Grid size={4}>
                <PassengerSelect
                  name="infants"
                  label={flightFormCopy.infants}
                  value={values.infants}
                  options={flightPassengerOptions('infants', values.adults)}
                  onChange={(value) => update({ infants: value })}
                />
              </Grid>
            </Grid>
            {errors.adults ? <FormHelperText error>{errors.adults.message}</FormHelperText> : null}
          </Grid>
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.baggage}
                  onChange={(event) => update({ baggage: event.target.checked })}
                />
              }
              label={flightFormCopy.baggage}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.directOnly}
                  onChange={(event) => update({ directOnly: event.target.checked })}
                />
              }
              label={flightFormCopy.directOnly}
            />
          </Stack>
          <Button type="submit" variant="contained" size="large" sx={{ minWidth: 160 }}>
            {flightFormCopy.search}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

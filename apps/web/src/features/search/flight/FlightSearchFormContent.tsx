import { useMemo, useState, type FormEvent } from 'react';
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
  checkFlightSearch,
  flightDateWindow,
  flightPassengerOptions,
  groupWarning,
  isInFlightWindow,
  type FlightSearchErrors,
} from '@portal/domain';
import { VALIDATION_ALERT_MS, useAlert } from '../../../shared/alerts/alertContext';
import { useSession } from '../../../shared/session/sessionContext';
import type { SessionUser } from '@portal/domain';
import { paths } from '../../../shared/routes';
import { flightRequest, flightSearchQuery } from '../../../shared/search/flightSearch';
import { AirportAutocomplete, loadAirportCombobox } from './AirportAutocomplete';
import { DateField } from './DateField';
import { flightFormCopy } from './messages';
import {
  airportRef,
  draftDates,
  readFlySearch,
  storeFlySearch,
  toDraft,
  type FlightFormValues,
} from '../../../shared/storage/flySearch';

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
  const [values, setValues] = useState<FlightFormValues>(() => initialValues(today, advance));
  const [submitted, setSubmitted] = useState(false);
  const dateWindow = flightDateWindow(today, values.roundTrip, advance);

  const input = {
    origin: values.origin?.iata ?? null,
    destination: values.destination?.iata ?? null,
    roundTrip: values.roundTrip,
    start: values.start,
    end: values.end,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
  };
  const check = checkFlightSearch(input);
  const errors: FlightSearchErrors = submitted && check.kind === 'invalid' ? check.errors : {};

  const set = <K extends keyof FlightFormValues>(key: K, value: FlightFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const setTripType = (roundTrip: boolean) => {
    setValues((current) => {
      const next = flightDateWindow(today, roundTrip, advance);
      const start =
        current.start && isInFlightWindow(current.start, next) ? current.start : next.defaultStart;
      const end = roundTrip
        ? current.end && current.end > start && isInFlightWindow(current.end, next)
          ? current.end
          : next.defaultEnd
        : null;
      return { ...current, roundTrip, start, end };
    });
  };

  const setAdults = (adults: number) =>
    setValues((current) => ({ ...current, adults, infants: Math.min(current.infants, adults) }));

  const preloadOnIntent = () => {
    loadAirportCombobox();
    onWarmResults?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.kind === 'invalid') {
      showAlert({ kind: 'error', message: check.alert, duration: VALIDATION_ALERT_MS });
      return;
    }
    if (check.kind === 'group') {
      showAlert({ kind: 'warning', message: groupWarning });
      navigate(paths.planTrip);
      return;
    }
    if (!values.start) return;
    const draft = toDraft({ ...values, start: values.start });
    storeFlySearch(draft);
    // the search runs while the results page loads, not after it
    const body = flightRequest(draft);
    if (body) void queryClient.prefetchQuery(flightSearchQuery(body));
    navigate(paths.results);
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
                set(
                  'origin',
                  option ? airportRef({ ...option, stateName: option.stateName || null }) : null,
                )
              }
              error={errors.origin}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <AirportAutocomplete
              name="destination"
              label={flightFormCopy.destination}
              value={values.destination}
              onChange={(option) =>
                set(
                  'destination',
                  option ? airportRef({ ...option, stateName: option.stateName || null }) : null,
                )
              }
              error={errors.destination}
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
              onChange={(start, end) => setValues((current) => ({ ...current, start, end }))}
              error={errors.dates}
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
                  onChange={(value) => set('children', value)}
                />
              </Grid>
              <Grid size={4}>
                <PassengerSelect
                  name="infants"
                  label={flightFormCopy.infants}
                  value={values.infants}
                  options={flightPassengerOptions('infants', values.adults)}
                  onChange={(value) => set('infants', value)}
                />
              </Grid>
            </Grid>
            {errors.passengers ? <FormHelperText error>{errors.passengers}</FormHelperText> : null}
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
                  onChange={(event) => set('baggage', event.target.checked)}
                />
              }
              label={flightFormCopy.baggage}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.directOnly}
                  onChange={(event) => set('directOnly', event.target.checked)}
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

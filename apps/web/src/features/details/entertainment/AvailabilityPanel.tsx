import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  activityCapacity,
  activityDateError,
  activityDateToIso,
  activityPassengerLimitMessage,
  activityPassengerRates,
  activityPassengersError,
  availabilityBandCents,
  availabilityPassengers,
  type AvailabilityResult,
  availabilityTotalCents,
  baggageLabel,
  initialPassengerCounts,
  isPricedPerService,
  maxActivityPassengers,
  passengerBandLabel,
  passengerTotal,
  returnDateError,
} from '@portal/domain/activities';
import { brlToCents } from '@portal/domain/money';
import { cancellationDeadline, formatCancellationDeadline } from '@portal/domain/bookings';
import { isApiError } from '../../../shared/api/client';
import { addDays, formatDate, isoDate } from '../../../shared/format';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { LoginRegisterDialog } from '../../../shared/auth/LoginRegisterDialog';
import { useActivityPrice } from '../../../shared/pricing/activityPrice';
import {
  writeActivityChoice,
  type SelectedEntertainment,
} from '../../../shared/storage/selectedEntertainment';
import { useAvailabilityCheck } from './api';
import { entertainmentDetailsCopy as copy } from './messages';
import { mdiMinus, mdiPlus } from '@mdi/js';
import { Icon } from '../../../shared/ui/Icon';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

const DayCalendar = lazy(() => import('./DayCalendar'));

/** Activity calendars open 12 months ahead. */
const CALENDAR_MONTHS = 12;

function calendarWindow() {
  const today = new Date();
  const min = addDays(new Date(today.getFullYear(), today.getMonth(), today.getDate()), 1);
  const max = new Date(today.getFullYear(), today.getMonth() + CALENDAR_MONTHS, today.getDate());
  return { min, max };
}

function PolicyDialog({ result, onClose }: { result: AvailabilityResult; onClose: () => void }) {
  const price = useActivityPrice();
  return (
    <Dialog open onClose={onClose} aria-labelledby="policy-title">
      <DialogTitle id="policy-title">{copy.policy}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{copy.policyStart}</TableCell>
              <TableCell>{copy.policyEnd}</TableCell>
              <TableCell>{copy.policyValue}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.cancellationRules.map((rule) => (
              <TableRow key={`${rule.startDate}-${rule.endDate}`}>
                <TableCell>{formatDate(rule.startDate)}</TableCell>
                <TableCell>{formatDate(rule.endDate)}</TableCell>
                <TableCell>{price(brlToCents(rule.price))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{copy.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ReturnDateDialog({
  serviceDate,
  onConfirm,
  onClose,
}: {
  serviceDate: string;
  onConfirm: (date: string) => void;
  onClose: () => void;
}) {
  const [day, setDay] = useState<Date | undefined>();
  const [error, setError] = useState<string | null>(null);
  const { max } = calendarWindow();
  const arrival = new Date(`${serviceDate}T00:00:00`);
  const confirm = () => {
    const date = day ? isoDate(day) : null;
    const problem = returnDateError(serviceDate, date);
    if (problem || !date) setError(problem);
    else onConfirm(date);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="return-title">
      <DialogTitle id="return-title">{copy.returnTitle}</DialogTitle>
      <DialogContent>
        <Suspense fallback={<CircularProgress aria-hidden />}>
          <DayCalendar value={day} onChange={setDay} min={addDays(arrival, 1)} max={max} />
        </Suspense>
        <ErrorAlert message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{copy.cancel}</Button>
        <Button variant="contained" onClick={confirm}>
          {copy.returnConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Calendar with counters per passenger type, 'Verificar disponibilidade', the result card and 'Selecionar essa Data'. */
export function AvailabilityPanel({ selected }: { selected: SelectedEntertainment }) {
  const { activity } = selected;
  const user = useSignedUser();
  const navigate = useNavigate();
  const price = useActivityPrice();
  const rates = activityPassengerRates(activity);
  const [day, setDay] = useState<Date | undefined>();
  const [counts, setCounts] = useState<Record<number, number>>(() => initialPassengerCounts(rates));
  const [result, setResult] = useState<AvailabilityResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const check = useAvailabilityCheck();
  const { min, max } = calendarWindow();
  const available = new Set(activity.avaiableDates.map(activityDateToIso));
  const people = passengerTotal(counts);
  const detail = activity.transfer;
  const capacity = activityCapacity(activity);
  const maxPeople = maxActivityPassengers(capacity);
  const perService = isPricedPerService(capacity);
  // The deadline the api's cancellation applies to this activity on the chosen date.
  const freeUntil = result
    ? cancellationDeadline({
        type: 'ENTERTAINMENT',
        travelDate: result.serviceDate,
        daysBeforeCancellationPolicy: activity.daysBeforeCancellationPolicy,
      })
    : null;

  const reset = () => {
    setResult(null);
    setTime(null);
    setError(null);
  };

  const verify = () => {
    reset();
    const date = day ? isoDate(day) : null;
    const problem =
      activityDateError(date, activity.avaiableDates) ??
      (people === 0 ? copy.noPassenger : activityPassengersError(capacity, people));
    if (problem || !date) {
      setError(problem);
      return;
    }
    check.mutate(
      {
        activityId: activity.activityId,
        refToken: activity.refToken,
        passengers: availabilityPassengers(counts),
        date,
      },
      {
        onSuccess: (found) => (found ? setResult(found) : setError(copy.noAvailability)),
        // A refusal the supplier words (409) is shown as it says; anything else as no availability.
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.status === 409 ? failure.message : copy.noAvailability,
          ),
      },
    );
  };

  const proceed = (returnDate: string | null) => {
    if (!result) return;
    writeActivityChoice(selected, {
      availability: result,
      counts: Object.fromEntries(Object.entries(counts).map(([band, n]) => [band, n])),
      startingTime: time,
      returnDate,
    });
    if (user.guest || user.travelVoucher) setLoginOpen(true);
    else void navigate(paths.summary);
  };

  const select = () => {
    if (!result) return;
    if (result.startingTimes.length > 0 && !time) {
      setError(copy.noStartingTime);
      return;
    }
    setError(null);
    if (result.transferOut) setReturnOpen(true);
    else proceed(null);
  };

  return (
    <Paper
      component="section"
      aria-label={copy.check}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      {activity.type === 'Transfer' ? (
        <Box data-testid="transfer-price">
          <Typography variant="caption">{copy.from}</Typography>
          <Typography component="p" variant="h6" fontWeight={800}>
            {activity.price > 0 ? price(brlToCents(activity.price)) : copy.notAvailable}{' '}
            <Tooltip describeChild title={detail?.transferType?.type || copy.defaultTransferType}>
              <Box component="span" tabIndex={0} sx={{ textDecoration: 'underline dotted' }}>
                {perService ? copy.perService : copy.perPerson}
              </Box>
            </Tooltip>
          </Typography>
          <Typography variant="body2">
            {detail?.transferType?.type || copy.defaultTransferType}
          </Typography>
          {perService ? (
            <Typography variant="body2">
              {copy.maxPassengers(capacity.maxNumberPassenger ?? 0)}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Box>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          {copy.calendar}
        </Typography>
        <Suspense fallback={<CircularProgress aria-hidden />}>
          <DayCalendar
            value={day}
            onChange={(next) => {
              setDay(next);
              reset();
            }}
            min={min}
            max={max}
            available={(d) => available.has(isoDate(d))}
          />
        </Suspense>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" fontWeight={700}>
          {copy.passengers}
        </Typography>
        {rates.map((rate) => {
          const name = passengerBandLabel(rate.name);
          const label = rate.endAge < 99 ? copy.ageUpTo(name, rate.endAge) : name;
          const n = counts[rate.endAge] ?? 0;
          const change = (delta: number) => {
            setCounts((current) => ({
              ...current,
              [rate.endAge]: Math.max(0, (current[rate.endAge] ?? 0) + delta),
            }));
            reset();
          };
          return (
            <Stack
              key={rate.endAge}
              direction="row"
              alignItems="center"
              justifyContent="space-between"
            >
              <Typography id={`band-${rate.endAge}`}>{label}</Typography>
              <Stack direction="row" alignItems="center" spacing={1}>
                <IconButton
                  aria-label={copy.decrease(name)}
                  onClick={() => change(-1)}
                  disabled={n === 0}
                >
                  <Icon path={mdiMinus} />
                </IconButton>
                <Typography
                  aria-labelledby={`band-${rate.endAge}`}
                  data-testid={`count-${rate.name}`}
                  sx={{ minWidth: 16, textAlign: 'center' }}
                >
                  {n}
                </Typography>
                <IconButton
                  aria-label={copy.increase(name)}
                  onClick={() => change(1)}
                  disabled={people >= maxPeople}
                  aria-describedby={people >= maxPeople ? 'passenger-limit' : undefined}
                >
                  <Icon path={mdiPlus} />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
        <Typography
          id="passenger-limit"
          data-testid="passenger-limit"
          variant="body2"
          role="status"
          sx={{ mt: 1 }}
        >
          {people >= maxPeople ? activityPassengerLimitMessage(capacity) : null}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={verify} disabled={check.isPending}>
        {check.isPending ? copy.checking : copy.check}
      </Button>
      <ErrorAlert message={error} />
      {result ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label={copy.resultTitle}
          sx={{ p: 2, display: 'grid', gap: 1.5 }}
        >
          <Typography component="h3" variant="subtitle1" fontWeight={700}>
            {copy.resultTitle}: {formatDate(result.serviceDate)}
          </Typography>
          {result.startingTimes.length > 0 ? (
            <Box>
              <Typography id="start-times" variant="body2">
                {copy.startTimes}
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={time}
                onChange={(_e, next: string | null) => setTime(next)}
                aria-labelledby="start-times"
                size="small"
                sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { color: 'text.primary' } }}
              >
                {result.startingTimes.map((t) => (
                  <ToggleButton key={t} value={t}>
                    {t}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          ) : null}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.passengersCalculatedRate.map((band) => (
              <li key={band.endAge}>
                <Typography variant="body2">
                  {copy.bandLine(passengerBandLabel(band.name), band.price.quantity)}:{' '}
                  {price(availabilityBandCents(band))}
                </Typography>
              </li>
            ))}
          </Box>
          {result.maxNumberBaggage > 0 ? (
            <Typography variant="body2">
              {copy.baggage(result.maxNumberBaggage, baggageLabel(result.maxNumberBaggage))}
            </Typography>
          ) : null}
          <Typography fontWeight={800} data-testid="availability-total">
            {copy.total}: {price(availabilityTotalCents(result))}
          </Typography>
          <Typography variant="body2" data-testid="availability-cancellation">
            {freeUntil && freeUntil.getTime() > Date.now()
              ? copy.freeUntilDate(formatCancellationDeadline(freeUntil))
              : copy.noFreeCancellation}
          </Typography>
          <Button variant="text" onClick={() => setPolicyOpen(true)} sx={{ justifySelf: 'start' }}>
            {copy.policy}
          </Button>
          <Button variant="contained" onClick={select}>
            {copy.select}
          </Button>
        </Paper>
      ) : null}
      {policyOpen && result ? (
        <PolicyDialog result={result} onClose={() => setPolicyOpen(false)} />
      ) : null}
      {returnOpen && result ? (
        <ReturnDateDialog
          serviceDate={result.serviceDate}
          onClose={() => setReturnOpen(false)}
          onConfirm={(date) => {
            setReturnOpen(false);
            proceed(date);
          }}
        />
      ) : null}
      {loginOpen ? <LoginRegisterDialog open onClose={() => setLoginOpen(false)} /> : null}
    </Paper>
  );
}

import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  busFieldSet,
  busMessages,
  emptyTravellerForm,
  normalizePassengerName,
  seatsStillFree,
  travellerFields,
  travellerFromMember,
  validateBusPassengers,
  type TravellerErrors,
  type TravellerField,
  type TravellerForm,
} from '@portal/domain';
import { isApiError } from '../../../shared/api/client';
import { isoDate } from '../../../shared/format';
import { useCheckoutDraft } from '../draft/checkoutDraft';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { TravellerFields } from '../travellers/TravellerFields';
import { travellersCopy } from '../travellers/messages';
import type { TravellersHandle } from '../travellers/TravellersSection';
import { busRateCheckQuery, rateCheckRequest } from './api';
import { busCheckoutCopy as copy } from './messages';
import { chosenSeatsStore, useChosenSeats, type ChosenSeats } from './seatStore';
import { SeatPicker } from './SeatPicker';
import type { BusCheckoutSelection } from './selection';

const noErrors: TravellerErrors = {};
const formId = (index: number) => `traveller-bus-${index}`;

/**
 * The bus passengers (the first is the main one) and a seat per passenger on each leg, on the
 * seat maps of a rate check run when the page opens and again when a seat was taken meanwhile.
 */
export function BusPassengersSection({
  selection,
  handleRef,
}: {
  selection: BusCheckoutSelection;
  handleRef: RefObject<TravellersHandle | null>;
}) {
  const user = useSignedUser();
  const count = selection.passengers;
  const request = useMemo(() => rateCheckRequest(selection), [selection]);
  const rate = useQuery(busRateCheckQuery(request));
  const seats = useChosenSeats();
  const draft = useCheckoutDraft();
  const [forms, setForms] = useState<TravellerForm[]>(() =>
    Array.from(
      { length: count },
      (_, i) =>
        draft.traveller(formId(i)) ??
        (i === 0 && !user.guest && !user.travelVoucher
          ? travellerFromMember(user, normalizePassengerName)
          : emptyTravellerForm),
    ),
  );
  useEffect(
    () => draft.saveTravellers(Object.fromEntries(forms.map((form, i) => [formId(i), form]))),
    [draft, forms],
  );
  const [checked, setChecked] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const fieldRef = useCallback((key: string, element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  }, []);
  const change = useCallback((id: string, field: TravellerField, value: string) => {
    setForms((current) =>
      current.map((form, i) => (formId(i) === id ? { ...form, [field]: value } : form)),
    );
  }, []);

  // Seats chosen for another trip do not carry over.
  useEffect(() => {
    chosenSeatsStore.reset();
  }, [request]);
  const legs = rate.data?.booking.bookingBuses ?? [];
  const seatMap = (index: number) => legs[index]?.busList[0]?.segments[0]?.seatMap ?? [];

  // A fresh map keeps only the chosen seats that are still free.
  useEffect(() => {
    if (!rate.data) return;
    const current = chosenSeatsStore.get();
    const goingMap = rate.data.booking.bookingBuses[0]?.busList[0]?.segments[0]?.seatMap ?? [];
    const backMap = rate.data.booking.bookingBuses[1]?.busList[0]?.segments[0]?.seatMap ?? [];
    chosenSeatsStore.set({
      going: seatsStillFree(current.going, goingMap),
      back: seatsStillFree(current.back, backMap),
    });
  }, [rate.data]);

  const result = checked ? validateBusPassengers(forms, isoDate(new Date())) : null;
  const errors = result && !result.ok ? result.errors : null;
  const seatError = (chosen: string[]) =>
    checked && chosen.length !== count ? busMessages.selectSeats(count) : null;
  const legNames = selection.back ? [copy.going, copy.returning] : [copy.going];

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        setChecked(true);
        const outcome = validateBusPassengers(forms, isoDate(new Date()));
        const chosen = chosenSeatsStore.get();
        const seatsOk =
          chosen.going.length === count && (!selection.back || chosen.back.length === count);
        if (!outcome.ok) {
          const index = outcome.errors.fields.findIndex((e) => Object.keys(e).length > 0);
          const field = travellerFields(busFieldSet(Math.max(index, 0))).find(
            (name) => outcome.errors.fields[index]?.[name],
          );
          if (field) elements.current.get(`${formId(index)}-${field}`)?.focus();
          return { ok: false };
        }
        if (!seatsOk || !rate.data) return { ok: false };
        return {
          ok: true,
          bus: {
            id: rate.data.booking.id,
            date: rate.data.booking.date,
            occupancy: count,
            passengers: outcome.passengers,
            goingBus: selection.going.key,
            goingBusRefToken: rate.data.filter.goingBusRefToken,
            goingSeats: chosen.going,
            returnBus: selection.back?.key ?? null,
            returnBusRefToken: selection.back ? rate.data.filter.returnBusRefToken : null,
            returnSeats: selection.back ? chosen.back : null,
          },
        };
      },
      refresh: () => void rate.refetch(),
    }),
    [forms, count, selection, rate],
  );

  const setLeg = (leg: keyof ChosenSeats) => (next: string[]) =>
    chosenSeatsStore.set({ ...chosenSeatsStore.get(), [leg]: next });

  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {travellersCopy.allRequired}
      </Typography>
      {errors?.section ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errors.section}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {forms.map((form, index) => (
          <TravellerFields
            key={formId(index)}
            formId={formId(index)}
            legend={copy.passenger(index + 1, index === 0)}
            values={form}
            errors={errors?.fields[index] ?? noErrors}
            set={busFieldSet(index)}
            normalizeName={normalizePassengerName}
            main={index === 0}
            onChange={change}
            fieldRef={fieldRef}
          />
        ))}
      </Stack>
      <Typography component="h2" variant="h6" fontWeight={700} sx={{ mt: 3, mb: 1 }}>
        {copy.seatsTitle}
      </Typography>
      {rate.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CircularProgress size={22} aria-hidden />
          <Typography>{copy.loadingSeats}</Typography>
        </Box>
      ) : rate.isError ? (
        <Alert severity="error" role="alert">
          {isApiError(rate.error) ? rate.error.message : copy.rateCheckFailed}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: legNames.length > 1 ? '1fr 1fr' : '1fr' },
          }}
        >
          {legNames.map((leg, index) => {
            const key: keyof ChosenSeats = index === 0 ? 'going' : 'back';
            return (
              <SeatPicker
                key={leg}
                leg={leg}
                seats={seatMap(index)}
                policies={legs[index]?.policies ?? []}
                passengers={count}
                chosen={seats[key]}
                onChange={setLeg(key)}
                error={seatError(seats[key])}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}

import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  flightFieldSet,
  flightPaxTypes,
  hotelFieldSet,
  hotelGuestCountMessage,
  hotelGuestSlots,
  normalizeGuestName,
  normalizePassengerName,
  emptyTravellerForm,
  travellerFields,
  travellerFromMember,
  validateFlightPassengers,
  validateHotelGuests,
  type EntertainmentPassenger,
  type ExperiencePassenger,
  type FlightPassenger,
  type HotelGuest,
  type SessionUser,
  type TravellerErrors,
  type TravellerField,
  type TravellerFieldSet,
  type TravellerForm,
  type AddressedTraveller,
  type BusBookingData,
} from '@portal/domain';
import { isoDate } from '../../../shared/format';
import { useSignedUser } from '../../../shared/session/sessionContext';
import type {
  CheckoutSelection,
  FlightCheckoutSelection,
  HotelCheckoutSelection,
} from '../selection';
import { BusPassengersSection } from '../bus/BusPassengersSection';
import { useCheckoutDraft } from '../draft/checkoutDraft';
import { CarDriverSection } from '../car/CarDriverSection';
import { EntertainmentTravellers, ExperienceTravellers } from './ActivityTravellers';
import { TravellerFields } from './TravellerFields';
import { travellersCopy as copy } from './messages';

export type TravellersResult =
  | { ok: true; passengers: FlightPassenger[] }
  | { ok: true; guests: HotelGuest[][] }
  | { ok: true; drivers: AddressedTraveller[] }
  | { ok: true; bus: BusBookingData }
  | { ok: true; experiencePassengers: ExperiencePassenger[] }
  | { ok: true; entertainmentPassengers: EntertainmentPassenger[] }
  | { ok: false };

export interface TravellersHandle {
  /** Checks every form; on failure shows every error and focuses the first field in error. */
  validate: () => TravellersResult;
  /** Asks the supplier again (bus seat maps) after a seat was taken meanwhile. */
  refresh?: () => void;
}

export interface TravellersSectionProps {
  selection: CheckoutSelection;
  handleRef: RefObject<TravellersHandle | null>;
}

/** Members start with their own data in the main traveller's form; guests and voucher users type it. */
export const prefills = (user: SessionUser) => !user.guest && !user.travelVoucher;

export const noErrors: TravellerErrors = {};

/** One form on screen, in display order. */
export interface Entry {
  formId: string;
  legend: string;
  set: TravellerFieldSet;
  main: boolean;
}

/**
 * Form values keyed by form id (seeded from the page's draft, and saved to it) with a stable change handler (so unchanged forms do not
 * re-render), each field's element, and a focus request applied once the errors are on screen.
 */
export function useTravellerForms(entries: Entry[], initial: (entry: Entry) => TravellerForm) {
  const draft = useCheckoutDraft();
  const [forms, setForms] = useState<Record<string, TravellerForm>>(() =>
    Object.fromEntries(
      entries.map((entry) => [entry.formId, draft.traveller(entry.formId) ?? initial(entry)]),
    ),
  );
  useEffect(() => draft.saveTravellers(forms), [draft, forms]);
  const change = useCallback((formId: string, field: TravellerField, value: string) => {
    setForms((current) => ({
      ...current,
      [formId]: { ...(current[formId] ?? emptyTravellerForm), [field]: value },
    }));
  }, []);
  const elements = useRef(new Map<string, HTMLElement>());
  const fieldRef = useCallback((key: string, element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  }, []);
  const [request, setRequest] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (request) elements.current.get(request.key)?.focus();
  }, [request]);
  const focus = useCallback((key: string) => setRequest({ key }), []);
  const valuesOf = (list: Entry[]) =>
    list.map((entry) => forms[entry.formId] ?? emptyTravellerForm);
  return { forms, valuesOf, change, fieldRef, focus };
}

/** Id of the first field in error, in the order the forms and their fields are shown. */
export function firstError(
  entries: Entry[],
  errors: (TravellerErrors | undefined)[],
): string | null {
  for (const [index, entry] of entries.entries()) {
    const field = travellerFields(entry.set).find((name) => errors[index]?.[name]);
    if (field) return `${entry.formId}-${field}`;
  }
  return null;
}

function FlightTravellers({
  selection,
  handleRef,
}: {
  selection: FlightCheckoutSelection;
  handleRef: TravellersSectionProps['handleRef'];
}) {
  const user = useSignedUser();
  const { qtAdult, qtChild, qtBaby } = selection.base.search;
  const paxTypes = useMemo(
    () => flightPaxTypes(qtAdult, qtChild, qtBaby),
    [qtAdult, qtChild, qtBaby],
  );
  const entries = useMemo(
    () =>
      paxTypes.map((type, index): Entry => ({
        formId: `traveller-${index}`,
        legend: copy.passenger(index + 1, copy.paxTypes[type], index === 0),
        set: flightFieldSet(index),
        main: index === 0,
      })),
    [paxTypes],
  );
  const { forms, valuesOf, change, fieldRef, focus } = useTravellerForms(entries, (entry) =>
    entry.main && prefills(user)
      ? travellerFromMember(user, normalizePassengerName)
      : emptyTravellerForm,
  );
  const [checked, setChecked] = useState(false);
  const values = useMemo(
    () => entries.map((entry) => forms[entry.formId] ?? emptyTravellerForm),
    [entries, forms],
  );
  const result = useMemo(
    () => (checked ? validateFlightPassengers(values, paxTypes, isoDate(new Date())) : null),
    [checked, values, paxTypes],
  );
  const errors = result && !result.ok ? result.errors : null;

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        const outcome = validateFlightPassengers(valuesOf(entries), paxTypes, isoDate(new Date()));
        setChecked(true);
        if (outcome.ok) return { ok: true, passengers: outcome.passengers };
        const key = firstError(entries, outcome.errors.fields);
        if (key) focus(key);
        return { ok: false };
      },
    }),
    [valuesOf, entries, paxTypes, focus],
  );

  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.flightTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.allRequired}
      </Typography>
      {errors?.section ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errors.section}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {entries.map((entry, index) => (
          <TravellerFields
            key={entry.formId}
            formId={entry.formId}
            legend={entry.legend}
            values={values[index] ?? emptyTravellerForm}
            errors={errors?.fields[index] ?? noErrors}
            set={entry.set}
            normalizeName={normalizePassengerName}
            main={entry.main}
            onChange={change}
            fieldRef={fieldRef}
          />
        ))}
      </Stack>
    </Box>
  );
}

const COUNT_ALERT = 'traveller-guest-count';

function HotelTravellers({
  selection,
  handleRef,
}: {
  selection: HotelCheckoutSelection;
  handleRef: TravellersSectionProps['handleRef'];
}) {
  const user = useSignedUser();
  const { qtAdult, qtChild, qtRooms, rooms: split } = selection.base;
  const counts = useMemo(() => ({ qtAdult, qtChild, qtRooms }), [qtAdult, qtChild, qtRooms]);
  const slots = useMemo(
    () => hotelGuestSlots(qtAdult, qtChild, qtRooms, split),
    [qtAdult, qtChild, qtRooms, split],
  );
  const countMessage = hotelGuestCountMessage(qtAdult, qtChild, qtRooms);
  const rooms = useMemo(
    () =>
      slots.map((room, r) =>
        room.map((kind, index): Entry => ({
          formId: `traveller-${r}-${index}`,
          legend: copy.guest(index + 1, copy.guestKinds[kind], r === 0 && index === 0),
          set: hotelFieldSet(kind, r, index),
          main: r === 0 && index === 0,
        })),
      ),
    [slots],
  );
  const entries = useMemo(() => rooms.flat(), [rooms]);
  const { forms, valuesOf, change, fieldRef, focus } = useTravellerForms(entries, (entry) =>
    entry.main && entry.set.document && prefills(user)
      ? travellerFromMember(user, normalizeGuestName)
      : emptyTravellerForm,
  );
  const [checked, setChecked] = useState(false);
  const values = useMemo(
    () => rooms.map((room) => room.map((entry) => forms[entry.formId] ?? emptyTravellerForm)),
    [rooms, forms],
  );
  const result = useMemo(
    () => (checked ? validateHotelGuests(values, slots, counts, isoDate(new Date())) : null),
    [checked, values, slots, counts],
  );
  const errors = result && !result.ok ? result.errors : null;

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        const outcome = validateHotelGuests(
          rooms.map(valuesOf),
          slots,
          counts,
          isoDate(new Date()),
        );
        setChecked(true);
        if (outcome.ok) return { ok: true, guests: outcome.guests };
        const key =
          firstError(
            entries,
            outcome.errors.flatMap((room) => room.fields),
          ) ?? (outcome.section ? COUNT_ALERT : null);
        if (key) focus(key);
        return { ok: false };
      },
    }),
    [rooms, entries, valuesOf, slots, counts, focus],
  );

  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.hotelTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.allRequired}
      </Typography>
      {countMessage ? (
        <Alert
          severity="error"
          role="alert"
          tabIndex={-1}
          ref={(element: HTMLDivElement | null) => fieldRef(COUNT_ALERT, element)}
          sx={{ mb: 2 }}
        >
          {countMessage}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        {rooms.map((room, r) => (
          <Box key={r} component="section" aria-labelledby={`traveller-room-${r}`}>
            <Typography
              id={`traveller-room-${r}`}
              component="h3"
              variant="subtitle1"
              fontWeight={700}
              gutterBottom
            >
              {copy.room(r + 1)}
            </Typography>
            {errors?.[r]?.section ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errors[r]?.section}
              </Alert>
            ) : null}
            <Stack spacing={2}>
              {room.map((entry, index) => (
                <TravellerFields
                  key={entry.formId}
                  formId={entry.formId}
                  legend={entry.legend}
                  values={values[r]?.[index] ?? emptyTravellerForm}
                  errors={errors?.[r]?.fields[index] ?? noErrors}
                  set={entry.set}
                  normalizeName={normalizeGuestName}
                  main={entry.main}
                  onChange={change}
                  fieldRef={fieldRef}
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** 'Dados dos Passageiros' (flight) or guests per room (hotel) of the checkout page. */
export function TravellersSection({ selection, handleRef }: TravellersSectionProps) {
  if (selection.type === 'CAR') return <CarDriverSection handleRef={handleRef} />;
  if (selection.type === 'BUS')
    return <BusPassengersSection selection={selection} handleRef={handleRef} />;
  if (selection.type === 'EXPERIENCE')
    return <ExperienceTravellers selection={selection} handleRef={handleRef} />;
  if (selection.type === 'ENTERTAINMENT')
    return <EntertainmentTravellers bands={selection.bands} handleRef={handleRef} />;
  return selection.type === 'FLIGHT' ? (
    <FlightTravellers selection={selection} handleRef={handleRef} />
  ) : (
    <HotelTravellers selection={selection} handleRef={handleRef} />
  );
}

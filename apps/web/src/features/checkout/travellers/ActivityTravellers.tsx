import { useEffect, useImperativeHandle, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  emptyTravellerForm,
  entertainmentFieldSet,
  experienceFieldSet,
  normalizePassengerName,
  travellerFromMember,
  validateEntertainmentPassengers,
  validateExperiencePassengers,
} from '@portal/domain';
import { isoDate } from '../../../shared/format';
import { useCheckoutDraft } from '../draft/checkoutDraft';
import { useSignedUser } from '../../../shared/session/sessionContext';
import type { ExperienceCheckoutSelection } from '../activities/experienceSelection';
import { TravellerFields } from './TravellerFields';
import {
  firstError,
  noErrors,
  prefills,
  useTravellerForms,
  type Entry,
  type TravellersSectionProps,
} from './TravellersSection';
import { activityTravellersCopy as copy } from './activityMessages';

const ADDRESS_MAX = 300;

const addressId = (entry: Entry) => `${entry.formId}-address`;

/** One form per participant (adults, then children): the experience needs each one's address. */
export function ExperienceTravellers({
  selection,
  handleRef,
}: {
  selection: ExperienceCheckoutSelection;
  handleRef: TravellersSectionProps['handleRef'];
}) {
  const user = useSignedUser();
  const { adults, childs } = selection.base;
  const entries = useMemo(
    () =>
      Array.from({ length: adults + childs }, (_, index): Entry => ({
        formId: `traveller-${index}`,
        legend: copy.participant(index + 1, index < adults ? copy.adult : copy.child, index === 0),
        set: experienceFieldSet(index),
        main: index === 0,
      })),
    [adults, childs],
  );
  const { forms, valuesOf, change, fieldRef, focus } = useTravellerForms(entries, (entry) =>
    entry.main && prefills(user)
      ? travellerFromMember(user, normalizePassengerName)
      : emptyTravellerForm,
  );
  const draft = useCheckoutDraft();
  const [addresses, setAddresses] = useState<string[]>(() =>
    entries.map((entry) => draft.field(addressId(entry)) ?? ''),
  );
  useEffect(
    () =>
      draft.saveFields(
        Object.fromEntries(entries.map((entry, i) => [addressId(entry), addresses[i] ?? ''])),
      ),
    [draft, entries, addresses],
  );
  const [checked, setChecked] = useState(false);
  const values = useMemo(
    () => entries.map((entry) => forms[entry.formId] ?? emptyTravellerForm),
    [entries, forms],
  );
  const result = useMemo(
    () => (checked ? validateExperiencePassengers(values, addresses, isoDate(new Date())) : null),
    [checked, values, addresses],
  );
  const errors = result && !result.ok ? result : null;

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        const outcome = validateExperiencePassengers(
          valuesOf(entries),
          addresses,
          isoDate(new Date()),
        );
        setChecked(true);
        if (outcome.ok) return { ok: true, experiencePassengers: outcome.passengers };
        const missingAddress = entries[outcome.addressErrors.findIndex(Boolean)];
        const key =
          firstError(entries, outcome.errors.fields) ??
          (missingAddress ? addressId(missingAddress) : null);
        if (key) focus(key);
        return { ok: false };
      },
    }),
    [valuesOf, entries, addresses, focus],
  );

  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.experienceTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.allRequired}
      </Typography>
      {errors?.errors.section ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errors.errors.section}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {entries.map((entry, index) => (
          <Box key={entry.formId} sx={{ display: 'grid', gap: 1 }}>
            <TravellerFields
              formId={entry.formId}
              legend={entry.legend}
              values={values[index] ?? emptyTravellerForm}
              errors={errors?.errors.fields[index] ?? noErrors}
              set={entry.set}
              normalizeName={normalizePassengerName}
              main={entry.main}
              onChange={change}
              fieldRef={fieldRef}
            />
            <TextField
              id={addressId(entry)}
              label={copy.address(index + 1)}
              value={addresses[index] ?? ''}
              required
              onChange={(event) =>
                setAddresses((current) =>
                  current.map((a, i) =>
                    i === index ? event.target.value.slice(0, ADDRESS_MAX) : a,
                  ),
                )
              }
              error={Boolean(errors?.addressErrors[index])}
              helperText={errors?.addressErrors[index] ?? undefined}
              inputRef={(element: HTMLInputElement | null) => fieldRef(addressId(entry), element)}
              autoComplete={entry.main ? 'street-address' : 'off'}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** One form per passenger of an activity: every one gives gender, document, e-mail and phone. */
export function EntertainmentTravellers({
  bands,
  handleRef,
}: {
  bands: string[];
  handleRef: TravellersSectionProps['handleRef'];
}) {
  const user = useSignedUser();
  const entries = useMemo(
    () =>
      bands.map((band, index): Entry => ({
        formId: `traveller-${index}`,
        legend: copy.passenger(index + 1, band, index === 0),
        set: entertainmentFieldSet,
        main: index === 0,
      })),
    [bands],
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
    () => (checked ? validateEntertainmentPassengers(values, isoDate(new Date())) : null),
    [checked, values],
  );
  const errors = result && !result.ok ? result.errors : null;

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        const outcome = validateEntertainmentPassengers(valuesOf(entries), isoDate(new Date()));
        setChecked(true);
        if (outcome.ok) return { ok: true, entertainmentPassengers: outcome.passengers };
        const key = firstError(entries, outcome.errors.fields);
        if (key) focus(key);
        return { ok: false };
      },
    }),
    [valuesOf, entries, focus],
  );

  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.entertainmentTitle}
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

import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  GUEST_COUNT_KEY,
  guestCountMessage,
  type CheckoutFormValues,
  type CheckoutTravellerPlan,
} from '@portal/domain/checkout';
import { BusPassengersSection } from '../bus/BusPassengersSection';
import type { useBusRecheck } from '../bus/useBusRecheck';
import { CarDriverSection } from '../car/CarDriverSection';
import type { CheckoutSelection } from '../selection';
import { EntertainmentTravellers, ExperienceTravellers } from './ActivityTravellers';
import { travellersCopy as copy } from './messages';
import { nameRule, planForms } from './plan';
import {
  GroupAlert,
  TravellerForms,
  TravellersBlock,
  type TravellerFieldArray,
} from './TravellerList';
import { TravellerFields } from './TravellerFields';

function HotelTravellers({
  plan,
  fields,
}: {
  plan: Extract<CheckoutTravellerPlan, { type: 'HOTEL' }>;
  fields: TravellerFieldArray;
}) {
  const forms = planForms(plan);
  const countMessage = guestCountMessage(plan);
  // The guest/room message has no field: it takes the focus itself when a 'Comprar' finds
  // nothing else wrong.
  const countAlert = useRef<HTMLDivElement>(null);
  const { submitCount, errors } = useFormState<CheckoutFormValues>();
  const onlyCount =
    Boolean(errors.root?.[GUEST_COUNT_KEY]) && Object.keys(errors).every((key) => key === 'root');
  const focusedFor = useRef(0);
  useEffect(() => {
    if (submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    if (onlyCount) countAlert.current?.focus();
  }, [submitCount, onlyCount]);
  return (
    <TravellersBlock title={copy.hotelTitle}>
      {countMessage ? (
        <Alert severity="error" role="alert" ref={countAlert} tabIndex={-1} sx={{ mb: 2 }}>
          {countMessage}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        {plan.rooms.map((room, r) => (
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
            <GroupAlert group={r} />
            <Stack spacing={2}>
              {fields.map((field, index) => {
                const form = forms[index];
                if (form?.slot.group !== r) return null;
                const kind = room[form.slot.index] ?? 'adult';
                return (
                  <TravellerFields
                    key={field.id}
                    index={index}
                    formId={form.formId}
                    legend={copy.guest(form.slot.index + 1, copy.guestKinds[kind], form.slot.main)}
                    set={form.slot.set}
                    normalizeName={nameRule(plan)}
                    main={form.slot.main}
                  />
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </TravellersBlock>
  );
}

/** The traveller data of the checkout for the selected product: one form per traveller. */
export function TravellersSection({
  selection,
  plan,
  recheck,
}: {
  selection: CheckoutSelection;
  plan: CheckoutTravellerPlan;
  recheck: ReturnType<typeof useBusRecheck>;
}) {
  const { control } = useFormContext<CheckoutFormValues>();
  const { fields } = useFieldArray({ control, name: 'travellers' });
  switch (plan.type) {
    case 'FLIGHT':
      return (
        <TravellersBlock title={copy.flightTitle}>
          <TravellerForms
            plan={plan}
            fields={fields}
            legend={(index) =>
              copy.passenger(index + 1, copy.paxTypes[plan.paxTypes[index] ?? 'ADT'], index === 0)
            }
          />
        </TravellersBlock>
      );
    case 'HOTEL':
      return <HotelTravellers plan={plan} fields={fields} />;
    case 'CAR':
      return <CarDriverSection plan={plan} fields={fields} />;
    case 'BUS':
      return selection.type === 'BUS' ? (
        <BusPassengersSection selection={selection} plan={plan} fields={fields} recheck={recheck} />
      ) : null;
    case 'EXPERIENCE':
      return <ExperienceTravellers plan={plan} fields={fields} />;
    case 'ENTERTAINMENT':
      return <EntertainmentTravellers plan={plan} fields={fields} />;
  }
}

import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@portal/domain/money';
import { seatsStillFree, type BusRateCheckResponse } from '@portal/domain/buses';
import { type CheckoutFormValues, type CheckoutTravellerPlan } from '@portal/domain/checkout';
import { isApiError } from '../../../shared/api/client';
import {
  TravellerForms,
  TravellersBlock,
  type TravellerFieldArray,
} from '../travellers/TravellerList';
import { busCheckoutCopy as copy } from './messages';
import { SeatPicker } from './SeatPicker';
import type { BusCheckoutSelection } from './selection';
import type { useBusRecheck } from './useBusRecheck';

const seatMapOf = (legs: BusRateCheckResponse['booking']['bookingBuses'], index: number) =>
  legs[index]?.busList[0]?.segments[0]?.seatMap ?? [];

/**
 * The bus passengers (the first is the main one) and a seat per passenger on each leg, on the
 * seat maps of the rate check run when the page opens and again when a seat was taken meanwhile.
 */
export function BusPassengersSection({
  selection,
  plan,
  fields,
  recheck,
}: {
  selection: BusCheckoutSelection;
  plan: Extract<CheckoutTravellerPlan, { type: 'BUS' }>;
  fields: TravellerFieldArray;
  recheck: ReturnType<typeof useBusRecheck>;
}) {
  const { control, getValues, setValue } = useFormContext<CheckoutFormValues>();
  const { rate, priced, priceChanged } = recheck;
  const legs = rate.data?.booking.bookingBuses ?? [];

  // A fresh map keeps only the chosen seats that are still free.
  useEffect(() => {
    if (!rate.data) return;
    const buses = rate.data.booking.bookingBuses;
    const chosen = getValues('seats');
    setValue('seats', {
      going: seatsStillFree(chosen.going, seatMapOf(buses, 0)),
      back: seatsStillFree(chosen.back, seatMapOf(buses, 1)),
    });
  }, [rate.data, getValues, setValue]);

  const legNames = selection.back ? [copy.going, copy.returning] : [copy.going];

  return (
    <TravellersBlock title={copy.title}>
      {priceChanged ? (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {copy.priceChanged(formatBRL(priced.totalCents))}
        </Alert>
      ) : null}
      <TravellerForms
        plan={plan}
        fields={fields}
        legend={(index) => copy.passenger(index + 1, index === 0)}
      />
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
          {legNames.map((leg, index) => (
            <Controller
              key={leg}
              control={control}
              name={index === 0 ? 'seats.going' : 'seats.back'}
              render={({ field, fieldState }) => (
                <SeatPicker
                  leg={leg}
                  seats={seatMapOf(legs, index)}
                  policies={legs[index]?.policies ?? []}
                  passengers={plan.passengers}
                  chosen={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  mapRef={field.ref}
                />
              )}
            />
          ))}
        </Box>
      )}
    </TravellersBlock>
  );
}

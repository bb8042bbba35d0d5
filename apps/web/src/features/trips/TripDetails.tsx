import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVITY_CARD_TEXT_MAX, transferPlaces } from '@portal/domain/activities';
import { busMessages } from '@portal/domain/buses';
import { carMessages } from '@portal/domain/cars';
import { type BookingDetailsOf, type BookingView } from '@portal/domain/bookings';
import { formatDate } from '../../shared/format';
import { ExpandableText } from '../../shared/ui/ExpandableText';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { AirlineLogo } from '../../shared/ui/AirlineLogo';
import { activityCancellationText } from './CancellationRule';
import { dateTimeText, dayOffset, timeText } from './dates';
import { tripsCopy } from './messages';

const imageStyle = {
  width: 120,
  height: 90,
  objectFit: 'cover',
  borderRadius: 4,
  flexShrink: 0,
} as const;

function Line({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      {label ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:{' '}
        </Box>
      ) : null}
      {children}
    </Typography>
  );
}

/** 'DIRETO' or 'n parada(s)'. */
export const stopsText = (stops: number) =>
  stops === 0 ? tripsCopy.direct : tripsCopy.stops(stops);

function FlightDetails({ details }: { details: BookingDetailsOf<'flight'> }) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <AirlineLogo code={details.carrier} name={details.carrierName} />
        <Box>
          <Typography fontWeight={700}>{details.carrierName}</Typography>
          {details.fareFamily ? (
            <Typography variant="body2">{details.fareFamily}</Typography>
          ) : null}
        </Box>
      </Stack>
      {details.journeys.map((journey) =>
        journey.segments.map((segment, index) => {
          const first = segment.flights[0];
          const last = segment.flights[segment.flights.length - 1];
          if (!first || !last) return null;
          const offset = dayOffset(first.departureDateTime, last.arrivalDateTime);
          return (
            <Box
              key={`${journey.direction}-${index}`}
              data-testid="flight-segment"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Chip
                  size="small"
                  label={journey.direction === 'IDA' ? tripsCopy.outbound : tripsCopy.inbound}
                />
                <Typography variant="body2">{formatDate(first.departureDateTime)}</Typography>
              </Stack>
              <Stack
                direction="row"
                spacing={2}
                alignItems="center"
                sx={{ mt: 1 }}
                flexWrap="wrap"
                useFlexGap
              >
                <Typography fontWeight={700}>
                  {timeText(first.departureDateTime)} {first.departureAirport}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  → {segment.totalDuration} · {stopsText(segment.stops)} →
                </Typography>
                <Typography fontWeight={700}>
                  {timeText(last.arrivalDateTime)} {last.arrivalAirport}
                  {offset > 0 ? (
                    <Box component="sup" sx={{ ml: 0.5, color: 'error.dark' }}>
                      {tripsCopy.dayOffset(offset)}
                    </Box>
                  ) : null}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {segment.flights
                  .map(
                    (f) =>
                      `${tripsCopy.flight} ${f.flightNumber} ${f.departureAirport}-${f.arrivalAirport}`,
                  )
                  .join(' · ')}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {tripsCopy.baggage}: {segment.baggageAllowance} (
                {tripsCopy.baggageCodes[segment.baggageAllowance] ?? segment.baggageAllowance}) ·{' '}
                {tripsCopy.carryOn} · {tripsCopy.personalItem}
              </Typography>
            </Box>
          );
        }),
      )}
    </Stack>
  );
}

function HotelDetails({ details }: { details: BookingDetailsOf<'hotel'> }) {
  const stars = Math.round(details.rating);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ImageWithFallback src={details.imageURL} alt={details.hotelName} style={imageStyle} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography fontWeight={700}>{details.hotelName}</Typography>
        <Rating value={stars} readOnly size="small" aria-label={tripsCopy.stars(stars)} />
        <Line>{[details.address, details.cityName].filter(Boolean).join(', ')}</Line>
        <Line label="Check-in">{formatDate(details.checkin)}</Line>
        <Line label="Check-out">{formatDate(details.checkout)}</Line>
        {details.rooms.map((room, index) => (
          <Box key={`${room.roomName}-${index}`}>
            <Line label={`${tripsCopy.room} ${index + 1}`}>{room.roomName}</Line>
            {room.roomDescription ? (
              <Typography variant="body2">{room.roomDescription}</Typography>
            ) : null}
            {room.cancelPenalty ? (
              <Line label={tripsCopy.cancelPolicy}>{room.cancelPenalty}</Line>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function CarDetails({ details }: { details: BookingDetailsOf<'car'> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ImageWithFallback src={details.urlCarImg} alt={details.model} style={imageStyle} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <ImageWithFallback
            src={details.urlLogoCompany}
            alt={details.companyName}
            style={{ height: 24, maxWidth: 80, objectFit: 'contain' }}
          />
          <Typography fontWeight={700}>{details.companyName}</Typography>
        </Stack>
        <Line>
          {details.categoryName || details.category} · {details.model}
        </Line>
        <Line>
          {[
            tripsCopy.capacity(details.capacity),
            tripsCopy.doors(details.numberDoors),
            carMessages.luggage,
            details.automaticTransmission ? tripsCopy.automatic : tripsCopy.manual,
            details.airConditioning ? tripsCopy.airConditioning : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Line>
        <Line label={tripsCopy.pickup}>
          {dateTimeText(details.pickupDateTime)} · {details.pickupAddress}
        </Line>
        <Line label={tripsCopy.dropoff}>
          {dateTimeText(details.dropoffDateTime)} · {details.dropoffAddress}
        </Line>
      </Stack>
    </Stack>
  );
}

function BusDetails({ details }: { details: BookingDetailsOf<'bus'> }) {
  return (
    <Stack spacing={1.5}>
      {details.legs.map((leg) => {
        const offset = dayOffset(leg.departure, leg.arrival);
        return (
          <Box
            key={leg.direction}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Chip
                size="small"
                label={leg.direction === 'IDA' ? tripsCopy.outbound : tripsCopy.inbound}
              />
              <Typography fontWeight={700}>{leg.companyName}</Typography>
              <Typography variant="body2">{leg.classType}</Typography>
            </Stack>
            <Line>
              {dateTimeText(leg.departure)} {leg.origin} → {dateTimeText(leg.arrival)}{' '}
              {leg.destination}
              {offset > 0 ? ` (${busMessages.arrivalDays(offset)})` : ''}
            </Line>
            {leg.seats.length > 0 ? (
              <Line label={tripsCopy.seats}>{leg.seats.join(', ')}</Line>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The free-cancellation policy the activity was booked with. */
const ActivityPolicy = ({ text }: { text: string | null }) =>
  text ? <Line label={tripsCopy.cancelPolicy}>{text}</Line> : null;

function ExperienceDetails({
  details,
  policy,
}: {
  details: BookingDetailsOf<'experience'>;
  policy: string | null;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {details.image ? (
        <ImageWithFallback src={details.image} alt={details.name} style={imageStyle} />
      ) : null}
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography fontWeight={700}>{details.name}</Typography>
        <Typography variant="body2">{details.description}</Typography>
        <Line>{[details.cityName, details.stateName].filter(Boolean).join(' - ')}</Line>
        <Line label={tripsCopy.dateAndTime}>
          {formatDate(details.date)} {details.time.slice(0, 5)}
        </Line>
        <ActivityPolicy text={policy} />
      </Stack>
    </Stack>
  );
}

function EntertainmentDetails({
  details,
  policy,
}: {
  details: BookingDetailsOf<'entertainment'>;
  policy: string | null;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ImageWithFallback src={details.image} alt={details.name} style={imageStyle} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography fontWeight={700}>{details.name}</Typography>
        <ExpandableText text={details.description} max={ACTIVITY_CARD_TEXT_MAX} variant="body2" />
        {details.location ? <Line>{details.location}</Line> : null}
        <Line label={tripsCopy.dateAndTime}>
          {formatDate(details.serviceDate)}
          {details.startingTime ? ` ${details.startingTime.slice(0, 5)}` : ''}
        </Line>
        {details.returnDate ? (
          <Line label={tripsCopy.returnDate}>{formatDate(details.returnDate)}</Line>
        ) : null}
        {details.transfer
          ? transferPlaces(details.transfer).map((place) => (
              <Line key={place.label} label={place.label}>
                {place.text}
              </Line>
            ))
          : null}
        <ActivityPolicy text={policy} />
      </Stack>
    </Stack>
  );
}

/** The product part of a trip card, one kind per booking type. */
export function TripDetails({ booking }: { booking: BookingView }) {
  const details = booking.details;
  if (!details) return null;
  switch (details.kind) {
    case 'flight':
      return <FlightDetails details={details} />;
    case 'hotel':
      return <HotelDetails details={details} />;
    case 'car':
      return <CarDetails details={details} />;
    case 'bus':
      return <BusDetails details={details} />;
    case 'experience':
      return <ExperienceDetails details={details} policy={activityCancellationText(booking)} />;
    case 'entertainment':
      return <EntertainmentDetails details={details} policy={activityCancellationText(booking)} />;
  }
}

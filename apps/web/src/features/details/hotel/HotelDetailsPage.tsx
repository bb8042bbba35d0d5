import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roomIndexes } from '@portal/domain/hotels';
import { sanitizeHtml } from '../../../shared/html/sanitizeHtml';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { readHotelDraft } from '../../../shared/storage/hotelSearch';
import { hotelPriceMode } from '../../../shared/pricing/hotelPriceMode';
import { readSelectedHotel, readSelectedRooms } from '../../../shared/storage/selectedHotel';
import { hotelDetailsQuery } from './api';
import { Carousel } from '../../../shared/ui/Carousel';
import { hotelDetailsCopy as copy } from './messages';
import { RoomSelection } from './RoomSelection';
import { PageSearchSummary } from '../../../shared/search/SearchSummaryBar';

const HotelMap = lazy(() => import('../../../shared/ui/HotelMap'));

export const mapsLink = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** Hotel detail page /busca/hotel-details: reads the selected hotel from session storage. */
export default function HotelDetailsPage() {
  const user = useSignedUser();
  const mode = useMemo(() => hotelPriceMode(user), [user]);
  const [stay] = useState(readSelectedHotel);
  const [draft] = useState(readHotelDraft);
  const [initialRooms] = useState(readSelectedRooms);
  const code = stay?.basicPropertyInfo.hotelRef.hotelCode ?? '';
  const details = useQuery({ ...hotelDetailsQuery(code), enabled: code !== '' });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const description = useMemo(
    () => (details.data ? sanitizeHtml(details.data.hotelInfo.description) : ''),
    [details.data],
  );

  if (!stay || !draft) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {copy.noHotel}
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.home}>
            {copy.backToSearch}
          </Button>
        </Paper>
      </Container>
    );
  }

  const info = stay.basicPropertyInfo;
  const hotelInfo = details.data?.hotelInfo;
  const name = hotelInfo?.hotelName ?? info.hotelRef.hotelName;
  const rating = Math.round(hotelInfo?.rating ?? info.award.rating);
  const address = hotelInfo?.address ?? info.address.addressLine;
  const { latitude, longitude } = hotelInfo?.position ?? info.position;
  const images = hotelInfo?.images.length ? hotelInfo.images : [info.imageURL];
  const qtRooms = Math.max(1, draft.qtRooms || roomIndexes(stay).length);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageSearchSummary />
      <Stack spacing={3}>
        <Carousel key={images.join('|')} images={images} name={name} />
        <Box>
          <Typography component="h1" variant="h4">
            {name}
          </Typography>
          <Rating value={rating} readOnly getLabelText={copy.rating} />
          <Typography>
            {address}{' '}
            <Link href={mapsLink(latitude, longitude)} target="_blank" rel="noopener noreferrer">
              {copy.openMaps}
            </Link>
          </Typography>
          {hotelInfo ? (
            <Typography sx={{ mt: 1 }}>
              <strong>{copy.checkIn}</strong> {copy.from(hotelInfo.checkInTime)} ·{' '}
              <strong>{copy.checkOut}</strong> {copy.until(hotelInfo.checkOutTime)}
            </Typography>
          ) : null}
        </Box>
        {details.isPending ? (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{copy.loading}</Typography>
          </Box>
        ) : null}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            {hotelInfo ? (
              <Box component="section" aria-labelledby="hotel-description">
                <Typography id="hotel-description" component="h2" variant="h6">
                  {copy.description}
                </Typography>
                <Box
                  data-testid="hotel-description"
                  dangerouslySetInnerHTML={{ __html: description }}
                />
              </Box>
            ) : null}
            {hotelInfo?.amenities.length ? (
              <Box component="section" aria-labelledby="hotel-amenities" sx={{ mt: 2 }}>
                <Typography id="hotel-amenities" component="h2" variant="h6" gutterBottom>
                  {copy.amenities}
                </Typography>
                <Stack
                  direction="row"
                  flexWrap="wrap"
                  gap={1}
                  component="ul"
                  sx={{ p: 0, m: 0, listStyle: 'none' }}
                >
                  {hotelInfo.amenities.map((a) => (
                    <li key={a}>
                      <Chip label={a} variant="outlined" />
                    </li>
                  ))}
                </Stack>
              </Box>
            ) : null}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {copy.location}
            </Typography>
            <Suspense fallback={<CircularProgress aria-label={copy.mapLabel} />}>
              <HotelMap
                height={300}
                ariaLabel={copy.mapLabel}
                markers={[{ id: code, latitude, longitude, label: null, title: name }]}
              />
            </Suspense>
          </Grid>
        </Grid>
        <Box component="section" aria-labelledby="hotel-rooms">
          <Typography id="hotel-rooms" component="h2" variant="h5" gutterBottom>
            {copy.rooms}
          </Typography>
          <RoomSelection
            stay={stay}
            searchState={draft}
            qtRooms={qtRooms}
            mode={mode}
            user={user}
            initial={initialRooms}
          />
        </Box>
      </Stack>
    </Container>
  );
}

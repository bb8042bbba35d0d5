import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  defaultHotelFilters,
  displayPrice,
  filterHotels,
  hotelTotalCents,
  mapMarkerLabel,
  perNightCents,
  priceBounds,
  roomIndexes,
  sortStaysByPrice,
  stayNights,
  type HotelFilters,
  type HotelPriceMode,
  type HotelStay,
} from '@portal/domain/hotels';
import { isApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/routes';
import { readHotelDraft } from '../../../shared/storage/hotelSearch';
import { hotelSearchQuery, hotelSearchRequest } from './api';
import { VirtualList } from '../VirtualList';
import { HotelCard, type HotelListItem } from './HotelCard';
import { HotelFiltersPanel } from './HotelFilters';
import { RESULTS_MAP_HEIGHT } from '../../../shared/ui/mapConfig';
import { hotelResultsCopy as copy } from './messages';
import { useHotelPriceMode } from '../../../shared/pricing/hotelPriceMode';
import { writeSelectedHotel } from '../../../shared/storage/selectedHotel';
import { mdiMap, mdiViewList } from '@mdi/js';
import { Icon } from '../../../shared/ui/Icon';

const HotelMap = lazy(() => import('../../../shared/ui/HotelMap'));

/** Estimated card height before measuring (image beside the text on wide screens). */
const ESTIMATED_CARD_PX = 220;

export function toListItems(
  stays: HotelStay[],
  qtRooms: number,
  mode: HotelPriceMode,
): HotelListItem[] {
  return sortStaysByPrice(stays).map((stay) => {
    const cents = hotelTotalCents(stay);
    const nights = stayNights(stay);
    const price = displayPrice(cents, mode);
    return {
      stay,
      code: stay.basicPropertyInfo.hotelRef.hotelCode,
      cents,
      nights,
      rooms: Math.max(qtRooms, roomIndexes(stay).length),
      value: price.value,
      priceText: price.text,
      perNightText: displayPrice(perNightCents(cents, nights), mode).text,
      markerLabel: mapMarkerLabel(cents, mode),
    };
  });
}

function Loading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '40vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}
    >
      <Stack spacing={2} alignItems="center">
        <CircularProgress aria-hidden />
        <Typography component="p" variant="h6">
          {copy.loadingTitle}
        </Typography>
        <Typography>{copy.loadingText}</Typography>
      </Stack>
    </Box>
  );
}

function Empty({ text = copy.emptyText }: { text?: string }) {
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="hotel-empty">
      <Typography component="h2" variant="h6" gutterBottom>
        {copy.emptyTitle}
      </Typography>
      <Typography>{text}</Typography>
    </Paper>
  );
}

function ErrorBox({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="error"
      data-testid="hotel-error"
      action={
        <Button color="inherit" onClick={() => void navigate(paths.home)}>
          {copy.redoSearch}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

function ResultsView({ items }: { items: HotelListItem[] }) {
  const navigate = useNavigate();
  const mode = useHotelPriceMode();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const bounds = useMemo(() => priceBounds(items.map((i) => i.value)), [items]);
  const initial = (): HotelFilters => ({ ...defaultHotelFilters(), priceRange: bounds });
  const [filters, setFilters] = useState<HotelFilters>(initial);
  const [pending, setPending] = useState<HotelFilters | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const visible = useMemo(
    () =>
      filterHotels(
        items.map((i) => ({ ...i.stay, item: i })),
        filters,
        (s) => s.item.value,
      ).map((s) => s.item),
    [items, filters],
  );

  const open = (item: HotelListItem) => {
    writeSelectedHotel(item.stay);
    void navigate(paths.hotelDetails);
  };

  const panel = (value: HotelFilters, onChange: (f: HotelFilters) => void) => (
    <HotelFiltersPanel
      filters={value}
      bounds={bounds}
      mode={mode}
      onChange={onChange}
      onClear={() => onChange(initial())}
    />
  );

  return (
    <Grid container spacing={3}>
      {mobile ? null : (
        <Grid size={{ xs: 12, sm: 3 }}>
          <Paper sx={{ p: 2 }}>{panel(filters, setFilters)}</Paper>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: mobile ? 12 : 9 }}>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          flexWrap="wrap"
          gap={1}
          sx={{ mb: 2 }}
        >
          <Typography component="h2" variant="h6" aria-live="polite">
            {copy.results(visible.length)}
          </Typography>
          <Stack direction="row" gap={1}>
            {mobile ? (
              <Button variant="outlined" onClick={() => setPending(filters)}>
                {copy.openFilters}
              </Button>
            ) : null}
            <ToggleButtonGroup
              exclusive
              size="small"
              sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}
              value={view}
              aria-label={copy.view}
              onChange={(_e, next: 'list' | 'map' | null) => next && setView(next)}
            >
              <ToggleButton value="list" aria-label={copy.list}>
                <Icon path={mdiViewList} sx={{ mr: 0.5 }} /> {copy.list}
              </ToggleButton>
              <ToggleButton value="map" aria-label={copy.map}>
                <Icon path={mdiMap} sx={{ mr: 0.5 }} /> {copy.map}
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Stack>
        {visible.length === 0 ? (
          <Empty text={copy.emptyFilters} />
        ) : view === 'map' ? (
          <Suspense fallback={<CircularProgress aria-label={copy.mapLabel} />}>
            <HotelMap
              height={RESULTS_MAP_HEIGHT}
              ariaLabel={copy.mapLabel}
              markers={visible.map((item) => ({
                id: item.code,
                latitude: item.stay.basicPropertyInfo.position.latitude,
                longitude: item.stay.basicPropertyInfo.position.longitude,
                label: item.markerLabel,
                price: item.cents,
                title: copy.mapMarker(
                  item.stay.basicPropertyInfo.hotelRef.hotelName,
                  item.markerLabel,
                ),
                popup: (
                  <Box
                    component="section"
                    aria-label={copy.infoCard(item.stay.basicPropertyInfo.hotelRef.hotelName)}
                    sx={{ minWidth: 200 }}
                  >
                    <Typography component="h3" variant="subtitle1" fontWeight={700}>
                      {item.stay.basicPropertyInfo.hotelRef.hotelName}
                    </Typography>
                    <Typography variant="body2">
                      {item.stay.basicPropertyInfo.address.addressLine}
                    </Typography>
                    <Typography variant="body1" fontWeight={800} sx={{ my: 1 }}>
                      {item.priceText}
                    </Typography>
                    <Button variant="contained" size="small" onClick={() => open(item)}>
                      {copy.select}
                    </Button>
                  </Box>
                ),
              }))}
            />
          </Suspense>
        ) : (
          <VirtualList
            items={visible}
            estimateSize={ESTIMATED_CARD_PX}
            gap={16}
            itemKey={(item) => item.code}
            renderItem={(item) => <HotelCard item={item} onOpen={open} />}
          />
        )}
      </Grid>
      {mobile ? (
        <Dialog
          fullScreen
          open={pending !== null}
          onClose={() => setPending(null)}
          aria-label={copy.filters}
        >
          <DialogContent>{pending ? panel(pending, setPending) : null}</DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>{copy.cancel}</Button>
            <Button
              variant="contained"
              onClick={() => {
                if (pending) setFilters(pending);
                setPending(null);
              }}
            >
              {copy.apply}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Grid>
  );
}

/**
 * Hotel part of the search results page: runs the stored search, shows loading,
 * results (list or map with filters), the empty state, or the 409 box with 'Refazer pesquisa'.
 * 400 is an empty result; 401 ends the session (the API client does it).
 */
export default function HotelResults() {
  const mode = useHotelPriceMode();
  const [draft] = useState(readHotelDraft);
  const [request] = useState(() => (draft ? hotelSearchRequest(draft) : null));
  const query = useQuery(hotelSearchQuery(request));
  const items = useMemo(
    () => (query.data ? toListItems(query.data, request?.qtRooms ?? 1, mode) : null),
    [query.data, request, mode],
  );

  if (!request) return <Empty text={copy.noSearch} />;
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 400) return <Empty />;
    if (isApiError(error) && error.status === 401) return <Loading />;
    return <ErrorBox message={error.message} />;
  }
  if (!items || items.length === 0) return <Empty />;
  return <ResultsView items={items} />;
}

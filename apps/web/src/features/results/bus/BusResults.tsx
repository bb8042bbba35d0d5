import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  busFilterOptions,
  busPrice,
  busSelectionReady,
  defaultBusFilters,
  filterBusChoice,
  type BusChoice,
  type BusFilters,
  type BusRoute,
} from '@portal/domain/buses';
import { isApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { LoginRegisterDialog } from '../../../shared/auth/LoginRegisterDialog';
import { readBusSearch } from '../../../shared/storage/busSearch';
import { resultsCopy } from '../messages';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import { ResultsLayout } from '../ResultsLayout';
import { ResultsEmpty, ResultsErrorBox, ResultsLoading } from '../ResultsStates';
import { VirtualList } from '../VirtualList';
import { busSearchQuery, busSearchRequest } from './api';
import { BusFiltersPanel } from './BusFiltersPanel';
import { BusRouteRow } from './BusRouteRow';
import { busResultsCopy as copy } from './messages';
import { writeSelectedBus } from '../../../shared/storage/selectedBus';

/** Bus filters take 2 of 12 columns. */
const BUS_FILTER_COLUMNS = 2;
/** The side card's greatest height. */
const SIDE_CARD_MAX_PX = 450;
/** Height guessed for a departure row before it is measured. */
const ESTIMATED_ROW_PX = 110;

interface Legs {
  going: BusRoute[];
  returning: BusRoute[];
}

function Leg({
  direction,
  routes,
  chosen,
  passengers,
  onChoose,
}: {
  direction: 'IDA' | 'VOLTA';
  routes: BusRoute[];
  chosen: BusRoute | null;
  passengers: number;
  onChoose: (r: BusRoute) => void;
}) {
  const price = usePriceDisplay('bus');
  const title = direction === 'IDA' ? copy.going : copy.returning;
  const titleId = `bus-leg-${direction}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {routes.length === 0 ? (
        <Typography>{copy.noRoutes}</Typography>
      ) : (
        <VirtualList
          role="radiogroup"
          labelledBy={titleId}
          items={routes}
          estimateSize={ESTIMATED_ROW_PX}
          gap={8}
          itemKey={(route) => route.key}
          renderItem={(route) => (
            <BusRouteRow
              direction={direction}
              route={route}
              priceText={price.format(busPrice([route], passengers).perPassengerCents)}
              checked={chosen?.key === route.key}
              name={`bus-${direction}`}
              onChoose={onChoose}
            />
          )}
        />
      )}
    </Box>
  );
}

function SideCard({
  roundTrip,
  choice,
  passengers,
  onSelect,
}: {
  roundTrip: boolean;
  choice: BusChoice;
  passengers: number;
  onSelect: () => void;
}) {
  const price = usePriceDisplay('bus');
  const ready = busSelectionReady(roundTrip, choice.going, choice.back);
  const { totalCents, perPassengerCents } = busPrice(
    [choice.going, roundTrip ? choice.back : null],
    passengers,
  );
  return (
    <Paper
      component="section"
      aria-labelledby="bus-side-title"
      variant="outlined"
      sx={{
        p: 2,
        maxHeight: SIDE_CARD_MAX_PX,
        overflow: 'auto',
        position: { md: 'sticky' },
        top: { md: 16 },
      }}
    >
      <Typography id="bus-side-title" component="h2" variant="h6">
        {roundTrip ? copy.roundTrip : copy.oneWay}
      </Typography>
      <Box component="dl" sx={{ my: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {copy.perPassengerTitle}
        </Typography>
        <Typography
          component="dd"
          fontWeight={700}
          data-testid="bus-per-passenger"
          sx={{ m: 0, mb: 1 }}
        >
          {price.format(perPassengerCents)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {copy.total}
        </Typography>
        <Typography
          component="dd"
          variant="h5"
          fontWeight={800}
          data-testid="bus-total"
          sx={{ m: 0 }}
        >
          {price.format(totalCents)}
        </Typography>
      </Box>
      <Button variant="contained" fullWidth disabled={!ready} onClick={onSelect}>
        {copy.select}
      </Button>
    </Paper>
  );
}

function BusView({
  legs,
  roundTrip,
  passengers,
}: {
  legs: Legs;
  roundTrip: boolean;
  passengers: number;
}) {
  const navigate = useNavigate();
  const user = useSignedUser();
  const [filters, setFilters] = useState<BusFilters>(defaultBusFilters);
  const [saved, setSaved] = useState<BusFilters | null>(null);
  const [choice, setChoice] = useState<BusChoice>({ going: null, back: null });
  const [loginOpen, setLoginOpen] = useState(false);
  const options = useMemo(() => busFilterOptions([...legs.going, ...legs.returning]), [legs]);
  const visible = useMemo(
    () => filterBusChoice(legs, filters, choice).legs,
    [legs, filters, choice],
  );

  // A departure or return the filters hide is no longer chosen.
  const update = (next: { filters?: BusFilters; choice?: BusChoice }) => {
    const nextFilters = next.filters ?? filters;
    setFilters(nextFilters);
    setChoice(filterBusChoice(legs, nextFilters, next.choice ?? choice).choice);
  };

  const select = () => {
    if (!choice.going || !busSelectionReady(roundTrip, choice.going, choice.back)) return;
    writeSelectedBus({ going: choice.going, back: roundTrip ? choice.back : null, passengers });
    if (user.guest || user.travelVoucher) setLoginOpen(true);
    else void navigate(paths.summary);
  };

  return (
    <ResultsLayout
      filterColumns={BUS_FILTER_COLUMNS}
      resultsKey={visible}
      onOpenFilters={() => setSaved(filters)}
      onCancelFilters={() => saved && update({ filters: saved })}
      filters={
        <BusFiltersPanel
          filters={filters}
          options={options}
          roundTrip={roundTrip}
          onChange={(next) => update({ filters: next })}
          onClear={() => update({ filters: defaultBusFilters() })}
        />
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 280px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Leg
            direction="IDA"
            routes={visible.going}
            chosen={choice.going}
            passengers={passengers}
            onChoose={(going) => update({ choice: { ...choice, going } })}
          />
          {roundTrip ? (
            <Leg
              direction="VOLTA"
              routes={visible.returning}
              chosen={choice.back}
              passengers={passengers}
              onChoose={(back) => update({ choice: { ...choice, back } })}
            />
          ) : null}
        </Stack>
        <SideCard roundTrip={roundTrip} choice={choice} passengers={passengers} onSelect={select} />
      </Box>
      {loginOpen ? <LoginRegisterDialog open onClose={() => setLoginOpen(false)} /> : null}
    </ResultsLayout>
  );
}

/** Bus part of the results page: runs the stored search (restored on reload), IDA and VOLTA rows, the side card. */
export default function BusResults() {
  const [draft] = useState(readBusSearch);
  const [request] = useState(() => (draft ? busSearchRequest(draft) : null));
  const query = useQuery(busSearchQuery(request));
  const legs = useMemo<Legs | null>(() => {
    if (!query.data) return null;
    return {
      going: query.data.find((r) => r.direction === 'IDA')?.busAvailability ?? [],
      returning: query.data.find((r) => r.direction === 'VOLTA')?.busAvailability ?? [],
    };
  }, [query.data]);

  if (!request || !draft) return <ResultsEmpty text={resultsCopy.noSearch} />;
  if (query.isPending) return <ResultsLoading message={copy.loading} />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 401) return <ResultsEmpty />;
    return <ResultsErrorBox message={error.message} />;
  }
  if (!legs || legs.going.length === 0) return <ResultsEmpty />;
  return (
    <BusView legs={legs} roundTrip={Boolean(request.filter.end)} passengers={draft.passageiros} />
  );
}

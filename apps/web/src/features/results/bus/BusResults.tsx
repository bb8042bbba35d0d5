import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  brlToCents,
  busFilterOptions,
  busSelectionReady,
  busTotalCents,
  defaultBusFilters,
  filterBusLegs,
  type BusFilters,
  type BusRoute,
} from '@portal/domain';
import { isApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { LoginRegisterDialog } from '../../../shared/auth/LoginRegisterDialog';
import { readBusSearch } from '../../../shared/storage/busSearch';
import { resultsCopy } from '../messages';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import { ResultsLayout } from '../ResultsLayout';
import { ResultsEmpty, ResultsErrorBox, ResultsLoading } from '../ResultsStates';
import { busSearchQuery, busSearchRequest } from './api';
import { BusFiltersPanel } from './BusFiltersPanel';
import { BusRouteRow } from './BusRouteRow';
import { busResultsCopy as copy } from './messages';
import { writeSelectedBus } from '../../../shared/storage/selectedBus';

/** Bus filters take 2 of 12 columns. */
const BUS_FILTER_COLUMNS = 2;
/** The side card's greatest height. */
const SIDE_CARD_MAX_PX = 450;

interface Legs {
  going: BusRoute[];
  returning: BusRoute[];
}

function Leg({
  direction,
  routes,
  chosen,
  onChoose,
}: {
  direction: 'IDA' | 'VOLTA';
  routes: BusRoute[];
  chosen: BusRoute | null;
  onChoose: (r: BusRoute) => void;
}) {
  const price = usePriceDisplay('bus');
  const title = direction === 'IDA' ? copy.going : copy.returning;
  return (
    <Box component="section" aria-labelledby={`bus-leg-${direction}`}>
      <Typography id={`bus-leg-${direction}`} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {routes.length === 0 ? (
        <Typography>{copy.noRoutes}</Typography>
      ) : (
        <Stack spacing={1} role="radiogroup" aria-labelledby={`bus-leg-${direction}`}>
          {routes.map((route) => (
            <BusRouteRow
              key={route.key}
              direction={direction}
              route={route}
              priceText={price.format(brlToCents(route.cashValue))}
              checked={chosen?.key === route.key}
              name={`bus-${direction}`}
              onChoose={onChoose}
            />
          ))}
        </Stack>
      )}
    </Box>
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
  const price = usePriceDisplay('bus');
  const [filters, setFilters] = useState<BusFilters>(defaultBusFilters);
  const [saved, setSaved] = useState<BusFilters | null>(null);
  const [going, setGoing] = useState<BusRoute | null>(null);
  const [back, setBack] = useState<BusRoute | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const options = useMemo(() => busFilterOptions([...legs.going, ...legs.returning]), [legs]);
  const visible = useMemo(() => filterBusLegs(legs, filters, going), [legs, filters, going]);
  const ready = busSelectionReady(roundTrip, going, back);
  const total = busTotalCents([going, roundTrip ? back : null], passengers);

  const select = () => {
    if (!going || !ready) return;
    writeSelectedBus({ going, back: roundTrip ? back : null, passengers });
    if (user.guest || user.travelVoucher) setLoginOpen(true);
    else void navigate(paths.summary);
  };

  return (
    <ResultsLayout
      filterColumns={BUS_FILTER_COLUMNS}
      resultsKey={visible}
      onOpenFilters={() => setSaved(filters)}
      onCancelFilters={() => saved && setFilters(saved)}
      filters={
        <BusFiltersPanel
          filters={filters}
          options={options}
          roundTrip={roundTrip}
          onChange={setFilters}
          onClear={() => setFilters(defaultBusFilters())}
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
          <Leg direction="IDA" routes={visible.going} chosen={going} onChoose={setGoing} />
          {roundTrip ? (
            <Leg direction="VOLTA" routes={visible.returning} chosen={back} onChoose={setBack} />
          ) : null}
        </Stack>
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
          <Typography variant="body2" color="text.secondary">
            {copy.total}
          </Typography>
          <Typography
            component="p"
            variant="h5"
            fontWeight={800}
            data-testid="bus-total"
            sx={{ mb: 2 }}
          >
            {price.format(total)}
          </Typography>
          <Button variant="contained" fullWidth disabled={!ready} onClick={select}>
            {copy.select}
          </Button>
        </Paper>
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

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  applyFlightFilters,
  checkFlightSelection,
  chooseFlightLeg,
  defaultFlightFilters,
  emptyFlightSelection,
  flightCouponDiscount,
  flightResultsRoundTrip,
  flightMessages,
  lowestPriceTable,
  sortFlightsByTotal,
  type FilteredRecommendation,
  type FlightFilters,
  type FlightSearchRequest,
  type FlightSearchResponse,
  type FlightSelection,
  type FlightStopsBucket,
} from '@portal/domain/flights';
import { isApiError } from '../../../shared/api/client';
import { useAlert } from '../../../shared/alerts/alertContext';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { paths } from '../../../shared/routes';
import type { FlySearchDraft } from '../../../shared/search/flightDraft/flySearchDraft';
import { readFlySearch } from '../../../shared/search/flightDraft/flySearch';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import { ResultsLayout } from '../ResultsLayout';
import { ResultsEmpty, ResultsErrorBox, ResultsLoading } from '../ResultsStates';
import { resultsCopy } from '../messages';
import { flightSearchQuery } from '../../../shared/search/flightSearch';
import { flightRequest } from '../../../shared/search/flightDraft/storedFlightRequest';
import { FlightList } from './FlightList';
import type { Leg } from './FlightCard';
import { flightResultsCopy } from './messages';

// fetched when shown, so the results' first load carries only what the list needs: fare details
// open on a click, the lead form shows when a search finds nothing, and only guests and voucher
// users sign in from here
const FareDetailsDialog = lazy(() =>
  import('./FareDetailsDialog').then((m) => ({ default: m.FareDetailsDialog })),
);
const NoFlightFound = lazy(() =>
  import('./NoFlightFound').then((m) => ({ default: m.NoFlightFound })),
);
// A phone shows neither the filter column (its filters open in a dialog) nor the lowest-price
// table: their code (the sliders, checkboxes, the table) is fetched by larger screens while the
// search runs, and by a phone when it opens the filters.
const loadFiltersPanel = () => import('./FlightFiltersPanel');
const FlightFiltersPanel = lazy(() =>
  loadFiltersPanel().then((m) => ({ default: m.FlightFiltersPanel })),
);
const loadLowestPriceTable = () => import('./LowestPriceTable');
const LowestPriceTable = lazy(() =>
  loadLowestPriceTable().then((m) => ({ default: m.LowestPriceTable })),
);
const LoginRegisterDialog = lazy(() =>
  import('../../../shared/auth/LoginRegisterDialog').then((m) => ({
    default: m.LoginRegisterDialog,
  })),
);

/** Results of one flight search: filters, lowest-price table, cards, fare details, selection hand-off. */
export function FlightResultsView({
  response,
  search,
}: {
  response: FlightSearchResponse;
  search: FlySearchDraft;
}) {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const price = usePriceDisplay('flight');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [filters, setFilters] = useState<FlightFilters>(defaultFlightFilters);
  const [selection, setSelection] = useState<FlightSelection>(emptyFlightSelection);
  const [fareItem, setFareItem] = useState<FilteredRecommendation | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const snapshot = useRef<FlightFilters>(filters);

  const sorted = useMemo(() => sortFlightsByTotal(response.recommendations), [response]);
  const table = useMemo(() => (phone ? [] : lowestPriceTable(response)), [phone, response]);
  const filtered = useMemo(() => applyFlightFilters(sorted, filters), [sorted, filters]);
  const discount = useMemo(
    () => flightCouponDiscount(user.campaign.coupon, user.campaign.couponEnabled),
    [user.campaign.coupon, user.campaign.couponEnabled],
  );
  const roundTrip = useMemo(() => flightResultsRoundTrip(response), [response]);

  const onChoose = useCallback((recommendationId: string, leg: Leg, segmentId: string) => {
    setSelection((current) => chooseFlightLeg(current, leg, { recommendationId, segmentId }));
  }, []);

  const onSelect = useCallback(
    async (item: FilteredRecommendation) => {
      const id = item.recommendation.recommendationid;
      const check = checkFlightSelection(selection, id, roundTrip);
      if (!check.ok) {
        showAlert({ kind: 'warning', message: check.message });
        return;
      }
      const ida = item.ida.find((option) => option.segmentid === selection.ida?.segmentId);
      const volta = roundTrip
        ? item.volta.find((option) => option.segmentid === selection.volta?.segmentId)
        : null;
      if (!ida || volta === undefined) {
        showAlert({ kind: 'warning', message: flightMessages.selectThisSegment });
        return;
      }
      // The fare may have sold out since the list came: the search is asked again (refreshing the
      // list) before the checkout. A failed check lets the booking's own recheck decide.
      const body = flightRequest(search);
      // the stored selection's module (its zod schema) is fetched on the first choice, not with
      // the results
      const [fresh, { storeSelectedFlight }] = await Promise.all([
        body
          ? queryClient
              .fetchQuery({ ...flightSearchQuery(body), staleTime: 0 })
              .catch(() => undefined)
          : undefined,
        import('../../../shared/storage/selectedFlight'),
      ]);
      if (fresh !== undefined && !fresh?.recommendations.some((r) => r.recommendationid === id)) {
        showAlert({ kind: 'error', message: flightResultsCopy.soldOut });
        return;
      }
      storeSelectedFlight({
        recommendation: item.recommendation,
        ida,
        volta,
        goingSegmentId: ida.segmentid,
        returnSegmentId: volta?.segmentid ?? null,
        search,
      });
      if (user.guest || user.travelVoucher) setLoginOpen(true);
      else navigate(paths.summary);
    },
    [selection, roundTrip, search, user, navigate, showAlert, queryClient],
  );

  const onPickCell = useCallback((carrier: string, stops: FlightStopsBucket) => {
    setFilters((current) => ({ ...current, airlines: [carrier], stops: [stops] }));
  }, []);

  return (
    <>
      <ResultsLayout
        resultsKey={filtered}
        onOpenFilters={() => {
          snapshot.current = filters;
          void loadFiltersPanel();
        }}
        onCancelFilters={() => setFilters(snapshot.current)}
        filters={
          <Suspense fallback={null}>
            <FlightFiltersPanel response={response} filters={filters} onChange={setFilters} />
          </Suspense>
        }
      >
        {phone ? null : (
          <Suspense fallback={null}>
            <LowestPriceTable rows={table} price={price} onPick={onPickCell} />
          </Suspense>
        )}
        <Typography
          role="status"
          aria-live="polite"
          variant="subtitle1"
          fontWeight={700}
          sx={{ mb: 1 }}
        >
          {flightResultsCopy.count(filtered.length)}
        </Typography>
        {filtered.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{flightResultsCopy.filteredEmpty}</Typography>
          </Paper>
        ) : (
          <FlightList
            items={filtered}
            selection={selection}
            price={price}
            discount={discount}
            onChoose={onChoose}
            onSelect={(item) => void onSelect(item)}
            onFareDetails={setFareItem}
          />
        )}
      </ResultsLayout>
      {fareItem ? (
        <Suspense fallback={null}>
          <FareDetailsDialog item={fareItem} onClose={() => setFareItem(null)} />
        </Suspense>
      ) : null}
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginRegisterDialog open onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The flight part of /busca/resultado-pesquisa: runs the stored search (flySearch) and shows its states. */
export default function FlightResults() {
  const search = useMemo(() => readFlySearch(), []);
  const body = useMemo(() => (search ? flightRequest(search) : null), [search]);
  if (!search || !body) return <ResultsEmpty text={resultsCopy.noSearch} />;
  return <FlightSearchResults search={search} body={body} />;
}

function FlightSearchResults({
  search,
  body,
}: {
  search: FlySearchDraft;
  body: FlightSearchRequest;
}) {
  const query = useQuery(flightSearchQuery(body));
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  useEffect(() => {
    if (phone) return;
    void loadFiltersPanel();
    void loadLowestPriceTable();
  }, [phone]);
  if (query.isPending) return <ResultsLoading />;
  if (query.isError) {
    // 401 went to /session-expires through the API client
    if (isApiError(query.error) && query.error.status === 401) return <ResultsLoading />;
    return <ResultsErrorBox message={query.error.message} />;
  }
  if (!query.data || query.data.recommendations.length === 0) {
    return (
      <Suspense fallback={<ResultsLoading />}>
        <NoFlightFound />
      </Suspense>
    );
  }
  return <FlightResultsView response={query.data} search={search} />;
}

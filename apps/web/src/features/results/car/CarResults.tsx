import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brlToCents, formatBRL, formatPoints } from '@portal/domain/money';
import {
  carCategoryOptions,
  carCompanyOptions,
  carMessages,
  carPriceBounds,
  carsForCountry,
  defaultCarFilters,
  filterCars,
  sortCarsByTotal,
  type CarFilters,
  type CarOffer,
} from '@portal/domain/cars';
import { isApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { LoginRegisterDialog } from '../../../shared/auth/LoginRegisterDialog';
import { readCarSearch } from '../../../shared/storage/carSearch';
import { resultsCopy } from '../messages';
import { usePriceDisplay, type PriceDisplay } from '../../../shared/pricing/priceDisplay';
import { ResultsLayout } from '../ResultsLayout';
import { ResultsEmpty, ResultsErrorBox } from '../ResultsStates';
import { VirtualList } from '../VirtualList';
import { carSearchQuery, carSearchRequest } from './api';
import { CarCard, type CarListItem } from './CarCard';
import { CarFiltersPanel } from './CarFiltersPanel';
import { carResultsCopy as copy } from './messages';
import { writeSelectedCar } from '../../../shared/storage/selectedCar';

const ESTIMATED_CARD_PX = 220;
const LOADING_CARDS = 5;

function toItems(offers: CarOffer[], country: string, price: PriceDisplay): CarListItem[] {
  return sortCarsByTotal(carsForCountry(offers, country)).map((offer) => {
    const cents = brlToCents(offer.totalAmount);
    return { offer, value: price.amount(cents), priceText: price.format(cents) };
  });
}

/** Five card-shaped placeholders while the search runs. */
function CarsLoading() {
  return (
    <Stack spacing={2} role="status" aria-live="polite">
      <Typography>{resultsCopy.loading}</Typography>
      {Array.from({ length: LOADING_CARDS }, (_, i) => (
        <Card key={i} sx={{ p: 2, display: 'flex', gap: 2 }} aria-label={copy.loadingCard}>
          <Skeleton variant="rectangular" width={200} height={120} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
            <Skeleton width="60%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function CarsView({ items }: { items: CarListItem[] }) {
  const navigate = useNavigate();
  const user = useSignedUser();
  const price = usePriceDisplay('car');
  const offers = useMemo(() => items.map((i) => i.offer), [items]);
  const bounds = useMemo(() => carPriceBounds(items.map((i) => i.value)), [items]);
  const [filters, setFilters] = useState<CarFilters>(() => defaultCarFilters(bounds));
  const [saved, setSaved] = useState<CarFilters | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const visible = useMemo(
    () =>
      filterCars(
        items.map((i) => ({ ...i.offer, item: i })),
        filters,
        (o) => o.item.value,
      ).map((o) => o.item),
    [items, filters],
  );
  const companies = useMemo(() => carCompanyOptions(offers), [offers]);
  const categories = useMemo(() => carCategoryOptions(offers), [offers]);
  const format = (value: number) =>
    price.mode.kind === 'points' ? `${formatPoints(value)} ${price.unit}` : formatBRL(value);

  const select = (item: CarListItem) => {
    const search = readCarSearch();
    const request = search ? carSearchRequest(search) : null;
    if (!request) return;
    writeSelectedCar({ offer: item.offer, search: request });
    if (user.guest || user.travelVoucher) setLoginOpen(true);
    else void navigate(paths.summary);
  };

  return (
    <ResultsLayout
      resultsKey={visible}
      onOpenFilters={() => setSaved(filters)}
      onCancelFilters={() => saved && setFilters(saved)}
      filters={
        <CarFiltersPanel
          filters={filters}
          companies={companies}
          categories={categories}
          bounds={bounds}
          format={format}
          onChange={setFilters}
          onClear={() => setFilters(defaultCarFilters(bounds))}
        />
      }
    >
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ mb: 2 }}>
        {copy.results(visible.length)}
      </Typography>
      {visible.length === 0 ? (
        <ResultsEmpty text={carMessages.emptyFilters} />
      ) : (
        <VirtualList
          items={visible}
          estimateSize={ESTIMATED_CARD_PX}
          gap={16}
          itemKey={(item) => item.offer.offerId}
          renderItem={(item) => <CarCard item={item} onSelect={select} />}
        />
      )}
      {loginOpen ? <LoginRegisterDialog open onClose={() => setLoginOpen(false)} /> : null}
    </ResultsLayout>
  );
}

/** Car part of the results page: runs the stored search (restored on reload) and lists the cars. */
export default function CarResults() {
  const price = usePriceDisplay('car');
  const [draft] = useState(readCarSearch);
  const [request] = useState(() => (draft ? carSearchRequest(draft) : null));
  const query = useQuery(carSearchQuery(request));
  const items = useMemo(
    () => (query.data && request ? toItems(query.data, request.country, price) : null),
    [query.data, request, price],
  );

  if (!request) return <ResultsEmpty text={resultsCopy.noSearch} />;
  if (query.isPending) return <CarsLoading />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && (error.status === 400 || error.status === 401))
      return <ResultsEmpty />;
    return <ResultsErrorBox message={error.message} />;
  }
  if (!items || items.length === 0) return <ResultsEmpty />;
  return <CarsView items={items} />;
}

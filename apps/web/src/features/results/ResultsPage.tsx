import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import { useSignedUser } from '../../shared/session/sessionContext';
import { resultsCopy } from './messages';
import { prefetchStoredFlightSearch } from '../../shared/search/flightSearch';
import { ResultsEmpty, ResultsLoading } from './ResultsStates';
import { SearchSummaryBar } from '../../shared/search/SearchSummaryBar';
import { readSearchType } from '../../shared/storage/readSearchType';

const FlightResults = lazy(() => import('./flight/FlightResults'));
const HotelResults = lazy(() => import('./hotel/HotelResults'));
const CarResults = lazy(() => import('./car/CarResults'));
const BusResults = lazy(() => import('./bus/BusResults'));
const ExperienceResults = lazy(() => import('./experience/ExperienceResults'));
const EntertainmentResults = lazy(() => import('./entertainment/EntertainmentResults'));

/**
 * /busca/resultado-pesquisa: one page for every category, content by the current search type
 * (buscaAtual); the search summary bar when the campaign layout enables subHeaderSearch.
 */
export default function ResultsPage() {
  const user = useSignedUser();
  const type = readSearchType();
  const queryClient = useQueryClient();
  // the search runs while the category's results code loads (a reload, an address typed)
  useEffect(() => prefetchStoredFlightSearch(queryClient), [queryClient]);
  let content;
  if (type === 'Aéreo') content = <FlightResults />;
  else if (type === 'Hotel') content = <HotelResults />;
  else if (type === 'Carro') content = <CarResults />;
  else if (type === 'Rodoviário') content = <BusResults />;
  else if (type === 'Experiencias') content = <ExperienceResults />;
  else if (type === 'Entretenimento') content = <EntertainmentResults />;
  else content = <ResultsEmpty text={resultsCopy.noSearch} />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {user.campaign.campaignConfigLayout.subHeaderSearch ? (
        <SearchSummaryBar type={type ?? undefined} />
      ) : null}
      <Suspense fallback={<ResultsLoading />}>{content}</Suspense>
    </Container>
  );
}

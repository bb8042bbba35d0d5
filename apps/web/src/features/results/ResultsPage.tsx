import { lazy, Suspense } from 'react';
import Container from '@mui/material/Container';
import { useSignedUser } from '../../shared/session/sessionContext';
import { categoryTitles, resultsCopy } from './messages';
import { ResultsEmpty, ResultsLoading } from './ResultsStates';
import { readSearchType, SearchSummaryBar } from './SearchSummaryBar';

const FlightResults = lazy(() => import('./flight/FlightResults'));
const HotelResults = lazy(() => import('./hotel/HotelResults'));

/**
 * /busca/resultado-pesquisa: one page for every category, content by the current search type
 * (buscaAtual); the search summary bar when the campaign layout enables subHeaderSearch.
 */
export default function ResultsPage() {
  const user = useSignedUser();
  const type = readSearchType();
  let content;
  if (type === 'Aéreo') content = <FlightResults />;
  else if (type === 'Hotel') content = <HotelResults />;
  else if (type) content = <ResultsEmpty title={resultsCopy.comingSoonTitle} text={resultsCopy.comingSoon(categoryTitles[type])} />;
  else content = <ResultsEmpty text={resultsCopy.noSearch} />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {user.campaign.campaignConfigLayout.subHeaderSearch ? <SearchSummaryBar type={type ?? undefined} /> : null}
      <Suspense fallback={<ResultsLoading />}>{content}</Suspense>
    </Container>
  );
}

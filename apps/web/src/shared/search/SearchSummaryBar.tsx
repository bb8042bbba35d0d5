import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SearchType } from '@portal/domain/products';
import { paths } from '../routes';
import { readFlySearch } from './flightDraft/flySearch';
import { readSearchType } from '../storage/readSearchType';
import { useSignedUser } from '../session/sessionContext';
import type { AirportRef } from './drafts';
import { categoryTitles, searchSummaryCopy } from './messages';
import { presentItems, SummaryList, type SummaryItem } from './SummaryList';

const ProductSummaryItems = lazy(() => import('./ProductSummaryItems'));

const airportText = (airport: AirportRef | null) =>
  airport?.airportName ? `${airport.airportName} (${airport.iata})` : airport?.iata;

/** What the bar shows for a flight search. */
function flightSummaryItems(): SummaryItem[] {
  const fly = readFlySearch();
  if (!fly) return [];
  return presentItems([
    ['Origem', airportText(fly.origem)],
    ['Destino', airportText(fly.destino)],
    [searchSummaryCopy.outbound, fly.datas.dataIda],
    [searchSummaryCopy.inbound, fly.idavolta ? fly.datas.dataVolta : null],
  ]);
}

/**
 * Search summary bar (subHeaderSearch): the category title, what was searched and 'Editar' (→ /).
 * Pass `type` or let it read buscaAtual; renders nothing without a current search.
 */
export function SearchSummaryBar({
  type,
  titleComponent = 'h1',
}: {
  type?: SearchType;
  titleComponent?: 'h1' | 'h2';
}) {
  const current = type ?? readSearchType();
  if (!current) return null;
  return (
    <Paper
      component="section"
      aria-label={searchSummaryCopy.summaryLabel}
      variant="outlined"
      sx={{ px: 2, py: 1.5, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, md: 3 } }}>
        <Typography component={titleComponent} variant="h6" fontWeight={800}>
          {categoryTitles[current]}
        </Typography>
        {current === 'Aéreo' ? (
          <SummaryList items={flightSummaryItems()} />
        ) : (
          <Suspense fallback={<Box sx={{ flex: 1 }} />}>
            <ProductSummaryItems type={current} />
          </Suspense>
        )}
        <Link component={RouterLink} to={paths.home} fontWeight={700}>
          {searchSummaryCopy.edit}
        </Link>
      </Box>
    </Paper>
  );
}

/**
 * The search summary bar of a search-area page that has its own title (checkout, hotel detail),
 * when the campaign layout enables subHeaderSearch.
 */
export function PageSearchSummary() {
  const user = useSignedUser();
  return user.campaign.campaignConfigLayout.subHeaderSearch ? (
    <SearchSummaryBar titleComponent="h2" />
  ) : null;
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { PageSearchSummary } from '../../shared/search/SearchSummaryBar';
import { Carousel } from '../../shared/ui/Carousel';

/**
 * The frame of an activity's details page: the search summary, then the photos and `children`
 * beside `aside` (the choice of date and group), which stays in view while the page scrolls.
 */
export function DetailsLayout({
  columns,
  images,
  name,
  photosLabel,
  aside,
  children,
}: {
  /** The main and side columns' widths from md up, e.g. '2fr 1fr'. */
  columns: string;
  images: string[];
  name: string;
  photosLabel: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageSearchSummary />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: columns },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Carousel images={images} name={name} label={photosLabel} />
          {children}
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>{aside}</Box>
      </Box>
    </Container>
  );
}

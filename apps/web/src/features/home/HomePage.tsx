import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useSignedUser } from '../../shared/session/sessionContext';
import { RenderLater } from '../../shared/ui/RenderLater';
import { showcasesQuery, topDestinationsQuery } from './api';
import { HomeBanner } from './HomeBanner';
import { SearchTabs, type SearchPanels } from './SearchTabs';
import { Showcases } from './Showcases';
import { TopDestinations } from './TopDestinations';

/** Home: banner or headline, search tabs, most-searched destinations, showcases. */
export function HomePage({ searchPanels }: { searchPanels: SearchPanels }) {
  const user = useSignedUser();
  const layout = user.campaign.campaignConfigLayout;
  const queryClient = useQueryClient();
  // what renders below the fold as the member nears it asks for its data with the page, so it
  // draws at its full height at once; asked from a task of its own, since starting a request
  // costs milliseconds that would otherwise lengthen the task that draws the page
  useEffect(() => {
    const timer = setTimeout(() => {
      if (layout.topDestinationsEnabled) void queryClient.prefetchQuery(topDestinationsQuery());
      void queryClient.prefetchQuery(showcasesQuery());
    }, 0);
    return () => clearTimeout(timer);
  }, [queryClient, layout.topDestinationsEnabled]);
  return (
    <Box>
      <HomeBanner layout={layout} />
      <Container maxWidth="lg" sx={{ mt: { xs: 2, md: -4 }, position: 'relative', pb: 6 }}>
        <Stack spacing={5}>
          <SearchTabs layout={layout} panels={searchPanels} />
          {layout.topDestinationsEnabled ? (
            <RenderLater>
              <TopDestinations />
            </RenderLater>
          ) : null}
          <RenderLater>
            <Showcases user={user} />
          </RenderLater>
        </Stack>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useSignedUser } from '../../shared/session/sessionContext';
import { RenderLater } from '../../shared/ui/RenderLater';
import { HomeBanner } from './HomeBanner';
import { SearchTabs, type SearchPanels } from './SearchTabs';
import { Showcases } from './Showcases';
import { TopDestinations } from './TopDestinations';

/** Home: banner or headline, search tabs, most-searched destinations, showcases. */
export function HomePage({ searchPanels }: { searchPanels: SearchPanels }) {
  const user = useSignedUser();
  const layout = user.campaign.campaignConfigLayout;
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

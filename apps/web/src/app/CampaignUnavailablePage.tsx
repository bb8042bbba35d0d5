import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lifecycleMessages, type CampaignAvailability } from '@portal/domain/campaigns';

/**
 * What a campaign's host shows instead of the shop while members cannot reach it: closed
 * (deactivated or past its end), or not open yet (a draft, or before its start).
 */
export function CampaignUnavailablePage({
  availability,
}: {
  availability: Exclude<CampaignAvailability, 'open'>;
}) {
  const closed = availability === 'closed';
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {closed ? lifecycleMessages.closedTitle : lifecycleMessages.notOpenTitle}
      </Typography>
      <Typography>{lifecycleMessages[availability]}</Typography>
    </Box>
  );
}

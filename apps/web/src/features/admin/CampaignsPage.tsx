import { Button, Paper, Stack, TableCell, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { campaignStatusLabels } from '@portal/domain/campaigns';
import { campaignsQuery } from './api/getCampaigns';
import { ConsoleTable } from './ConsoleTable';
import { adminMessages } from './messages';

/** The campaigns; an admin creates and edits them, a support operator views them. */
export function CampaignsPage({ admin }: { admin: boolean }) {
  const campaigns = useQuery(campaignsQuery());
  const m = adminMessages.campaigns;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h2" variant="h5">
          {m.heading}
        </Typography>
        {admin && (
          <Button variant="contained" component={Link} to="/admin/campaigns/new">
            {m.create}
          </Button>
        )}
      </Stack>
      <ConsoleTable
        columns={[m.id, m.name, m.hosts, m.conversionRate, adminMessages.lifecycle.status, '']}
        rows={campaigns.data}
        rowKey={(campaign) => campaign.id}
        cells={(campaign) => (
          <>
            <TableCell>{campaign.id}</TableCell>
            <TableCell>{campaign.name}</TableCell>
            <TableCell>{campaign.hosts.join(', ')}</TableCell>
            <TableCell>{campaign.conversionRate}</TableCell>
            <TableCell>{campaignStatusLabels[campaign.status]}</TableCell>
            <TableCell>
              <Button
                component={Link}
                to={`/admin/campaigns/${campaign.id}`}
                aria-label={`${admin ? m.edit : m.view} ${campaign.name}`}
              >
                {admin ? m.edit : m.view}
              </Button>
            </TableCell>
          </>
        )}
      />
    </Paper>
  );
}

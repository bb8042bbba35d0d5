import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { campaignStatusLabels } from '@portal/domain/campaigns';
import { campaignsQuery } from './api/getCampaigns';
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
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{m.id}</TableCell>
            <TableCell>{m.name}</TableCell>
            <TableCell>{m.hosts}</TableCell>
            <TableCell>{m.conversionRate}</TableCell>
            <TableCell>{adminMessages.lifecycle.status}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(campaigns.data ?? []).map((campaign) => (
            <TableRow key={campaign.id}>
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
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

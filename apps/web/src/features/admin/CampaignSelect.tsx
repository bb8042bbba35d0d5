import { Fragment, useState, type ReactNode } from 'react';
import { MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { campaignsQuery } from './api/getCampaigns';
import { adminMessages } from './messages';

export function CampaignSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number) => void;
}) {
  const campaigns = useQuery(campaignsQuery());
  return (
    <TextField
      select
      size="small"
      label={adminMessages.coupons.campaign}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 240 }}
    >
      {(campaigns.data ?? []).map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.id} — {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A console page of one campaign at a time: its heading, what it shows whatever the campaign
 * (`general`), the campaign's choice, then `children` of the chosen one, mounted afresh for each.
 */
export function CampaignPage({
  heading,
  general,
  children,
}: {
  heading: string;
  general?: ReactNode;
  children: (campaignId: number) => ReactNode;
}) {
  const [campaignId, setCampaignId] = useState<number | null>(null);
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {heading}
      </Typography>
      {general}
      <CampaignSelect value={campaignId} onChange={setCampaignId} />
      {campaignId !== null && <Fragment key={campaignId}>{children(campaignId)}</Fragment>}
    </Paper>
  );
}

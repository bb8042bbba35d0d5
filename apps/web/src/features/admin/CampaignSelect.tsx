import { MenuItem, TextField } from '@mui/material';
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

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  campaignAvailability,
  campaignLifecycleSchema,
  campaignStatusLabels,
  campaignStatuses,
  statusChangeAllowed,
  type CampaignLifecycle,
} from '@portal/domain/campaigns';
import { type ConsoleCampaign } from '@portal/domain/operators';
import { useDeleteCampaign, useSetCampaignLifecycle } from '../api/campaignLifecycle';
import { InstantField } from '../FormFields';
import { adminMessages } from '../messages';

const m = adminMessages.lifecycle;

const lifecycleOf = (campaign: ConsoleCampaign): CampaignLifecycle => ({
  status: campaign.status,
  startsAt: campaign.startsAt,
  endsAt: campaign.endsAt,
});

/**
 * The campaign's status and dates, saved apart from its settings: publishing a draft,
 * scheduling, deactivating (its host then shows 'Campanha encerrada') and deleting a draft
 * nobody used. Support operators see it read-only.
 */
export function LifecycleSection({
  campaign,
  admin,
}: {
  campaign: ConsoleCampaign;
  admin: boolean;
}) {
  const form = useForm<CampaignLifecycle>({
    resolver: zodResolver(campaignLifecycleSchema),
    defaultValues: lifecycleOf(campaign),
  });
  const save = useSetCampaignLifecycle(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const availability = campaignAvailability(
    {
      status: campaign.status,
      startsAt: campaign.startsAt ? new Date(campaign.startsAt) : null,
      endsAt: campaign.endsAt ? new Date(campaign.endsAt) : null,
    },
    new Date(),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    form.reset(lifecycleOf(await save.mutateAsync(values)));
    setNotice(m.saved);
  });
  const onDelete = async () => {
    await remove.mutateAsync();
    setConfirming(false);
    await navigate('/admin/campaigns', { replace: true });
  };
  const error = save.error ?? remove.error;

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="lifecycle-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="lifecycle-title" component="h3" variant="h6">
        {m.title}
      </Typography>
      <Alert severity={availability === 'open' ? 'success' : 'warning'} data-testid="availability">
        {m.now[availability]}
      </Alert>
      {campaign.status === 'draft' && <Alert severity="info">{m.draftHelp}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      {error && <Alert severity="error">{error.message}</Alert>}
      <Box
        component="fieldset"
        disabled={!admin}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
      >
        <Controller
          control={form.control}
          name="status"
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              label={m.status}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {campaignStatuses.map((status) => (
                <MenuItem
                  key={status}
                  value={status}
                  disabled={!statusChangeAllowed(campaign.status, status)}
                >
                  {campaignStatusLabels[status]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <InstantField control={form.control} name="startsAt" label={m.startsAt} />
          <InstantField control={form.control} name="endsAt" label={m.endsAt} />
        </Box>
      </Box>
      {admin && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.save}
          </Button>
          {campaign.status === 'draft' && !campaign.used && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {m.remove}
            </Button>
          )}
        </Box>
      )}
      {campaign.status === 'draft' && campaign.used && (
        <Typography variant="body2">{m.usedHelp}</Typography>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{m.remove}</DialogTitle>
        <DialogContent>{m.removeConfirm}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{m.keep}</Button>
          <Button color="error" onClick={() => void onDelete()} disabled={remove.isPending}>
            {m.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

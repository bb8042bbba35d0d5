import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newLoyaltyClientSchema, type NewLoyaltyClient } from '@portal/domain';
import { loyaltyClientsQuery, useCreateLoyaltyClient, webhooksQuery } from './api';
import { CampaignSelect } from './CampaignSelect';
import { adminMessages } from './messages';

const m = adminMessages.programme;

/** The loyalty programme's side of a campaign: its API clients and the webhooks sent to them. */
export function ProgrammePage() {
  const [campaignId, setCampaignId] = useState<number | null>(null);
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      <CampaignSelect value={campaignId} onChange={setCampaignId} />
      {campaignId !== null && <CampaignProgramme key={campaignId} campaignId={campaignId} />}
    </Paper>
  );
}

function CampaignProgramme({ campaignId }: { campaignId: number }) {
  const clients = useQuery(loyaltyClientsQuery(campaignId));
  const deliveries = useQuery({ ...webhooksQuery(campaignId), refetchInterval: 5_000 });
  const create = useCreateLoyaltyClient(campaignId);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof newLoyaltyClientSchema>,
    unknown,
    NewLoyaltyClient
  >({
    resolver: zodResolver(newLoyaltyClientSchema),
    defaultValues: { name: '', webhookUrl: null },
  });
  return (
    <>
      <Typography component="h3" variant="subtitle1">
        {m.clients}
      </Typography>
      <Table size="small">
        <TableBody>
          {(clients.data ?? []).map((client) => (
            <TableRow key={client.clientId}>
              <TableCell>{client.clientId}</TableCell>
              <TableCell>{client.name}</TableCell>
              <TableCell>{client.webhookUrl}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((input) => create.mutate(input))}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={m.name}
            {...register('name')}
            error={!!formState.errors.name}
            helperText={formState.errors.name?.message}
          />
          <TextField
            size="small"
            label={m.webhookUrl}
            sx={{ minWidth: 320 }}
            {...register('webhookUrl', { setValueAs: (v: string) => (v ? v : null) })}
            error={!!formState.errors.webhookUrl}
            helperText={formState.errors.webhookUrl?.message}
          />
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {m.create}
          </Button>
        </Stack>
        {create.error && <Alert severity="error">{create.error.message}</Alert>}
        {create.data && (
          <Alert severity="warning">
            {m.secretsOnce}
            <br />
            {m.clientId}: <code>{create.data.client.clientId}</code>
            <br />
            {m.clientSecret}: <code>{create.data.clientSecret}</code>
            <br />
            {m.webhookSecret}: <code>{create.data.webhookSecret}</code>
          </Alert>
        )}
      </Box>
      <Typography component="h3" variant="subtitle1">
        {m.deliveries}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{m.event}</TableCell>
            <TableCell>{m.clientId}</TableCell>
            <TableCell>{m.status}</TableCell>
            <TableCell>{m.attempts}</TableCell>
            <TableCell>{m.lastError}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(deliveries.data ?? []).map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell>{delivery.eventType}</TableCell>
              <TableCell>{delivery.clientId}</TableCell>
              <TableCell>{delivery.status}</TableCell>
              <TableCell>{delivery.attempts}</TableCell>
              <TableCell>{delivery.lastError}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

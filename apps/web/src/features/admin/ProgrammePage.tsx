import { Fragment, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, TableCell, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  loyaltyClientWebhookSchema,
  newLoyaltyClientSchema,
  type LoyaltyClient,
  type LoyaltyClientWebhook,
  type NewLoyaltyClient,
} from '@portal/domain/loyalty';
import { useCreateLoyaltyClient } from './api/createLoyaltyClient';
import { loyaltyClientsQuery } from './api/getLoyaltyClients';
import { webhooksQuery } from './api/getWebhooks';
import { useLoyaltyClientAction } from './api/loyaltyClientAction';
import { useResendWebhook } from './api/resendWebhook';
import { useRotateLoyaltySecret } from './api/rotateLoyaltySecret';
import { usePingWebhook, useRotateWebhookSecret } from './api/webhookTools';
import { ProgrammeSettings } from './programme/ProgrammeSettings';
import { CampaignPage } from './CampaignSelect';
import { ConsoleTable } from './ConsoleTable';
import { FormTextField, RowForm } from './FormFields';
import { adminMessages } from './messages';
import { ExchangeRatesSection, FlightMarkupSection } from './SupplierPricing';

const m = adminMessages.programme;

/**
 * The loyalty programme's settings: the exchange rates of suppliers' currencies, and per
 * campaign the flight markup, its API clients (an admin issues, disables, rotates and re-points
 * them), the webhooks sent to them (a failed one can be sent again), its terms and its single
 * sign-on.
 */
export function ProgrammePage({ admin }: { admin: boolean }) {
  return (
    <CampaignPage heading={m.heading} general={<ExchangeRatesSection admin={admin} />}>
      {(campaignId) => (
        <>
          <CampaignProgramme campaignId={campaignId} admin={admin} />
          <ProgrammeSettings campaignId={campaignId} admin={admin} />
        </>
      )}
    </CampaignPage>
  );
}

function CampaignProgramme({ campaignId, admin }: { campaignId: number; admin: boolean }) {
  const clients = useQuery(loyaltyClientsQuery(campaignId));
  const deliveries = useQuery({ ...webhooksQuery(campaignId), refetchInterval: 5_000 });
  const create = useCreateLoyaltyClient(campaignId);
  const act = useLoyaltyClientAction(campaignId);
  const rotate = useRotateLoyaltySecret(campaignId);
  const resend = useResendWebhook(campaignId);
  const rotateWebhook = useRotateWebhookSecret(campaignId);
  const ping = usePingWebhook();
  const [confirming, setConfirming] = useState<{
    clientId: string;
    secret: 'client' | 'webhook';
  } | null>(null);
  const [editingWebhook, setEditingWebhook] = useState<LoyaltyClient | null>(null);
  const error = act.error ?? rotate.error ?? rotateWebhook.error ?? ping.error ?? resend.error;
  const nameOf = (clientId: string) =>
    clients.data?.find((c) => c.clientId === clientId)?.name ?? clientId;
  const form = useForm<z.input<typeof newLoyaltyClientSchema>, unknown, NewLoyaltyClient>({
    resolver: zodResolver(newLoyaltyClientSchema),
    defaultValues: { name: '', webhookUrl: null },
  });
  return (
    <>
      <FlightMarkupSection campaignId={campaignId} admin={admin} />
      <Typography component="h3" variant="subtitle1">
        {m.clients}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <ConsoleTable
        columns={[m.clientId, m.name, m.webhookUrlColumn, m.status, admin && '']}
        rows={clients.data}
        rowKey={(client) => client.clientId}
        cells={(client) => (
          <>
            <TableCell>{client.clientId}</TableCell>
            <TableCell>{client.name}</TableCell>
            <TableCell>{client.webhookUrl ?? m.noWebhooks}</TableCell>
            <TableCell>{client.disabled ? m.disabled : m.enabled}</TableCell>
            {admin && (
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {(['client', 'webhook'] as const).map((secret) =>
                    confirming?.clientId === client.clientId && confirming.secret === secret ? (
                      <Fragment key={secret}>
                        <Button
                          size="small"
                          color="error"
                          variant="contained"
                          disabled={rotate.isPending || rotateWebhook.isPending}
                          onClick={() =>
                            (secret === 'client' ? rotate : rotateWebhook).mutate(client.clientId, {
                              onSuccess: () => setConfirming(null),
                            })
                          }
                        >
                          {secret === 'client'
                            ? m.confirmRotate(client.name)
                            : m.confirmRotateWebhook(client.name)}
                        </Button>
                        <Button size="small" onClick={() => setConfirming(null)}>
                          {adminMessages.cancel}
                        </Button>
                      </Fragment>
                    ) : (
                      <Button
                        key={secret}
                        size="small"
                        onClick={() => setConfirming({ clientId: client.clientId, secret })}
                      >
                        {secret === 'client' ? m.rotate(client.name) : m.rotateWebhook(client.name)}
                      </Button>
                    ),
                  )}
                  {client.webhookUrl && (
                    <Button
                      size="small"
                      disabled={ping.isPending}
                      onClick={() => ping.mutate(client.clientId)}
                    >
                      {m.ping(client.name)}
                    </Button>
                  )}
                  <Button size="small" onClick={() => setEditingWebhook(client)}>
                    {m.editWebhook(client.name)}
                  </Button>
                  <Button
                    size="small"
                    color={client.disabled ? 'primary' : 'error'}
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({
                        action: client.disabled ? 'enable' : 'disable',
                        clientId: client.clientId,
                      })
                    }
                  >
                    {client.disabled ? m.enable(client.name) : m.disable(client.name)}
                  </Button>
                </Stack>
              </TableCell>
            )}
          </>
        )}
      />
      {rotate.data && (
        <Alert severity="warning" data-testid="rotated-secret">
          {m.rotated(rotate.data.client.name)} {m.secretsOnce}
          <br />
          {m.clientSecret}: <code>{rotate.data.clientSecret}</code>
        </Alert>
      )}
      {rotateWebhook.data && (
        <Alert severity="warning" data-testid="rotated-webhook-secret">
          {m.webhookRotated(rotateWebhook.data.client.name)} {m.secretsOnce}
          <br />
          {m.webhookSecret}: <code>{rotateWebhook.data.webhookSecret}</code>
        </Alert>
      )}
      {ping.data && (
        <Alert severity={ping.data.result.delivered ? 'success' : 'error'}>
          {ping.data.result.delivered
            ? m.pinged(nameOf(ping.data.clientId), ping.data.result.status ?? 0)
            : m.pingFailed(nameOf(ping.data.clientId), ping.data.result.error ?? '')}
        </Alert>
      )}
      {editingWebhook && (
        <WebhookForm
          key={editingWebhook.clientId}
          client={editingWebhook}
          pending={act.isPending}
          onSave={({ webhookUrl }) =>
            act.mutate(
              { action: 'webhook', clientId: editingWebhook.clientId, webhookUrl },
              { onSuccess: () => setEditingWebhook(null) },
            )
          }
          onCancel={() => setEditingWebhook(null)}
        />
      )}
      {admin && (
        <FormProvider {...form}>
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit((input) => create.mutate(input))}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Stack direction="row" spacing={1}>
              <FormTextField<NewLoyaltyClient> size="small" name="name" label={m.name} />
              <FormTextField<NewLoyaltyClient>
                size="small"
                emptyAsNull
                name="webhookUrl"
                label={m.webhookUrl}
                sx={{ minWidth: 320 }}
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
        </FormProvider>
      )}
      <Typography component="h3" variant="subtitle1">
        {m.deliveries}
      </Typography>
      <ConsoleTable
        columns={[m.event, m.clientId, m.status, m.attempts, m.lastError, '']}
        rows={deliveries.data}
        rowKey={(delivery) => delivery.id}
        cells={(delivery) => (
          <>
            <TableCell>{delivery.eventType}</TableCell>
            <TableCell>{delivery.clientId}</TableCell>
            <TableCell>{delivery.status}</TableCell>
            <TableCell>{delivery.attempts}</TableCell>
            <TableCell>{delivery.lastError}</TableCell>
            <TableCell>
              {delivery.status === 'failed' && (
                <Button
                  size="small"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(delivery.id)}
                >
                  {m.resend(delivery.eventType)}
                </Button>
              )}
            </TableCell>
          </>
        )}
      />
    </>
  );
}

/** Where a client's webhooks go; empty stops them. */
function WebhookForm({
  client,
  pending,
  onSave,
  onCancel,
}: {
  client: LoyaltyClient;
  pending: boolean;
  onSave: (webhook: LoyaltyClientWebhook) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof loyaltyClientWebhookSchema>, unknown, LoyaltyClientWebhook>({
    resolver: zodResolver(loyaltyClientWebhookSchema),
    defaultValues: { webhookUrl: client.webhookUrl },
  });
  return (
    <RowForm form={form} onSubmit={onSave}>
      <FormTextField<LoyaltyClientWebhook>
        size="small"
        emptyAsNull
        name="webhookUrl"
        label={m.webhookUrlOf(client.name)}
        helperText={m.webhookUrlHelp}
        sx={{ minWidth: 360 }}
      />
      <Button type="submit" variant="contained" disabled={pending}>
        {m.saveWebhook}
      </Button>
      <Button onClick={onCancel}>{adminMessages.cancel}</Button>
    </RowForm>
  );
}

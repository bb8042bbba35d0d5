import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  campaignSsoInputSchema,
  campaignTermInputSchema,
  programmeSettingsMessages,
  type CampaignSso,
  type CampaignSsoInput,
  type CampaignTermInput,
  type ConsoleCampaignTerm,
} from '@portal/domain/operators';
import {
  campaignSsoQuery,
  campaignTermsQuery,
  useSaveCampaignSso,
  useSaveCampaignTerm,
} from '../api/programmeSettings';
import { FormTextField } from '../FormFields';
import { adminMessages } from '../messages';

const m = adminMessages.settings;

/** A campaign's terms (its own texts or the portal's) and, for admins, its single sign-on. */
export function ProgrammeSettings({ campaignId, admin }: { campaignId: number; admin: boolean }) {
  const terms = useQuery(campaignTermsQuery(campaignId));
  const sso = useQuery({ ...campaignSsoQuery(campaignId), enabled: admin });
  return (
    <>
      <Box component="section" aria-label={m.terms} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="subtitle1">
          {m.terms}
        </Typography>
        <Typography variant="body2">{m.termsHelp}</Typography>
        {terms.data?.map((term) => (
          <TermForm key={term.code} campaignId={campaignId} term={term} admin={admin} />
        ))}
      </Box>
      {admin && sso.data && <SsoForm campaignId={campaignId} sso={sso.data} />}
    </>
  );
}

function TermForm({
  campaignId,
  term,
  admin,
}: {
  campaignId: number;
  term: ConsoleCampaignTerm;
  admin: boolean;
}) {
  const save = useSaveCampaignTerm(campaignId);
  const form = useForm<CampaignTermInput>({
    resolver: zodResolver(campaignTermInputSchema),
    defaultValues: { name: term.name, description: term.description, content: term.content },
  });
  const label = m.termNames[term.code];
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={form.handleSubmit((input) => save.mutate({ code: term.code, input }))}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography component="h4" variant="subtitle2">
          {label} — {term.custom ? m.custom : m.standard}
        </Typography>
        {save.isSuccess && <Alert severity="success">{programmeSettingsMessages.termsSaved}</Alert>}
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
        <FormTextField<CampaignTermInput>
          size="small"
          name="name"
          label={m.title}
          disabled={!admin}
        />
        <FormTextField<CampaignTermInput>
          size="small"
          name="description"
          label={m.description}
          disabled={!admin}
        />
        <FormTextField<CampaignTermInput>
          name="content"
          label={m.content}
          multiline
          minRows={4}
          maxRows={12}
          disabled={!admin}
        />
        {admin && (
          <Button
            type="submit"
            variant="outlined"
            sx={{ justifySelf: 'start' }}
            disabled={save.isPending}
          >
            {m.saveTerm(label)}
          </Button>
        )}
      </Box>
    </FormProvider>
  );
}

function SsoForm({ campaignId, sso }: { campaignId: number; sso: CampaignSso }) {
  const save = useSaveCampaignSso(campaignId);
  const form = useForm<CampaignSsoInput>({
    resolver: zodResolver(campaignSsoInputSchema),
    defaultValues: {
      issuer: sso.issuer,
      clientId: sso.clientId,
      clientSecret: '',
      scope: sso.scope,
    },
  });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={m.sso}
        onSubmit={form.handleSubmit((input) =>
          // the secret is never shown back: the field empties once it is stored
          save.mutate(input, { onSuccess: () => form.setValue('clientSecret', '') }),
        )}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography component="h3" variant="subtitle1">
          {m.sso} — {sso.enabled ? m.ssoOn : m.ssoOff}
        </Typography>
        <Typography variant="body2">{m.ssoHelp}</Typography>
        {save.isSuccess && (
          <Alert severity="success">
            {save.data.enabled
              ? programmeSettingsMessages.ssoSaved
              : programmeSettingsMessages.ssoDisabled}
          </Alert>
        )}
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormTextField<CampaignSsoInput> size="small" name="issuer" label={m.issuer} />
          <FormTextField<CampaignSsoInput> size="small" name="clientId" label={m.clientId} />
          <FormTextField<CampaignSsoInput>
            size="small"
            name="clientSecret"
            type="password"
            label={m.clientSecret}
            helperText={sso.hasClientSecret ? m.clientSecretKept : undefined}
          />
          <FormTextField<CampaignSsoInput> size="small" name="scope" label={m.scope} />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.saveSso}
          </Button>
          {sso.enabled && (
            <Button color="error" disabled={save.isPending} onClick={() => save.mutate(null)}>
              {m.disableSso}
            </Button>
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}

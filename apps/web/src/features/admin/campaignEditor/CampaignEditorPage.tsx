import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  blankCampaign,
  campaignEditorSchema,
  type CampaignEditorValues,
  type ConsoleCampaign,
  type NewCampaign,
} from '@portal/domain/operators';
import { campaignQuery } from '../api/getCampaign';
import { campaignsQuery } from '../api/getCampaigns';
import { nextCampaignIdQuery } from '../api/getNextCampaignId';
import { useSaveCampaign } from '../api/saveCampaign';
import { errorMessages } from '../FormFields';
import { adminMessages } from '../messages';
import { BrandSection } from './BrandSection';
import { IdentitySection } from './IdentitySection';
import { LifecycleSection } from './LifecycleSection';
import { LinksSection } from './LinksSection';
import { PaymentSection } from './PaymentSection';
import { PreviewPane } from './PreviewPane';
import { ProductsSection } from './ProductsSection';

const m = adminMessages.campaigns;

const editorValues = (campaign: ConsoleCampaign): CampaignEditorValues => ({
  id: campaign.id,
  name: campaign.name,
  hostsText: campaign.hosts.join(', '),
  guestCode: campaign.guestCode,
  conversionRate: campaign.conversionRate,
  settings: campaign.settings,
});

/** A copy takes the settings, never what identifies the other campaign (see `m.copied`). */
const copiedValues = (campaign: ConsoleCampaign, id: number): CampaignEditorValues => ({
  ...blankCampaign(id),
  conversionRate: campaign.conversionRate,
  settings: {
    ...campaign.settings,
    campaignCode: '',
    campaignConfigLayout: {
      ...campaign.settings.campaignConfigLayout,
      logo: '',
      logoSecundaria: null,
      homeImage: null,
    },
  },
});

/**
 * Creates (blank, or copying another campaign's settings) or edits a campaign, with the member
 * home previewed beside the form. Support operators see the campaign read-only.
 */
export function CampaignEditorPage({ admin }: { admin: boolean }) {
  const params = useParams();
  const editingId = params.campaignId ? Number(params.campaignId) : null;
  const [templateId, setTemplateId] = useState<number | null>(null);
  const campaigns = useQuery({ ...campaignsQuery(), enabled: editingId === null });
  const sourceId = editingId ?? templateId;
  const source = useQuery({ ...campaignQuery(sourceId ?? 0), enabled: sourceId !== null });
  const nextId = useQuery({ ...nextCampaignIdQuery(), enabled: editingId === null });

  const initial = useMemo(() => {
    if (editingId !== null) return source.data ? editorValues(source.data) : null;
    if (!nextId.data) return null;
    if (templateId === null) return blankCampaign(nextId.data.id);
    return source.data ? copiedValues(source.data, nextId.data.id) : null;
  }, [editingId, templateId, source.data, nextId.data]);

  const heading = (
    <>
      <Typography component="h2" variant="h5">
        {editingId === null ? m.create : `${m.edit}: ${source.data?.name ?? ''}`}
      </Typography>
      {!admin && <Alert severity="info">{m.readOnly}</Alert>}
      {editingId === null && (
        <>
          <TextField
            select
            label={m.template}
            value={templateId ?? ''}
            onChange={(e) => setTemplateId(e.target.value === '' ? null : Number(e.target.value))}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{m.blank}</MenuItem>
            {(campaigns.data ?? [])
              .filter((c) => c.id !== 0)
              .map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.id} — {c.name}
                </MenuItem>
              ))}
          </TextField>
          <Alert severity="info" data-testid="copy-summary">
            {templateId === null ? m.blankHelp : m.copied(source.data?.name ?? String(templateId))}
          </Alert>
        </>
      )}
    </>
  );
  if (!initial) return <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>{heading}</Paper>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <EditorForm
        key={`${editingId ?? 'new'}-${templateId ?? 'blank'}`}
        initial={initial}
        admin={admin}
        editingId={editingId}
        heading={heading}
      />
      {editingId !== null && source.data && (
        <LifecycleSection campaign={source.data} admin={admin} />
      )}
    </Box>
  );
}

function EditorForm({
  initial,
  admin,
  editingId,
  heading,
}: {
  initial: CampaignEditorValues;
  admin: boolean;
  editingId: number | null;
  heading: ReactNode;
}) {
  const form = useForm<CampaignEditorValues, unknown, NewCampaign>({
    resolver: zodResolver(campaignEditorSchema),
    defaultValues: initial,
  });
  const save = useSaveCampaign(editingId);
  const navigate = useNavigate();
  // a campaign just created opens on its own page, which still says it was saved
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [notice, setNotice] = useState<string | null>(justCreated ? m.saved : null);
  const [problems, setProblems] = useState<string[]>([]);
  const creating = editingId === null;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setProblems([]);
      const { name, hosts, guestCode, conversionRate, settings } = values;
      const saved = await save.mutateAsync(
        creating ? values : { name, hosts, guestCode, conversionRate, settings },
      );
      if (creating) {
        await navigate(`/admin/campaigns/${saved.id}`, { replace: true, state: { created: true } });
        return;
      }
      setNotice(m.saved);
      form.reset(editorValues(saved));
    },
    (errors) => {
      setNotice(null);
      setProblems(errorMessages(errors));
    },
  );

  return (
    <FormProvider {...form}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ p: 2, display: 'grid', gap: 2 }}
        >
          {heading}
          {notice && <Alert severity="success">{notice}</Alert>}
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
          <Box
            component="fieldset"
            disabled={!admin}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 3 }}
          >
            <IdentitySection creating={creating} />
            <PaymentSection />
            <ProductsSection />
            <BrandSection admin={admin} creating={creating} />
            <LinksSection />
          </Box>
          {problems.length > 0 && (
            <Alert severity="error" data-testid="form-problems">
              {m.invalid}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {[...new Set(problems)].map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Box>
            </Alert>
          )}
          {admin && (
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {m.save}
            </Button>
          )}
        </Paper>
        <PreviewPane />
      </Box>
    </FormProvider>
  );
}

import { useEffect, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  campaignEditorSchema,
  productTabs,
  type CampaignEditorValues,
  type CampaignImage,
  type CampaignLayout,
  type ConsoleCampaign,
  type NewCampaign,
} from '@portal/domain';
import { campaignQuery, campaignsQuery, useSaveCampaign, useUploadCampaignImage } from './api';
import { readBase64 } from './files';
import { HomePreview } from './HomePreview';
import { adminMessages } from './messages';

const m = adminMessages.campaigns;
const feeFields = [
  'destinoFeriasFee',
  'destinoFeriasFeeFlight',
  'destinoFeriasFeeHotel',
  'destinoFeriasFeeExperience',
  'destinoFeriasFeeCar',
] as const;
const colourFields = ['headerColor', 'homeColor', 'homeTextColor', 'searchColor'] as const;

const editorValues = (campaign: ConsoleCampaign, asNew: boolean): CampaignEditorValues => ({
  id: asNew ? 0 : campaign.id,
  name: asNew ? '' : campaign.name,
  hostsText: asNew ? '' : campaign.hosts.join(', '),
  guestCode: asNew ? null : campaign.guestCode,
  conversionRate: campaign.conversionRate,
  settings: asNew
    ? {
        ...campaign.settings,
        campaignConfigLayout: {
          ...campaign.settings.campaignConfigLayout,
          logo: '',
          logoSecundaria: null,
          homeImage: null,
        },
      }
    : campaign.settings,
});

/** Creates or edits a campaign, with the member home previewed beside the form as it is typed. */
export function CampaignEditorPage() {
  const params = useParams();
  const editingId = params.campaignId ? Number(params.campaignId) : null;
  const campaigns = useQuery(campaignsQuery());
  const [templateId, setTemplateId] = useState<number | null>(null);
  const sourceId = editingId ?? templateId ?? campaigns.data?.find((c) => c.id !== 0)?.id ?? null;
  const source = useQuery({ ...campaignQuery(sourceId ?? 0), enabled: sourceId !== null });
  const form = useForm<CampaignEditorValues, unknown, NewCampaign>({
    resolver: zodResolver(campaignEditorSchema),
  });
  const { register, handleSubmit, reset, control, setValue, formState } = form;
  const headerLinks = useFieldArray({ control, name: 'settings.campaignConfigLayout.headers' });
  const footerGroups = useFieldArray({ control, name: 'settings.campaignConfigLayout.footers' });
  const save = useSaveCampaign(editingId);
  const upload = useUploadCampaignImage(editingId ?? 0);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (source.data) reset(editorValues(source.data, editingId === null));
  }, [source.data, editingId, reset]);

  const watched = form.watch();
  if (!source.data || !watched.settings) return null;
  const coinAlias = { ...source.data.settings.campaignConfig, ...watched.settings.campaignConfig };
  const layout: CampaignLayout = {
    ...source.data.settings.campaignConfigLayout,
    ...watched.settings.campaignConfigLayout,
    headers: (watched.settings.campaignConfigLayout?.headers ?? []).map((h, i) => ({
      id: h.id ?? String(i),
      name: h.name ?? '',
      link: h.link ?? '',
    })),
    footers: (watched.settings.campaignConfigLayout?.footers ?? []).map((group) => ({
      name: group.name ?? '',
      items: (group.items ?? []).map((item) => ({ name: item.name ?? '', link: item.link ?? '' })),
    })),
  };

  const onUpload =
    (kind: CampaignImage['kind'], field: 'logo' | 'homeImage') =>
    async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      if (!file) return;
      const contentType = file.type as CampaignImage['contentType'];
      const { url } = await upload.mutateAsync({
        kind,
        contentType,
        dataBase64: await readBase64(file),
      });
      setValue(`settings.campaignConfigLayout.${field}`, url, { shouldDirty: true });
      setNotice(m.uploaded);
    };

  const onSubmit = handleSubmit(async (values) => {
    const { id, ...input } = values;
    const saved = await save.mutateAsync(editingId === null ? values : input);
    setNotice(m.saved);
    if (editingId === null) await navigate(`/admin/campaigns/${saved.id}`, { replace: true });
    else reset(editorValues(saved, false));
    return id;
  });
  const error = save.error ?? upload.error;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h5">
          {editingId === null ? m.create : `${m.edit}: ${source.data.name}`}
        </Typography>
        {notice && <Alert severity="success">{notice}</Alert>}
        {error && <Alert severity="error">{error.message}</Alert>}
        {editingId === null && (
          <TextField
            select
            label={m.template}
            value={sourceId ?? ''}
            onChange={(e) => setTemplateId(Number(e.target.value))}
          >
            {(campaigns.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.id} — {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction="row" spacing={2}>
          {editingId === null && (
            <TextField
              label={m.id}
              type="number"
              {...register('id', { valueAsNumber: true })}
              error={!!formState.errors.id}
              helperText={formState.errors.id?.message}
            />
          )}
          <TextField
            label={m.name}
            fullWidth
            {...register('name')}
            error={!!formState.errors.name}
            helperText={formState.errors.name?.message}
          />
        </Stack>
        <TextField
          label={m.hosts}
          {...register('hostsText')}
          error={!!formState.errors.hostsText}
          helperText={formState.errors.hostsText?.message}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={m.conversionRate}
            type="number"
            {...register('conversionRate', { valueAsNumber: true })}
            error={!!formState.errors.conversionRate}
          />
          <TextField label={m.coinAlias} {...register('settings.campaignConfig.coinAlias')} />
          <TextField
            label={m.shortCoinAlias}
            {...register('settings.campaignConfig.shortenCoinAlias')}
          />
        </Stack>
        <Typography component="h3" variant="subtitle1">
          {m.colours}
        </Typography>
        <Stack direction="row" spacing={2}>
          {colourFields.map((field) => (
            <TextField
              key={field}
              label={m[field]}
              type="color"
              sx={{ width: 120 }}
              {...register(`settings.campaignConfigLayout.${field}`)}
            />
          ))}
        </Stack>
        <TextField label={m.homeText} {...register('settings.campaignConfigLayout.homeText')} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {(
            [
              ['logo', 'logo', m.logo],
              ['homeImage', 'homeImage', m.homeImage],
            ] as const
          ).map(([kind, field, label]) => (
            <Button
              key={kind}
              variant="outlined"
              component="label"
              disabled={editingId === null || upload.isPending}
            >
              {label}: {m.upload}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp"
                aria-label={label}
                onChange={(event) => void onUpload(kind, field)(event)}
              />
            </Button>
          ))}
        </Stack>
        <Typography component="h3" variant="subtitle1">
          {m.products}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {productTabs.map((tab) => (
            <FormControlLabel
              key={tab.flag}
              label={adminMessages.products[tab.flag]}
              control={
                <Checkbox
                  checked={!!watched.settings?.campaignConfigLayout?.[tab.flag]}
                  onChange={(e) =>
                    setValue(`settings.campaignConfigLayout.${tab.flag}`, e.target.checked, {
                      shouldDirty: true,
                    })
                  }
                />
              }
            />
          ))}
        </Stack>
        <FormControlLabel
          label={m.topDestinations}
          control={
            <Checkbox
              checked={!!watched.settings.campaignConfigLayout?.topDestinationsEnabled}
              onChange={(e) =>
                setValue('settings.campaignConfigLayout.topDestinationsEnabled', e.target.checked, {
                  shouldDirty: true,
                })
              }
            />
          }
        />
        <Typography component="h3" variant="subtitle1">
          {m.headerLinks}
        </Typography>
        {headerLinks.fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1}>
            <TextField
              size="small"
              label={m.linkName}
              {...register(`settings.campaignConfigLayout.headers.${index}.name`)}
            />
            <TextField
              size="small"
              label={m.linkUrl}
              {...register(`settings.campaignConfigLayout.headers.${index}.link`)}
            />
            <Button onClick={() => headerLinks.remove(index)}>{m.remove}</Button>
          </Stack>
        ))}
        <Button
          onClick={() => headerLinks.append({ id: `link-${Date.now()}`, name: '', link: '' })}
        >
          {m.addLink}
        </Button>
        <Typography component="h3" variant="subtitle1">
          {m.footers}
        </Typography>
        {footerGroups.fields.map((field, index) => (
          <FooterGroupFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            onRemove={() => footerGroups.remove(index)}
          />
        ))}
        <Button onClick={() => footerGroups.append({ name: '', items: [] })}>
          {m.addFooterGroup}
        </Button>
        <Typography component="h3" variant="subtitle1">
          {m.fees}
        </Typography>
        <Stack direction="row" spacing={1}>
          {feeFields.map((field) => (
            <TextField
              key={field}
              size="small"
              label={field.replace('destinoFeriasFee', '') || 'Geral'}
              type="number"
              slotProps={{ htmlInput: { step: '0.01' } }}
              {...register(`settings.fees.${field}`, { valueAsNumber: true })}
            />
          ))}
        </Stack>
        <Typography component="h3" variant="subtitle1">
          {m.cash}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            label={m.acceptCash}
            control={
              <Checkbox
                checked={!!watched.settings?.acceptCashPayment}
                onChange={(e) => setValue('settings.acceptCashPayment', e.target.checked)}
              />
            }
          />
          <TextField
            size="small"
            label={m.cashPercentage}
            type="number"
            {...register('settings.cashPaymentPercentage', { valueAsNumber: true })}
          />
          <TextField
            size="small"
            label={m.maxInstallments}
            type="number"
            {...register('settings.maxInstallments', { valueAsNumber: true })}
          />
        </Stack>
        <FormControlLabel
          label={m.couponEnabled}
          control={
            <Checkbox
              checked={!!watched.settings?.couponEnabled}
              onChange={(e) => setValue('settings.couponEnabled', e.target.checked)}
            />
          }
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {m.save}
        </Button>
      </Paper>
      <Box sx={{ position: { md: 'sticky' }, top: 16 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {m.preview}
        </Typography>
        <HomePreview
          name={watched.name ?? ''}
          settings={{
            ...source.data.settings,
            campaignConfig: coinAlias,
            campaignConfigLayout: layout,
          }}
        />
      </Box>
    </Box>
  );
}

/** One footer column: its title and its links, each a label and an address. */
function FooterGroupFields({
  index,
  control,
  register,
  onRemove,
}: {
  index: number;
  control: Control<CampaignEditorValues, unknown, NewCampaign>;
  register: UseFormRegister<CampaignEditorValues>;
  onRemove: () => void;
}) {
  const items = useFieldArray({
    control,
    name: `settings.campaignConfigLayout.footers.${index}.items`,
  });
  const group = index + 1;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
    >
      <legend>{m.footerGroup(group)}</legend>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={m.footerTitle(group)}
          {...register(`settings.campaignConfigLayout.footers.${index}.name`)}
        />
        <Button onClick={onRemove}>{m.removeFooterGroup(group)}</Button>
      </Stack>
      {items.fields.map((field, item) => (
        <Stack key={field.id} direction="row" spacing={1}>
          <TextField
            size="small"
            label={m.footerItemLabel(group, item + 1)}
            {...register(`settings.campaignConfigLayout.footers.${index}.items.${item}.name`)}
          />
          <TextField
            size="small"
            label={m.footerItemLink(group, item + 1)}
            {...register(`settings.campaignConfigLayout.footers.${index}.items.${item}.link`)}
          />
          <Button onClick={() => items.remove(item)}>{m.remove}</Button>
        </Stack>
      ))}
      <Button sx={{ justifySelf: 'start' }} onClick={() => items.append({ name: '', link: '' })}>
        {m.addFooterItem}
      </Button>
    </Box>
  );
}

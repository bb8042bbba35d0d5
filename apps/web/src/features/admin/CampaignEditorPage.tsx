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
import {
  Controller,
  useFieldArray,
  useForm,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
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
const imageFields = ['logo', 'logoSecundaria', 'homeImage'] as const;
/** The campaign coupon rule's product flags, in the order of the product tabs. */
const couponFlag = {
  flight: 'air',
  hotel: 'hotel',
  car: 'car',
  bus: 'bus',
  experience: 'experience',
  entertainment: 'entertainment',
} as const;
const newCouponRule = {
  discountType: 2 as const,
  value: 10,
  air: false,
  hotel: false,
  car: false,
  bus: false,
  experience: false,
  entertainment: false,
};
/** An optional text field: left empty, it is null. */
const emptyAsNull = { setValueAs: (value: string | null) => (value ? value : null) };

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

/**
 * Creates or edits a campaign, with the member home previewed beside the form as it is typed.
 * Support operators see the campaign read-only: changing it is an admin's.
 */
export function CampaignEditorPage({ admin }: { admin: boolean }) {
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
    (kind: CampaignImage['kind']) => async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      if (!file) return;
      const contentType = file.type as CampaignImage['contentType'];
      const { url } = await upload.mutateAsync({
        kind,
        contentType,
        dataBase64: await readBase64(file),
      });
      setValue(`settings.campaignConfigLayout.${kind}`, url, { shouldDirty: true });
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
  const errors = formState.errors.settings;
  const coupon = watched.settings.coupon;

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
        {!admin && <Alert severity="info">{m.readOnly}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        {error && <Alert severity="error">{error.message}</Alert>}
        <Box
          component="fieldset"
          disabled={!admin}
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
        >
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
              label={m.guestCode}
              {...register('guestCode', emptyAsNull)}
              error={!!formState.errors.guestCode}
              helperText={formState.errors.guestCode?.message ?? m.guestCodeHelp}
            />
            <TextField
              label={m.shopUrl}
              fullWidth
              {...register('settings.shopUrl')}
              error={!!errors?.shopUrl}
              helperText={errors?.shopUrl?.message ?? m.shopUrlHelp}
            />
          </Stack>
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
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            {imageFields.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                component="label"
                disabled={!admin || editingId === null || upload.isPending}
              >
                {m[kind]}: {m.upload}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  aria-label={m[kind]}
                  onChange={(event) => void onUpload(kind)(event)}
                />
              </Button>
            ))}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              label={m.homeImageBanner}
              control={
                <Checkbox
                  checked={!!watched.settings.campaignConfigLayout?.homeImageBanner}
                  onChange={(e) =>
                    setValue('settings.campaignConfigLayout.homeImageBanner', e.target.checked, {
                      shouldDirty: true,
                    })
                  }
                />
              }
            />
            <TextField
              label={m.linkHomeImage}
              fullWidth
              {...register('settings.campaignConfigLayout.linkHomeImage', emptyAsNull)}
              error={!!errors?.campaignConfigLayout?.linkHomeImage}
              helperText={
                errors?.campaignConfigLayout?.linkHomeImage?.message ?? m.linkHomeImageHelp
              }
            />
          </Stack>
          <TextField
            label={m.brandTheme}
            {...register('settings.campaignConfigLayout.brandTheme', emptyAsNull)}
            error={!!errors?.campaignConfigLayout?.brandTheme}
            helperText={errors?.campaignConfigLayout?.brandTheme?.message ?? m.brandThemeHelp}
          />
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
                  setValue(
                    'settings.campaignConfigLayout.topDestinationsEnabled',
                    e.target.checked,
                    {
                      shouldDirty: true,
                    },
                  )
                }
              />
            }
          />
          <FormControlLabel
            label={m.subHeaderSearch}
            control={
              <Checkbox
                checked={!!watched.settings.campaignConfigLayout?.subHeaderSearch}
                onChange={(e) =>
                  setValue('settings.campaignConfigLayout.subHeaderSearch', e.target.checked, {
                    shouldDirty: true,
                  })
                }
              />
            }
          />
          <Stack direction="row" spacing={2}>
            {(['advanceDaysCar', 'advanceDaysExperience'] as const).map((field) => (
              <TextField
                key={field}
                label={m[field]}
                type="number"
                {...register(`settings.${field}`, { valueAsNumber: true })}
                error={!!errors?.[field]}
                helperText={errors?.[field]?.message}
              />
            ))}
          </Stack>
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
            {m.markup}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {productTabs.map((tab) => (
              <TextField
                key={tab.flag}
                size="small"
                label={m.markupOf(adminMessages.products[tab.flag])}
                type="number"
                sx={{ width: 150 }}
                {...register(`settings.pointsMarkup.${tab.flag}`, { valueAsNumber: true })}
                error={!!errors?.pointsMarkup?.[tab.flag]}
                helperText={errors?.pointsMarkup?.[tab.flag]?.message}
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
          <FormControlLabel
            label={m.couponRule}
            control={
              <Checkbox
                checked={coupon !== null && coupon !== undefined}
                onChange={(e) =>
                  setValue('settings.coupon', e.target.checked ? newCouponRule : null, {
                    shouldDirty: true,
                  })
                }
              />
            }
          />
          {coupon && (
            <Box
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
            >
              <legend>{m.couponRuleLegend}</legend>
              <Typography variant="body2">{m.couponRuleHelp}</Typography>
              <Stack direction="row" spacing={2}>
                <Controller
                  control={control}
                  name="settings.coupon.discountType"
                  render={({ field }) => (
                    <TextField
                      select
                      size="small"
                      label={m.couponType}
                      value={field.value}
                      onChange={(e) => field.onChange(Number(e.target.value) as 1 | 2)}
                      sx={{ minWidth: 160 }}
                    >
                      <MenuItem value={2}>{adminMessages.coupons.percentage}</MenuItem>
                      <MenuItem value={1}>{adminMessages.coupons.points}</MenuItem>
                    </TextField>
                  )}
                />
                <TextField
                  size="small"
                  label={m.couponValue}
                  type="number"
                  {...register('settings.coupon.value', { valueAsNumber: true })}
                  error={!!errors?.coupon?.value}
                  helperText={errors?.coupon?.value?.message}
                />
              </Stack>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {productTabs.map((tab) => (
                  <FormControlLabel
                    key={tab.flag}
                    label={m.couponOn(adminMessages.products[tab.flag])}
                    control={
                      <Checkbox
                        checked={!!coupon[couponFlag[tab.flag]]}
                        onChange={(e) =>
                          setValue(`settings.coupon.${couponFlag[tab.flag]}`, e.target.checked, {
                            shouldDirty: true,
                          })
                        }
                      />
                    }
                  />
                ))}
              </Stack>
            </Box>
          )}
        </Box>
        {admin && (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.save}
          </Button>
        )}
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
            couponEnabled: !!watched.settings.couponEnabled,
            coupon: coupon ? { ...newCouponRule, ...coupon } : null,
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

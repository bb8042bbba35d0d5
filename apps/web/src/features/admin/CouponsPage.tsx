import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Stack, Switch, TableCell, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  consoleCouponInputSchema,
  type ConsoleCoupon,
  type ConsoleCouponInput,
} from '@portal/domain/operators';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { products } from '@portal/domain/products';
import { couponUsagesQuery } from './api/getCouponUsages';
import { couponsQuery } from './api/getCoupons';
import { useSaveCoupon } from './api/saveCoupon';
import { CampaignPage } from './CampaignSelect';
import { newCouponRule } from './couponRule';
import { ConsoleTable } from './ConsoleTable';
import { adminMessages } from './messages';
import { FormCheckbox, FormTextField, InstantField } from './FormFields';

const m = adminMessages.coupons;
const blank: ConsoleCouponInput = {
  code: '',
  ...newCouponRule,
  active: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
};
const inputOf = ({
  id: _id,
  campaignId: _c,
  usages: _u,
  createdAt: _t,
  ...input
}: ConsoleCoupon): ConsoleCouponInput => input;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const productsOf = (coupon: ConsoleCouponInput) =>
  products
    .filter((tab) => coupon[tab.couponFlag])
    .map((tab) => adminMessages.products[tab.code])
    .join(', ') || m.noProducts;
const validity = (coupon: ConsoleCouponInput) =>
  !coupon.validFrom && !coupon.validUntil
    ? m.always
    : `${coupon.validFrom ? dateTime(coupon.validFrom) : m.open} – ${
        coupon.validUntil ? dateTime(coupon.validUntil) : m.open
      }`;

/**
 * Coupons of a campaign: their value, products, validity and uses; an admin creates and edits
 * them, anyone sees which bookings used one.
 */
export function CouponsPage({ admin }: { admin: boolean }) {
  return (
    <CampaignPage heading={m.heading}>
      {(campaignId) => <CampaignCoupons campaignId={campaignId} admin={admin} />}
    </CampaignPage>
  );
}

function CampaignCoupons({ campaignId, admin }: { campaignId: number; admin: boolean }) {
  const coupons = useQuery(couponsQuery(campaignId));
  const save = useSaveCoupon(campaignId);
  const [editing, setEditing] = useState<ConsoleCoupon | null>(null);
  const [showingUses, setShowingUses] = useState<ConsoleCoupon | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {notice && <Alert severity="success">{notice}</Alert>}
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <ConsoleTable
        columns={[m.code, m.value, m.products, m.validity, m.usages, m.active, '']}
        rows={coupons.data}
        rowKey={(coupon) => coupon.id}
        cells={(coupon) => (
          <>
            <TableCell>{coupon.code}</TableCell>
            <TableCell>
              {coupon.discountType === 2 ? `${coupon.value}%` : `${coupon.value} pts`}
            </TableCell>
            <TableCell>{productsOf(coupon)}</TableCell>
            <TableCell>{validity(coupon)}</TableCell>
            <TableCell>
              {coupon.usages}
              {coupon.usageLimit ? ` / ${coupon.usageLimit}` : ''}
            </TableCell>
            <TableCell>
              {admin ? (
                <Switch
                  checked={coupon.active}
                  slotProps={{ input: { 'aria-label': `${m.active} ${coupon.code}` } }}
                  onChange={(e) =>
                    save.mutate({
                      id: coupon.id,
                      input: { ...inputOf(coupon), active: e.target.checked },
                    })
                  }
                />
              ) : coupon.active ? (
                m.yes
              ) : (
                m.no
              )}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setShowingUses(coupon)}>
                  {m.showUses(coupon.code)}
                </Button>
                {admin && (
                  <Button
                    size="small"
                    onClick={() => {
                      setNotice(null);
                      setEditing(coupon);
                    }}
                  >
                    {m.edit(coupon.code)}
                  </Button>
                )}
              </Stack>
            </TableCell>
          </>
        )}
      />
      {showingUses && (
        <CouponUses
          key={showingUses.id}
          campaignId={campaignId}
          coupon={showingUses}
          onClose={() => setShowingUses(null)}
        />
      )}
      {admin && (
        <CouponForm
          key={editing?.id ?? 'new'}
          campaignId={campaignId}
          editing={editing}
          onSaved={(text) => {
            setNotice(text);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** The bookings that used the coupon; a failed or expired one gave its use back. */
function CouponUses({
  campaignId,
  coupon,
  onClose,
}: {
  campaignId: number;
  coupon: ConsoleCoupon;
  onClose: () => void;
}) {
  const usages = useQuery(couponUsagesQuery(campaignId, coupon.id));
  return (
    <Box component="section" aria-label={m.usesOf(coupon.code)} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1">
          {m.usesOf(coupon.code)}
        </Typography>
        <Button size="small" onClick={onClose}>
          {m.close}
        </Button>
      </Stack>
      <ConsoleTable
        empty={m.noUses}
        columns={[m.locator, m.member, m.when, m.discount, m.bookingState, m.counts]}
        rows={usages.data}
        rowKey={(usage) => usage.bookingId}
        cells={(usage) => (
          <>
            <TableCell>{usage.locator}</TableCell>
            <TableCell>{usage.memberEmail}</TableCell>
            <TableCell>{dateTime(usage.createdAt)}</TableCell>
            <TableCell>
              {formatPoints(usage.discountPoints)} pts · {formatBRL(usage.discountCashCents)}
            </TableCell>
            <TableCell>{usage.bookingState}</TableCell>
            <TableCell>{usage.live ? m.yes : m.no}</TableCell>
          </>
        )}
      />
    </Box>
  );
}

/** Creates a coupon, or edits the one chosen: value, limit, validity, products, active. */
function CouponForm({
  campaignId,
  editing,
  onSaved,
  onCancel,
}: {
  campaignId: number;
  editing: ConsoleCoupon | null;
  onSaved: (notice: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCoupon(campaignId);
  const form = useForm<ConsoleCouponInput>({
    resolver: zodResolver(consoleCouponInputSchema),
    defaultValues: editing ? inputOf(editing) : blank,
  });
  const onSubmit = form.handleSubmit(async (input) => {
    await save.mutateAsync({ id: editing?.id, input });
    form.reset(blank);
    onSaved(editing ? m.saved : m.created);
  });
  const title = editing ? m.editing(editing.code) : m.create;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="subtitle1">
          {title}
        </Typography>
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormTextField<ConsoleCouponInput> size="small" name="code" label={m.code} />
          <FormTextField<ConsoleCouponInput>
            select
            number
            size="small"
            name="discountType"
            label={m.type}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value={2}>{m.percentage}</MenuItem>
            <MenuItem value={1}>{m.points}</MenuItem>
          </FormTextField>
          <FormTextField<ConsoleCouponInput> size="small" number name="value" label={m.value} />
          <FormTextField<ConsoleCouponInput>
            size="small"
            number
            emptyAsNull
            name="usageLimit"
            label={m.usageLimit}
          />
          <InstantField<ConsoleCouponInput> name="validFrom" label={m.validFrom} />
          <InstantField<ConsoleCouponInput> name="validUntil" label={m.validUntil} />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {products.map((tab) => (
            <FormCheckbox<ConsoleCouponInput>
              key={tab.code}
              name={tab.couponFlag}
              label={adminMessages.products[tab.code]}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {editing ? m.save : m.create}
          </Button>
          {editing && <Button onClick={onCancel}>{adminMessages.cancel}</Button>}
        </Stack>
      </Box>
    </FormProvider>
  );
}

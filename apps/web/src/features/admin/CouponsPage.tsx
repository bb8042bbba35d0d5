import { useState } from 'react';
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
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  consoleCouponInputSchema,
  productTabs,
  type ConsoleCoupon,
  type ConsoleCouponInput,
} from '@portal/domain';
import { couponsQuery, useSaveCoupon } from './api';
import { CampaignSelect } from './CampaignSelect';
import { adminMessages } from './messages';

const m = adminMessages.coupons;
const couponFlag = {
  flight: 'air',
  hotel: 'hotel',
  car: 'car',
  bus: 'bus',
  experience: 'experience',
  entertainment: 'entertainment',
} as const;
const blank: ConsoleCouponInput = {
  code: '',
  discountType: 2,
  value: 10,
  air: false,
  hotel: false,
  car: false,
  bus: false,
  experience: false,
  entertainment: false,
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

/** Coupons of a campaign: create, switch on and off, see how many live bookings use each. */
export function CouponsPage() {
  const [campaignId, setCampaignId] = useState<number | null>(null);
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      <CampaignSelect value={campaignId} onChange={setCampaignId} />
      {campaignId !== null && <CampaignCoupons key={campaignId} campaignId={campaignId} />}
    </Paper>
  );
}

function CampaignCoupons({ campaignId }: { campaignId: number }) {
  const coupons = useQuery(couponsQuery(campaignId));
  const save = useSaveCoupon(campaignId);
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, control, reset, formState } = useForm<ConsoleCouponInput>({
    resolver: zodResolver(consoleCouponInputSchema),
    defaultValues: blank,
  });
  const onSubmit = handleSubmit(async (input) => {
    await save.mutateAsync({ input });
    setCreated(true);
    reset(blank);
  });
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{m.code}</TableCell>
            <TableCell>{m.value}</TableCell>
            <TableCell>{m.usages}</TableCell>
            <TableCell>{m.active}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(coupons.data ?? []).map((coupon) => (
            <TableRow key={coupon.id}>
              <TableCell>{coupon.code}</TableCell>
              <TableCell>
                {coupon.discountType === 2 ? `${coupon.value}%` : `${coupon.value} pts`}
              </TableCell>
              <TableCell>
                {coupon.usages}
                {coupon.usageLimit ? ` / ${coupon.usageLimit}` : ''}
              </TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="subtitle1">
          {m.create}
        </Typography>
        {created && <Alert severity="success">{m.created}</Alert>}
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            label={m.code}
            {...register('code')}
            error={!!formState.errors.code}
            helperText={formState.errors.code?.message}
          />
          <Controller
            control={control}
            name="discountType"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={m.type}
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value) as 1 | 2)}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value={2}>{m.percentage}</MenuItem>
                <MenuItem value={1}>{m.points}</MenuItem>
              </TextField>
            )}
          />
          <TextField
            size="small"
            label={m.value}
            type="number"
            {...register('value', { valueAsNumber: true })}
            error={!!formState.errors.value}
          />
          <TextField
            size="small"
            label={m.usageLimit}
            type="number"
            {...register('usageLimit', {
              setValueAs: (v: string) => (v === '' ? null : Number(v)),
            })}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {productTabs.map((tab) => (
            <Controller
              key={tab.flag}
              control={control}
              name={couponFlag[tab.flag]}
              render={({ field }) => (
                <FormControlLabel
                  label={adminMessages.products[tab.flag]}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                />
              )}
            />
          ))}
        </Stack>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ justifySelf: 'start' }}
        >
          {m.create}
        </Button>
      </Box>
    </>
  );
}

import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookingType } from '@portal/domain/products';
import { brlToCents, centsToBrl, formatBRL, formatPoints } from '@portal/domain/money';
import { COUPON_CODE_MAX, type CouponForm, couponFormSchema } from '@portal/domain/checkout';
import { type CouponCheckResponse, couponMessages } from '@portal/domain/coupons';
import { CouponDiscountType } from '@portal/domain/pricing';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { TextInput } from '../../shared/ui/TextInput';
import { useCheckCoupon } from './api';
import { checkoutCopy } from './messages';

interface CouponSectionProps {
  type: BookingType;
  /** Totals before any discount. */
  pointsTotal: number;
  cashTotalCents: number;
  guest: boolean;
  coin: string;
  /** Points members see the discount in points; everyone else in R$. */
  showPoints: boolean;
  applied: CouponCheckResponse | null;
  onApplied: (coupon: CouponCheckResponse | null) => void;
}

/** Discount coupon: one at a time; removing restores the amounts. */
export function CouponSection({
  type,
  pointsTotal,
  cashTotalCents,
  guest,
  coin,
  showPoints,
  applied,
  onApplied,
}: CouponSectionProps) {
  const showAlert = useAlert();
  const form = useForm<CouponForm>({
    defaultValues: { code: '' },
    resolver: zodResolver(couponFormSchema),
  });
  const check = useCheckCoupon();

  const apply = ({ code }: CouponForm) =>
    check.mutate(
      {
        type,
        couponCode: code,
        pointsTotalValue: pointsTotal,
        cashTotalValue: centsToBrl(cashTotalCents),
        guest,
      },
      {
        onSuccess: (result) => {
          onApplied(result);
          showAlert({ kind: 'success', message: couponMessages.applied });
        },
        onError: (error) =>
          showAlert({
            kind: 'error',
            message:
              isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
                ? error.message
                : couponMessages.failed,
          }),
      },
    );

  // One coupon at a time; an empty code is refused with the failure text, as an alert.
  const submit = applied
    ? () => showAlert({ kind: 'warning', message: couponMessages.alreadyApplied })
    : form.handleSubmit(apply, (errors) =>
        showAlert({ kind: 'error', message: errors.code?.message ?? couponMessages.failed }),
      );

  const discountText = applied
    ? applied.coupon.discountType === CouponDiscountType.PERCENTAGE
      ? `${applied.coupon.value}%`
      : showPoints
        ? `${formatPoints(applied.discountPoints)} ${coin}`
        : formatBRL(brlToCents(applied.discountCash))
    : null;

  return (
    <Paper
      component="section"
      aria-labelledby="coupon-title"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="coupon-title" variant="h6" component="h2">
        {checkoutCopy.couponTitle}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={checkoutCopy.couponTitle}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <TextInput
              label={checkoutCopy.couponField}
              name="coupon"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.slice(0, COUPON_CODE_MAX))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              inputProps={{ maxLength: COUPON_CODE_MAX }}
            />
          )}
        />
        <Button type="submit" variant="outlined" disabled={check.isPending} sx={{ height: 56 }}>
          {checkoutCopy.couponApply}
        </Button>
      </Box>
      {applied ? (
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid="coupon-applied"
        >
          <Typography>
            {applied.couponCode}: {checkoutCopy.couponDiscount} <strong>{discountText}</strong>
            {showPoints && applied.coupon.discountType === CouponDiscountType.PERCENTAGE
              ? ` (−${formatPoints(applied.discountPoints)} ${coin})`
              : null}
          </Typography>
          <Button
            onClick={() => {
              onApplied(null);
              form.reset();
            }}
          >
            {checkoutCopy.couponRemove}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

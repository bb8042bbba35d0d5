import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CouponDiscountType,
  couponMessages,
  formatBRL,
  formatPoints,
  type BookingType,
  type CouponCheckResponse,
} from '@portal/domain';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { TextInput } from '../../shared/ui/TextInput';
import { checkCoupon } from './api';
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
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (applied) {
      showAlert({ kind: 'warning', message: couponMessages.alreadyApplied });
      return;
    }
    if (!code.trim()) {
      showAlert({ kind: 'error', message: couponMessages.failed });
      return;
    }
    setBusy(true);
    try {
      const result = await checkCoupon({
        type,
        couponCode: code.trim(),
        pointsTotalValue: pointsTotal,
        cashTotalValue: cashTotalCents / 100,
        guest,
      });
      onApplied(result);
      showAlert({ kind: 'success', message: couponMessages.applied });
    } catch (error) {
      showAlert({
        kind: 'error',
        message:
          isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
            ? error.message
            : couponMessages.failed,
      });
    } finally {
      setBusy(false);
    }
  };

  const discountText = applied
    ? applied.coupon.discountType === CouponDiscountType.PERCENTAGE
      ? `${applied.coupon.value}%`
      : showPoints
        ? `${formatPoints(applied.discountPoints)} ${coin}`
        : formatBRL(Math.round(applied.discountCash * 100))
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
          void apply();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextInput
          label={checkoutCopy.couponField}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, 40))}
          inputProps={{ maxLength: 40 }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ height: 56 }}>
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
              setCode('');
            }}
          >
            {checkoutCopy.couponRemove}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

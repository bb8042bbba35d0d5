import { useEffect, useRef, useState } from 'react';
import {
  initialPoints,
  paymentMode,
  splitView,
  type CouponCheckResponse,
  type SessionUser,
} from '@portal/domain';
import { useCheckoutDraft } from './draft/checkoutDraft';
import type { CheckoutSelection } from './selection';
import type { SummaryDiscount } from './summary/SummaryTotal';

/** Draft fields of the points typed and the total they were typed for. */
const POINTS = 'payment-points';
const POINTS_TOTAL = 'payment-points-total';

/**
 * The purchase total after the coupon and its split between points and R$: the points typed
 * hold until the total changes (and are kept in the draft), then the split starts again from the
 * campaign's default.
 */
export function usePaymentSplit(selection: CheckoutSelection, user: SessionUser) {
  const campaign = user.campaign;
  const [coupon, setCoupon] = useState<CouponCheckResponse | null>(null);
  const draft = useCheckoutDraft();
  const [typed, setTyped] = useState<{ forTotal: number; input: string } | null>(() => {
    const input = draft.field(POINTS);
    return input === undefined ? null : { forTotal: Number(draft.field(POINTS_TOTAL)), input };
  });
  useEffect(() => {
    if (typed) draft.saveFields({ [POINTS]: typed.input, [POINTS_TOTAL]: String(typed.forTotal) });
  }, [draft, typed]);
  const pointsRef = useRef<HTMLInputElement | null>(null);
  const base = { points: selection.pointsTotal, cash: selection.totalCents };
  const discount: SummaryDiscount | null = coupon
    ? { points: coupon.discountPoints, cashCents: Math.round(coupon.discountCash * 100) }
    : null;
  const total = discount
    ? {
        points: Math.max(0, base.points - discount.points),
        cash: Math.max(0, base.cash - discount.cashCents),
      }
    : base;
  const input = {
    total,
    policy: {
      acceptCashPayment: campaign.acceptCashPayment,
      cashPaymentPercentage: campaign.cashPaymentPercentage,
    },
    balance: user.pointsBalance,
    coin: campaign.campaignConfig.coinAlias,
  };
  const pointsInput =
    typed && typed.forTotal === total.points ? typed.input : String(initialPoints(input));
  const inPoints = paymentMode(user) === 'points';
  const view = inPoints ? splitView(input, Number(pointsInput || '0')) : null;
  const cashDue = view ? view.cash : total.cash;
  return {
    coupon,
    setCoupon,
    discount,
    total,
    view,
    inPoints,
    pointsInput,
    setPointsInput: (value: string) => setTyped({ forTotal: total.points, input: value }),
    pointsRef,
    cashDue,
    needsCard: cashDue > 0,
  };
}

export type PaymentSplit = ReturnType<typeof usePaymentSplit>;

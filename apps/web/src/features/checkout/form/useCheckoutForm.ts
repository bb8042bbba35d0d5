import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { brlToCents } from '@portal/domain/money';
import {
  carriedPoints,
  checkoutCashDue,
  type CheckoutFormContext,
  checkoutFormRules,
  type CheckoutFormValues,
  type CheckoutTravellerPlan,
  emptyBillingForm,
  emptyCardForm,
  emptyCheckoutTraveller,
  emptyTravellerForm,
  initialPoints,
  paymentMode,
  type SplitInput,
  splitView,
  travellerFromMember,
} from '@portal/domain/checkout';
import { type CouponCheckResponse } from '@portal/domain/coupons';
import { emptyTransferEnd } from '@portal/domain/activities';
import { type SessionUser } from '@portal/domain/users';
import { isoDate } from '../../../shared/format';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { useCheckoutDraft, type DraftStore } from '../draft/checkoutDraft';
import type { CheckoutSelection } from '../selection';
import type { SummaryDiscount } from '../summary/SummaryTotal';
import { addressFieldId, nameRule, planForms, travellerPlan } from '../travellers/plan';

/** Draft fields of the points typed and the total they were typed for. */
const POINTS = 'payment-points';
const POINTS_TOTAL = 'payment-points-total';

/** Members start with their own data in the main traveller's form; guests and voucher users type it. */
const prefills = (user: SessionUser) => !user.guest && !user.travelVoucher;

function initialTravellers(plan: CheckoutTravellerPlan, user: SessionUser, draft: DraftStore) {
  return planForms(plan).map(({ slot, formId }) => {
    // A hotel's main guest is prefilled only when the form asks for the document too.
    const fromMember = slot.main && prefills(user) && (plan.type !== 'HOTEL' || slot.set.document);
    const form =
      draft.traveller(formId) ??
      (fromMember ? travellerFromMember(user, nameRule(plan)) : emptyTravellerForm);
    return { ...form, address: draft.field(addressFieldId(formId)) ?? '' };
  });
}

/** The purchase total after the coupon, and the inputs of its points/R$ split for this member. */
function priceOf(
  selection: CheckoutSelection,
  user: SessionUser,
  coupon: CouponCheckResponse | null,
) {
  const discount: SummaryDiscount | null = coupon
    ? { points: coupon.discountPoints, cashCents: brlToCents(coupon.discountCash) }
    : null;
  const total = {
    points: Math.max(0, selection.pointsTotal - (discount?.points ?? 0)),
    cash: Math.max(0, selection.totalCents - (discount?.cashCents ?? 0)),
  };
  const campaign = user.campaign;
  const split: SplitInput | null =
    paymentMode(user) === 'points'
      ? {
          total,
          policy: {
            acceptCashPayment: campaign.acceptCashPayment,
            cashPaymentPercentage: campaign.cashPaymentPercentage,
          },
          balance: user.pointsBalance,
          coin: campaign.campaignConfig.coinAlias,
        }
      : null;
  return { discount, total, split };
}

const pointsFor = (split: SplitInput | null) => (split ? String(initialPoints(split)) : '0');

/**
 * The checkout as one react-hook-form form over the domain's checkout rules: travellers (a field
 * array), transfer, seats, points, card, billing and terms. Messages show from the first 'Comprar'
 * on and then follow every change; what the member typed (never the card) is kept in the page's
 * draft.
 */
export function useCheckoutForm(selection: CheckoutSelection) {
  const user = useSignedUser();
  const draft = useCheckoutDraft();
  const plan = useMemo(() => travellerPlan(selection), [selection]);
  const [coupon, setCoupon] = useState<CouponCheckResponse | null>(null);
  const { discount, total, split } = useMemo(
    () => priceOf(selection, user, coupon),
    [selection, user, coupon],
  );
  const [today] = useState(() => isoDate(new Date()));
  const context: CheckoutFormContext = { travellers: plan, total, split, today };

  // The points of the draft hold while the total they were typed for holds; from then on the
  // form's points are for `pointsTotal`.
  const pointsTotal = useRef(total.points);
  const [defaultValues] = useState<CheckoutFormValues>(() => ({
    travellers: initialTravellers(plan, user, draft),
    transfer: { start: emptyTransferEnd, destination: { ...emptyTransferEnd, kind: 'address' } },
    seats: { going: [], back: [] },
    points:
      Number(draft.field(POINTS_TOTAL)) === total.points
        ? (draft.field(POINTS) ?? pointsFor(split))
        : pointsFor(split),
    useSaved: false,
    paymentMethod: 'card',
    cardByGateway: false,
    vaultId: '',
    card: emptyCardForm,
    billing: draft.billing() ?? { ...emptyBillingForm, email: user.guest ? '' : user.email },
    termsAccepted: false,
  }));
  const form = useForm<CheckoutFormValues>({
    defaultValues,
    resolver: zodResolver(checkoutFormRules(context)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // A new total (a coupon, a re-checked bus price) keeps the share of it the member typed.
  useEffect(() => {
    if (pointsTotal.current === total.points) return;
    const previous = pointsTotal.current;
    pointsTotal.current = total.points;
    const typed = Number(form.getValues('points') || Number.NaN);
    form.setValue(
      'points',
      split ? String(carriedPoints(split, typed, previous)) : pointsFor(split),
    );
  }, [total.points, split, form]);

  useKeepDraft(form, plan, draft, pointsTotal);

  // After the first 'Comprar' every message follows the form, also those of other travellers (a
  // duplicate name fixed in either form) and of the whole section.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (form.formState.isSubmitted && name?.startsWith('travellers')) void form.trigger();
        },
      }),
    [form],
  );

  const points = useWatch({ control: form.control, name: 'points' });
  const view = split ? splitView(split, Number(points || '0')) : null;
  const cashDue = checkoutCashDue(context, points);
  return {
    form,
    plan,
    today,
    coupon,
    setCoupon,
    discount,
    total,
    view,
    inPoints: split !== null,
    cashDue,
    needsCard: cashDue > 0,
  };
}

/** Writes what the member types to the page's draft: travellers, addresses, points and billing. */
function useKeepDraft(
  form: UseFormReturn<CheckoutFormValues>,
  plan: CheckoutTravellerPlan,
  draft: DraftStore,
  pointsTotal: { current: number },
) {
  useEffect(() => {
    const forms = planForms(plan);
    const save = (values: CheckoutFormValues) => {
      const travellers = forms.map(({ formId }, i) => {
        const { address = '', ...traveller } = values.travellers[i] ?? emptyCheckoutTraveller;
        return { formId, traveller, address };
      });
      draft.save({
        travellers: Object.fromEntries(travellers.map((t) => [t.formId, t.traveller])),
        fields: {
          ...Object.fromEntries(travellers.map((t) => [addressFieldId(t.formId), t.address])),
          [POINTS]: values.points,
          [POINTS_TOTAL]: String(pointsTotal.current),
        },
        billing: values.billing,
      });
    };
    save(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => save(values),
    });
  }, [form, plan, draft, pointsTotal]);
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;

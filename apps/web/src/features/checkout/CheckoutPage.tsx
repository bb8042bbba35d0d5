import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  actionForError,
  actionForReply,
  billingErrors,
  billingFieldOrder,
  cardFieldOrder,
  cardFormErrors,
  cardBrandOf,
  checkoutMessages,
  couponAppliesTo,
  emptyBillingForm,
  emptyCardForm,
  initialPoints,
  paymentMode,
  toBillingCustomer,
  splitView,
  type BillingForm,
  type BookingPayment,
  type BookingRequest,
  type BookingSubmitResponse,
  type CouponCheckResponse,
  type PayerKind,
  type SubmitAction,
} from '@portal/domain';
import { useAlert, VALIDATION_ALERT_MS } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { assignLocation } from '../../shared/browser';
import { paths } from '../../shared/routes';
import { useSession, useSignedUser } from '../../shared/session/sessionContext';
import { sessionKeys } from '../../shared/storage/keys';
import { writeSession } from '../../shared/storage/storage';
import { StickyTotal } from './StickyTotal';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { submitBooking } from './api';
import { BillingSection } from './BillingSection';
import { CardSection, type CardFieldRefs, type CardState } from './CardSection';
import { CouponSection } from './CouponSection';
import { checkoutCopy } from './messages';
import { PaymentSplitSection } from './PaymentSplitSection';
import { TransferDataSection, type TransferDataHandle } from './activities/TransferDataSection';
import { useCheckoutSelection } from './selection';
import { CheckoutSummary, TravellersSection, type TravellersHandle } from './travellers';
import { TwoFactorDialog } from './TwoFactorDialog';
import type { BillingFieldRefs } from './BillingSection';
import { PageSearchSummary } from '../../shared/search/SearchSummaryBar';

const TermsDialog = lazy(() => import('../../shared/terms/TermsDialog'));

/** One checkout attempt: the same body retried keeps its Idempotency-Key and payment code. */
interface Attempt {
  fingerprint: string;
  key: string;
  paymentCode: string;
}

/** /busca/resumo 'Detalhes da Viagem' (spec 2 §2 checkout page, §4 submit, §5 checkout rules). */
export default function CheckoutPage() {
  const selection = useCheckoutSelection();
  const user = useSignedUser();
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  // The page opens at its top, wherever the previous page was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const showAlert = useAlert();
  const campaign = user.campaign;
  const coin = campaign.campaignConfig.coinAlias;
  const mode = paymentMode(user);
  const payer: PayerKind = user.guest ? 'guest' : user.travelVoucher ? 'voucher' : 'member';

  const travellersRef = useRef<TravellersHandle | null>(null);
  const transferRef = useRef<TransferDataHandle | null>(null);
  const pointsRef = useRef<HTMLInputElement | null>(null);
  const cardRefs: CardFieldRefs = useRef({});
  const billingRefs: BillingFieldRefs = useRef({});
  const attempt = useRef<Attempt | null>(null);

  const [coupon, setCoupon] = useState<CouponCheckResponse | null>(null);
  const [pointsState, setPointsState] = useState<{ forTotal: number; input: string } | null>(null);
  const [card, setCard] = useState<CardState>({
    useSaved: false,
    vaultId: '',
    form: emptyCardForm,
  });
  const [cardError, setCardError] = useState<string | null>(null);
  const [billing, setBilling] = useState<BillingForm>({
    ...emptyBillingForm,
    email: user.guest ? '' : user.email,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsRead, setTermsRead] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [twoFactor, setTwoFactor] = useState<{
    locator: string;
    payment: BookingPayment | null;
  } | null>(null);

  const baseTotal = useMemo(
    () =>
      selection
        ? { points: selection.pointsTotal, cash: selection.totalCents }
        : { points: 0, cash: 0 },
    [selection],
  );
  const total = coupon
    ? {
        points: Math.max(0, baseTotal.points - coupon.discountPoints),
        cash: Math.max(0, baseTotal.cash - Math.round(coupon.discountCash * 100)),
      }
    : baseTotal;
  const splitInput = {
    total,
    policy: {
      acceptCashPayment: campaign.acceptCashPayment,
      cashPaymentPercentage: campaign.cashPaymentPercentage,
    },
    balance: user.pointsBalance,
    coin,
  };
  const pointsInput =
    pointsState && pointsState.forTotal === total.points
      ? pointsState.input
      : String(initialPoints(splitInput));
  const view = mode === 'points' ? splitView(splitInput, Number(pointsInput || '0')) : null;
  const cashDue = view ? view.cash : total.cash;
  const needsCard = cashDue > 0;

  if (!selection) {
    return (
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {checkoutCopy.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{checkoutCopy.noSelection}</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {checkoutCopy.newSearch}
        </Button>
      </Container>
    );
  }

  const couponAllowed =
    campaign.couponEnabled &&
    (!campaign.coupon || couponAppliesTo(campaign.coupon, selection.category));
  const cardErrors = showErrors && needsCard && !card.useSaved ? cardFormErrors(card.form) : {};
  const billErrors = showErrors && needsCard ? billingErrors(billing) : {};
  const cardBlocks = needsCard && !card.useSaved && cardError !== null;
  const canBuy = termsAccepted && (view ? view.payable : true) && !cardBlocks && !submitting;

  const payment = (paymentCode: string): BookingPayment | undefined => {
    if (!needsCard) return undefined;
    const installments = Number(card.form.installments) || 1;
    const customer = toBillingCustomer(billing);
    if (card.useSaved) return { paymentCode, installments, vaultId: card.vaultId, customer };
    return {
      paymentCode,
      installments,
      customer,
      card: {
        cardNumber: card.form.cardNumber.replace(/\D/g, ''),
        holder: card.form.holder.trim(),
        cardExpirationDate: card.form.cardExpirationDate,
        cardSecurityCode: card.form.cardSecurityCode,
        cardBrand: cardBrandOf(card.form) ?? undefined,
        installments,
      },
    };
  };

  const act = (action: SubmitAction, sentPayment: BookingPayment | null) => {
    switch (action.kind) {
      case 'finished':
        finish(action.result);
        return;
      case 'redirect':
        assignLocation(action.url);
        return;
      case 'twoFactor':
        setTwoFactor({ locator: action.result.bookingResponse.locator, payment: sentPayment });
        return;
      case 'pageError':
        setPageError(action.message);
        return;
      case 'sessionExpired':
        void navigate(paths.sessionExpires);
        return;
      case 'bookingError':
        writeSession(sessionKeys.bookingError, action.message);
        writeSession(sessionKeys.reprocess, false);
        void navigate(paths.bookingError);
        return;
      case 'alert':
        showAlert({ kind: 'error', message: action.message });
    }
  };

  function finish(result: BookingSubmitResponse) {
    writeSession(sessionKeys.completedBooking, result);
    void refreshUser();
    void navigate(paths.finished);
  }

  /** Focuses the first of this page's own fields in error (the travellers form focuses its own). */
  const focusFirstError = (): boolean => {
    if (view?.error) {
      pointsRef.current?.focus();
      return false;
    }
    if (needsCard) {
      const errors = card.useSaved ? {} : cardFormErrors(card.form);
      const field = cardFieldOrder.find((f) => errors[f]);
      if (field) {
        cardRefs.current[field]?.focus();
        return false;
      }
      const bill = billingErrors(billing);
      const billField = billingFieldOrder.find((f) => bill[f]);
      if (billField) {
        billingRefs.current[billField]?.focus();
        return false;
      }
    }
    return true;
  };

  const submit = async () => {
    setShowErrors(true);
    setPageError(null);
    const travellers = travellersRef.current?.validate() ?? { ok: false as const };
    const transferData =
      selection.type === 'ENTERTAINMENT' && selection.transfer
        ? (transferRef.current?.validate() ?? null)
        : undefined;
    if (!travellers.ok || transferData === null || !focusFirstError()) {
      showAlert({
        kind: 'error',
        message: checkoutMessages.fillAll,
        duration: VALIDATION_ALERT_MS,
      });
      return;
    }
    if (!canBuy) return;
    const prices = {
      pointsPrice: view ? view.points : 0,
      cashPrice: cashDue / 100,
      pointsTotalValue: selection.pointsTotal,
      cashTotalValue: selection.totalCents / 100,
      guest: user.guest,
      couponCode: coupon?.couponCode,
    };
    const draft: BookingRequest | null =
      selection.type === 'FLIGHT' && 'passengers' in travellers
        ? { type: 'FLIGHT', ...selection.base, passengers: travellers.passengers, ...prices }
        : selection.type === 'HOTEL' && 'guests' in travellers
          ? {
              type: 'HOTEL',
              ...selection.base,
              echoToken: user.id,
              guests: travellers.guests,
              ...prices,
            }
          : selection.type === 'CAR' && 'drivers' in travellers
            ? { type: 'CAR', ...selection.base, passengers: travellers.drivers, ...prices }
            : selection.type === 'BUS' && 'bus' in travellers
              ? { type: 'BUS', services: [{ type: 'bus', data: travellers.bus }], ...prices }
              : selection.type === 'EXPERIENCE' && 'experiencePassengers' in travellers
                ? {
                    type: 'EXPERIENCE',
                    ...selection.base,
                    passengers: travellers.experiencePassengers,
                    ...prices,
                  }
                : selection.type === 'ENTERTAINMENT' && 'entertainmentPassengers' in travellers
                  ? {
                      type: 'ENTERTAINMENT',
                      services: [
                        {
                          type: 'entertainment',
                          data: {
                            ...selection.base,
                            passengers: travellers.entertainmentPassengers,
                          },
                        },
                      ],
                      transferData,
                      ...prices,
                    }
                  : null;
    if (!draft) return;
    const fingerprint = JSON.stringify([draft, payment('')]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID(), paymentCode: crypto.randomUUID() };
    }
    const { key, paymentCode } = attempt.current;
    const sentPayment = payment(paymentCode);
    const body: BookingRequest = { ...draft, payment: sentPayment };
    setSubmitting(true);
    try {
      const result = await submitBooking(body, key);
      // The client reads no status; a reply that succeeded without two-factor is a 200.
      act(
        actionForReply(result.success && !result.auth2fa ? 200 : 201, result),
        sentPayment ?? null,
      );
    } catch (error) {
      // A seat taken meanwhile: say so and show the fresh seat map, the purchase stays on this page.
      if (isApiError(error) && error.code === 'SEAT_TAKEN') {
        setPageError(error.message);
        travellersRef.current?.refresh?.();
        return;
      }
      act(
        isApiError(error)
          ? actionForError(error.status, error.message, selection.type === 'ENTERTAINMENT')
          : actionForError(0, null),
        sentPayment ?? null,
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Container sx={{ py: 3 }}>
      <PageSearchSummary />
      <Typography variant="h4" component="h1" gutterBottom>
        {checkoutCopy.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <TravellersSection selection={selection} handleRef={travellersRef} />
          {selection.type === 'ENTERTAINMENT' && selection.transfer ? (
            <TransferDataSection handleRef={transferRef} />
          ) : null}
          <PaymentSplitSection
            {...(view
              ? {
                  mode: 'points' as const,
                  view,
                  total,
                  pointsInput,
                  onPointsInput: (input: string) =>
                    setPointsState({ forTotal: total.points, input }),
                  coin,
                  balance: user.pointsBalance,
                  acceptsCash: campaign.acceptCashPayment,
                  pointsRef,
                  showError: showErrors,
                }
              : { mode: 'cash' as const, cashCents: total.cash })}
          />
          {couponAllowed ? (
            <CouponSection
              type={selection.type}
              pointsTotal={selection.pointsTotal}
              cashTotalCents={selection.totalCents}
              guest={user.guest}
              coin={coin}
              showPoints={mode === 'points'}
              applied={coupon}
              onApplied={setCoupon}
            />
          ) : null}
          {needsCard ? (
            <>
              <CardSection
                service={selection.category}
                payer={payer}
                campaignMaxInstallments={campaign.maxInstallments}
                cashCents={cashDue}
                value={card}
                onChange={setCard}
                errors={cardErrors}
                cardError={cardError}
                onCardError={setCardError}
                fieldRefs={cardRefs}
              />
              <BillingSection
                value={billing}
                onChange={setBilling}
                errors={billErrors}
                fieldRefs={billingRefs}
              />
            </>
          ) : null}
          <Paper
            component="section"
            aria-label={checkoutCopy.buy}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 2 }}
          >
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={termsAccepted}
                    onChange={(event) => {
                      if (!event.target.checked) setTermsAccepted(false);
                      else if (termsRead) setTermsAccepted(true);
                      else setTermsOpen(true);
                    }}
                  />
                }
                label={checkoutCopy.terms}
              />
              <Link
                component="button"
                type="button"
                onClick={() => setTermsOpen(true)}
                sx={{ display: 'block', ml: 4 }}
              >
                {checkoutCopy.readTerms}
              </Link>
            </Box>
            {pageError ? (
              <Alert severity="error" role="alert">
                {pageError}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              onClick={() => void submit()}
              disabled={!canBuy}
            >
              {checkoutCopy.buy}
            </Button>
          </Paper>
        </Box>
        <StickyTotal total={total} coin={coin} inPoints={mode === 'points'} />
        <Box
          component="aside"
          aria-label={checkoutCopy.summaryLabel}
          sx={{ position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <CheckoutSummary
            selection={selection}
            discount={
              coupon
                ? {
                    points: coupon.discountPoints,
                    cashCents: Math.round(coupon.discountCash * 100),
                  }
                : null
            }
          />
        </Box>
      </Box>
      {termsOpen ? (
        <Suspense fallback={null}>
          <TermsDialog
            open
            onAccept={() => {
              setTermsRead(true);
              setTermsAccepted(true);
              setTermsOpen(false);
            }}
            onCancel={() => setTermsOpen(false)}
          />
        </Suspense>
      ) : null}
      {twoFactor ? (
        <TwoFactorDialog
          open
          locator={twoFactor.locator}
          payment={twoFactor.payment}
          onConfirmed={finish}
          onCancel={() => {
            setTwoFactor(null);
            void navigate(paths.home);
          }}
        />
      ) : null}
      <LoadingOverlay open={submitting} message={checkoutCopy.submitting} />
    </Container>
  );
}

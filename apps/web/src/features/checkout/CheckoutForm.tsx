import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { couponAppliesTo, type PayerKind } from '@portal/domain';
import { useSignedUser } from '../../shared/session/sessionContext';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { PageSearchSummary } from '../../shared/search/SearchSummaryBar';
import { TransferDataSection, type TransferDataHandle } from './activities/TransferDataSection';
import { BillingSection } from './BillingSection';
import { CardSection } from './CardSection';
import { CouponSection } from './CouponSection';
import { checkoutCopy } from './messages';
import { PaymentSplitSection } from './PaymentSplitSection';
import type { CheckoutSelection } from './selection';
import { StickyTotal } from './StickyTotal';
import { TermsAgreement } from './TermsAgreement';
import { CheckoutSummary, TravellersSection, type TravellersHandle } from './travellers';
import { TwoFactorDialog } from './TwoFactorDialog';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import { usePaymentForm } from './usePaymentForm';
import { usePaymentSplit } from './usePaymentSplit';

/** The checkout form of one selection: travellers, payment, coupon, card, billing and terms. */
export function CheckoutForm({ selection }: { selection: CheckoutSelection }) {
  const user = useSignedUser();
  const campaign = user.campaign;
  const coin = campaign.campaignConfig.coinAlias;
  const payer: PayerKind = user.guest ? 'guest' : user.travelVoucher ? 'voucher' : 'member';
  const travellersRef = useRef<TravellersHandle | null>(null);
  const transferRef = useRef<TransferDataHandle | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const split = usePaymentSplit(selection, user);
  const payment = usePaymentForm(user, split);
  const canBuy = termsAccepted && (split.view ? split.view.payable : true) && !payment.cardBlocks;
  const checkout = useCheckoutSubmit({
    selection,
    user,
    split,
    payment,
    travellersRef,
    transferRef,
    canBuy,
  });
  const couponAllowed =
    campaign.couponEnabled &&
    (!campaign.coupon || couponAppliesTo(campaign.coupon, selection.category));

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
            {...(split.view
              ? {
                  mode: 'points' as const,
                  view: split.view,
                  total: split.total,
                  pointsInput: split.pointsInput,
                  onPointsInput: split.setPointsInput,
                  coin,
                  balance: user.pointsBalance,
                  acceptsCash: campaign.acceptCashPayment,
                  pointsRef: split.pointsRef,
                  showError: payment.submitted,
                }
              : { mode: 'cash' as const, cashCents: split.total.cash })}
          />
          {couponAllowed ? (
            <CouponSection
              type={selection.type}
              pointsTotal={selection.pointsTotal}
              cashTotalCents={selection.totalCents}
              guest={user.guest}
              coin={coin}
              showPoints={split.inPoints}
              applied={split.coupon}
              onApplied={split.setCoupon}
            />
          ) : null}
          {split.needsCard ? (
            <FormProvider {...payment.form}>
              <CardSection
                service={selection.category}
                payer={payer}
                campaignMaxInstallments={campaign.maxInstallments}
                cashCents={split.cashDue}
                cardError={payment.cardError}
                onCardError={payment.setCardError}
              />
              <BillingSection />
            </FormProvider>
          ) : null}
          <Paper
            component="section"
            aria-label={checkoutCopy.buy}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 2 }}
          >
            <TermsAgreement accepted={termsAccepted} onAccepted={setTermsAccepted} />
            {checkout.pageError ? (
              <Alert severity="error" role="alert">
                {checkout.pageError}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              onClick={checkout.submit}
              disabled={!canBuy || checkout.submitting}
            >
              {checkoutCopy.buy}
            </Button>
          </Paper>
        </Box>
        <StickyTotal total={split.total} coin={coin} inPoints={split.inPoints} />
        <Box
          component="aside"
          aria-label={checkoutCopy.summaryLabel}
          sx={{ position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <CheckoutSummary selection={selection} discount={split.discount} />
        </Box>
      </Box>
      {checkout.twoFactor ? (
        <TwoFactorDialog
          open
          locator={checkout.twoFactor.locator}
          payment={checkout.twoFactor.payment}
          onConfirmed={checkout.finish}
          onCancel={checkout.cancelTwoFactor}
        />
      ) : null}
      <LoadingOverlay open={checkout.submitting} message={checkoutCopy.submitting} />
    </Container>
  );
}

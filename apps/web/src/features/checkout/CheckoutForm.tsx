import { useEffect, useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { couponAppliesTo } from '@portal/domain/pricing';
import { type PayerKind } from '@portal/domain/payments';
import { CardSection } from '../../shared/payment/CardSection';
import { TwoFactorDialog } from '../../shared/payment/TwoFactorDialog';
import { useGatewayCard } from '../../shared/payment/useGatewayCard';
import { PageSearchSummary } from '../../shared/search/SearchSummaryBar';
import { useSignedUser } from '../../shared/session/sessionContext';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { TransferDataSection } from './activities/TransferDataSection';
import { BillingSection } from './BillingSection';
import { useBusRecheck } from './bus/useBusRecheck';
import { CouponSection } from './CouponSection';
import { useCheckoutForm } from './form/useCheckoutForm';
import { checkoutCopy } from './messages';
import { PaymentMethodSection } from './PaymentMethodSection';
import { PaymentSplitSection } from './PaymentSplitSection';
import type { CheckoutSelection } from './selection';
import { StickyTotal } from './StickyTotal';
import { CheckoutSummary } from './summary/CheckoutSummary';
import { TermsAgreement } from './TermsAgreement';
import { TravellersSection } from './travellers/TravellersSection';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';

/**
 * The checkout of one selection as one form: travellers, payment split, coupon, card, billing
 * and terms, with the side summary.
 */
export function CheckoutForm({ selection: stored }: { selection: CheckoutSelection }) {
  const user = useSignedUser();
  const campaign = user.campaign;
  const coin = campaign.campaignConfig.coinAlias;
  const payer: PayerKind = user.guest ? 'guest' : user.travelVoucher ? 'voucher' : 'member';
  // A bus is priced by the rate check the page runs; every other product by its stored price.
  const recheck = useBusRecheck(stored);
  const selection = recheck.priced;
  const checkout = useCheckoutForm(selection);
  const { form } = checkout;
  const [termsAccepted, useSaved, paymentMethod] = useWatch({
    control: form.control,
    name: ['termsAccepted', 'useSaved', 'paymentMethod'],
  });
  const byCard = checkout.needsCard && paymentMethod === 'card';
  // The server's verdict on the card typed (brand or check): 'Comprar' waits while it refuses.
  const [cardError, setCardError] = useState<string | null>(null);
  const canBuy =
    termsAccepted &&
    (checkout.view ? checkout.view.payable : true) &&
    !(byCard && !useSaved && cardError !== null) &&
    (selection.type !== 'BUS' || recheck.rate.isSuccess);
  const gateway = useGatewayCard(checkout.cashDue);
  const byGateway = gateway.fields !== undefined;
  const { setValue } = form;
  useEffect(() => setValue('cardByGateway', byGateway), [byGateway, setValue]);
  const submit = useCheckoutSubmit({
    selection,
    checkout,
    recheck,
    canBuy,
    tokenizeCard: gateway.tokenize,
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
      <FormProvider {...form}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <TravellersSection selection={selection} plan={checkout.plan} recheck={recheck} />
            {checkout.plan.type === 'ENTERTAINMENT' && checkout.plan.transfer ? (
              <TransferDataSection />
            ) : null}
            {checkout.view ? (
              <PaymentSplitSection
                mode="points"
                view={checkout.view}
                total={checkout.total}
                coin={coin}
                balance={user.pointsBalance}
                acceptsCash={campaign.acceptCashPayment}
              />
            ) : (
              <PaymentSplitSection mode="cash" cashCents={checkout.total.cash} />
            )}
            {couponAllowed ? (
              <CouponSection
                type={selection.type}
                pointsTotal={selection.pointsTotal}
                cashTotalCents={selection.totalCents}
                guest={user.guest}
                coin={coin}
                showPoints={checkout.inPoints}
                applied={checkout.coupon}
                onApplied={checkout.setCoupon}
              />
            ) : null}
            {checkout.needsCard ? <PaymentMethodSection /> : null}
            {byCard ? (
              <>
                <CardSection
                  service={selection.category}
                  payer={payer}
                  campaignMaxInstallments={campaign.maxInstallments}
                  cashCents={checkout.cashDue}
                  cardError={cardError}
                  onCardError={setCardError}
                  gatewayFields={gateway.fields}
                />
                <BillingSection />
              </>
            ) : null}
            <Paper
              component="section"
              aria-label={checkoutCopy.buy}
              variant="outlined"
              sx={{ p: 2, display: 'grid', gap: 2 }}
            >
              <Controller
                control={form.control}
                name="termsAccepted"
                render={({ field }) => (
                  <TermsAgreement accepted={field.value} onAccepted={field.onChange} />
                )}
              />
              <ErrorAlert message={submit.pageError} />
              <Button
                variant="contained"
                size="large"
                onClick={submit.submit}
                disabled={!canBuy || submit.submitting}
              >
                {checkoutCopy.buy}
              </Button>
            </Paper>
          </Box>
          <StickyTotal total={checkout.total} coin={coin} inPoints={checkout.inPoints} />
          <Box
            component="aside"
            aria-label={checkoutCopy.summaryLabel}
            sx={{ position: { md: 'sticky' }, top: { md: 16 } }}
          >
            <CheckoutSummary selection={selection} discount={checkout.discount} />
          </Box>
        </Box>
      </FormProvider>
      {submit.twoFactor ? (
        <TwoFactorDialog
          open
          locator={submit.twoFactor.locator}
          payment={submit.twoFactor.payment}
          onConfirmed={submit.finish}
          onCancel={submit.cancelTwoFactor}
        />
      ) : null}
      <LoadingOverlay open={submit.submitting} message={checkoutCopy.submitting} />
    </Container>
  );
}

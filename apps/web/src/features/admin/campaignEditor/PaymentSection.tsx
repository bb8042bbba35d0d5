import {
  Box,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { products } from '@portal/domain/products';
import { type CampaignEditorValues } from '@portal/domain/operators';
import { newCouponRule } from '../couponRule';
import { adminMessages } from '../messages';
import { CampaignCheckbox, CampaignField } from './fields';
import { EditorSection } from './EditorSection';

const m = adminMessages.campaigns;

/** Everything that decides how members pay: points, coin, cash share, installments, coupons. */
export function PaymentSection() {
  const { control } = useFormContext<CampaignEditorValues>();
  const [pointsOff, cash, coupon] = useWatch({
    control,
    name: ['settings.disablePointActivity', 'settings.acceptCashPayment', 'settings.coupon'],
  });
  return (
    <EditorSection title={m.payment}>
      <CampaignCheckbox name="settings.disablePointActivity" inverted label={m.acceptPoints} />
      {pointsOff && <Typography variant="body2">{m.pointsOffHelp}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CampaignField name="conversionRate" number label={m.conversionRate} />
        <CampaignField name="settings.campaignConfig.coinAlias" label={m.coinAlias} />
        <CampaignField name="settings.campaignConfig.shortenCoinAlias" label={m.shortCoinAlias} />
      </Stack>
      <CampaignCheckbox name="settings.acceptCashPayment" label={m.acceptCash} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CampaignField
          name="settings.cashPaymentPercentage"
          number
          label={m.cashPercentage}
          helperText={cash ? m.cashPercentageHelp : m.cashOffHelp}
          disabled={!cash}
        />
        <CampaignField name="settings.maxInstallments" number label={m.maxInstallments} />
      </Stack>
      <CampaignCheckbox name="settings.couponEnabled" label={m.couponEnabled} />
      <Controller
        control={control}
        name="settings.coupon"
        render={({ field }) => (
          <FormControlLabel
            label={m.couponRule}
            control={
              <Checkbox
                checked={field.value !== null && field.value !== undefined}
                onChange={(e) => field.onChange(e.target.checked ? newCouponRule : null)}
              />
            }
          />
        )}
      />
      {coupon && (
        <Box
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
        >
          <legend>{m.couponRuleLegend}</legend>
          <Typography variant="body2">{m.couponRuleHelp}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
            <CampaignField name="settings.coupon.value" number size="small" label={m.couponValue} />
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
            {products.map((tab) => (
              <CampaignCheckbox
                key={tab.code}
                name={`settings.coupon.${tab.couponFlag}`}
                label={m.couponOn(adminMessages.products[tab.code])}
              />
            ))}
          </Stack>
        </Box>
      )}
    </EditorSection>
  );
}

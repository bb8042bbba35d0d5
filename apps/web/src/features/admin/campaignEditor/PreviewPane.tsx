import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CampaignEditorValues } from '@portal/domain/operators';
import { HomePreview } from '../HomePreview';
import { adminMessages } from '../messages';
import { newCouponRule } from '../couponRule';

/**
 * The member home as typed so far. The only part of the editor that follows every keystroke:
 * the sections re-render only when their own fields change.
 */
export function PreviewPane() {
  const { control } = useFormContext<CampaignEditorValues>();
  const [name, settings] = useWatch({ control, name: ['name', 'settings'] });
  return (
    <Box sx={{ position: { md: 'sticky' }, top: 16 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {adminMessages.campaigns.preview}
      </Typography>
      <HomePreview
        name={name}
        settings={{
          ...settings,
          coupon: settings.coupon ? { ...newCouponRule, ...settings.coupon } : null,
        }}
      />
    </Box>
  );
}

import { Stack } from '@mui/material';
import { products } from '@portal/domain/products';
import { adminMessages } from '../messages';
import { CampaignCheckbox, CampaignField } from './fields';
import { EditorSection } from './EditorSection';

const m = adminMessages.campaigns;
const feeFields = [
  'destinoFeriasFee',
  'destinoFeriasFeeFlight',
  'destinoFeriasFeeHotel',
  'destinoFeriasFeeExperience',
  'destinoFeriasFeeCar',
] as const;

/** The products members can buy, how far ahead, and what each adds in points and fees. */
export function ProductsSection() {
  return (
    <EditorSection title={m.products}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        {products.map((tab) => (
          <CampaignCheckbox
            key={tab.code}
            name={`settings.campaignConfigLayout.${tab.layoutFlag}`}
            label={adminMessages.products[tab.code]}
          />
        ))}
      </Stack>
      <CampaignCheckbox
        name="settings.campaignConfigLayout.topDestinationsEnabled"
        label={m.topDestinations}
      />
      <CampaignCheckbox
        name="settings.campaignConfigLayout.subHeaderSearch"
        label={m.subHeaderSearch}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CampaignField name="settings.advanceDaysCar" number label={m.advanceDaysCar} />
        <CampaignField
          name="settings.advanceDaysExperience"
          number
          label={m.advanceDaysExperience}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {products.map((tab) => (
          <CampaignField
            key={tab.code}
            name={`settings.pointsMarkup.${tab.code}`}
            number
            size="small"
            label={m.markupOf(adminMessages.products[tab.code])}
            sx={{ width: 170 }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {feeFields.map((field) => (
          <CampaignField
            key={field}
            name={`settings.fees.${field}`}
            number
            size="small"
            label={m.feeOf[field]}
            slotProps={{ htmlInput: { step: '0.01' } }}
            sx={{ width: 170 }}
          />
        ))}
      </Stack>
    </EditorSection>
  );
}

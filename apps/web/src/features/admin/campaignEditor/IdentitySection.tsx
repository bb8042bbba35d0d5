import { Stack } from '@mui/material';
import { adminMessages } from '../messages';
import { CampaignField } from './fields';
import { EditorSection } from './EditorSection';

const m = adminMessages.campaigns;

/** Number, name, addresses, guest code and the programme's shop. */
export function IdentitySection({ creating }: { creating: boolean }) {
  return (
    <EditorSection title={m.identity}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {creating && <CampaignField name="id" number label={m.id} helperText={m.idProposed} />}
        <CampaignField name="name" label={m.name} fullWidth />
      </Stack>
      <CampaignField name="hostsText" label={m.hosts} helperText={m.hostsHelp} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CampaignField
          name="guestCode"
          emptyAsNull
          label={m.guestCode}
          helperText={m.guestCodeHelp}
        />
        <CampaignField
          name="settings.shopUrl"
          label={m.shopUrl}
          helperText={m.shopUrlHelp}
          fullWidth
        />
      </Stack>
    </EditorSection>
  );
}

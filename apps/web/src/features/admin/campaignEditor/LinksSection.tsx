import { Box, Button, Stack } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { CampaignEditorValues } from '@portal/domain/operators';
import { adminMessages } from '../messages';
import { CampaignField } from './fields';
import { EditorSection } from './EditorSection';

const m = adminMessages.campaigns;

/** The header's links and the footer's groups of links. */
export function LinksSection() {
  const { control } = useFormContext<CampaignEditorValues>();
  const headerLinks = useFieldArray({ control, name: 'settings.campaignConfigLayout.headers' });
  const footerGroups = useFieldArray({ control, name: 'settings.campaignConfigLayout.footers' });
  return (
    <EditorSection title={m.links}>
      {headerLinks.fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CampaignField
            size="small"
            label={m.linkName}
            name={`settings.campaignConfigLayout.headers.${index}.name`}
          />
          <CampaignField
            size="small"
            label={m.linkUrl}
            name={`settings.campaignConfigLayout.headers.${index}.link`}
          />
          <Button onClick={() => headerLinks.remove(index)}>{m.remove}</Button>
        </Stack>
      ))}
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() => headerLinks.append({ id: `link-${Date.now()}`, name: '', link: '' })}
      >
        {m.addLink}
      </Button>
      {footerGroups.fields.map((field, index) => (
        <FooterGroupFields
          key={field.id}
          index={index}
          onRemove={() => footerGroups.remove(index)}
        />
      ))}
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() => footerGroups.append({ name: '', items: [] })}
      >
        {m.addFooterGroup}
      </Button>
    </EditorSection>
  );
}

/** One footer column: its title and its links, each a label and an address. */
function FooterGroupFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<CampaignEditorValues>();
  const items = useFieldArray({
    control,
    name: `settings.campaignConfigLayout.footers.${index}.items`,
  });
  const group = index + 1;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
    >
      <legend>{m.footerGroup(group)}</legend>
      <Stack direction="row" spacing={1}>
        <CampaignField
          size="small"
          label={m.footerTitle(group)}
          name={`settings.campaignConfigLayout.footers.${index}.name`}
        />
        <Button onClick={onRemove}>{m.removeFooterGroup(group)}</Button>
      </Stack>
      {items.fields.map((field, item) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CampaignField
            size="small"
            label={m.footerItemLabel(group, item + 1)}
            name={`settings.campaignConfigLayout.footers.${index}.items.${item}.name`}
          />
          <CampaignField
            size="small"
            label={m.footerItemLink(group, item + 1)}
            name={`settings.campaignConfigLayout.footers.${index}.items.${item}.link`}
          />
          <Button onClick={() => items.remove(item)}>{m.remove}</Button>
        </Stack>
      ))}
      <Button sx={{ justifySelf: 'start' }} onClick={() => items.append({ name: '', link: '' })}>
        {m.addFooterItem}
      </Button>
    </Box>
  );
}

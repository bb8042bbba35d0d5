import { Alert, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CampaignEditorValues, CampaignImage } from '@portal/domain/operators';
import { type ImageUpload } from '../api/imageUpload';
import { useUploadCampaignImage } from '../api/uploadCampaignImage';
import { ImageUploadButton } from '../ImageUploadButton';
import { adminMessages } from '../messages';
import { CampaignCheckbox, CampaignField } from './fields';
import { EditorSection } from './EditorSection';

const m = adminMessages.campaigns;
const colourFields = ['headerColor', 'homeColor', 'homeTextColor', 'searchColor'] as const;
const imageFields = ['logo', 'logoSecundaria', 'homeImage'] as const;

/**
 * Colours, home text, logos and home image. Images go up under the campaign's number, before
 * the first save too; they belong to the campaign once it is saved.
 */
export function BrandSection({ admin, creating }: { admin: boolean; creating: boolean }) {
  const { control, setValue } = useFormContext<CampaignEditorValues>();
  const [id, ...images] = useWatch({
    control,
    name: ['id', ...imageFields.map((kind) => `settings.campaignConfigLayout.${kind}` as const)],
  });
  const numbered = Number.isInteger(id) && id > 0;
  const upload = useUploadCampaignImage(numbered ? id : 0);
  const onUpload = (kind: CampaignImage['kind']) => async (image: ImageUpload) => {
    const { url } = await upload.mutateAsync({ kind, ...image });
    setValue(`settings.campaignConfigLayout.${kind}`, url, { shouldDirty: true });
  };
  return (
    <EditorSection title={m.brand}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colourFields.map((field) => (
          <CampaignField
            key={field}
            name={`settings.campaignConfigLayout.${field}`}
            label={m[field]}
            type="color"
            sx={{ width: 140 }}
          />
        ))}
      </Stack>
      <CampaignField name="settings.campaignConfigLayout.homeText" emptyAsNull label={m.homeText} />
      {creating && <Typography variant="body2">{m.uploadBeforeSave}</Typography>}
      {upload.isSuccess && <Alert severity="success">{m.uploaded}</Alert>}
      {upload.error && <Alert severity="error">{upload.error.message}</Alert>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {imageFields.map((kind, index) => (
          <ImageUploadButton
            key={kind}
            inputLabel={m[kind]}
            disabled={!admin || !numbered || upload.isPending}
            onUpload={onUpload(kind)}
          >
            {m[kind]}: {images[index] ? m.replaceImage : m.upload}
          </ImageUploadButton>
        ))}
      </Stack>
      <CampaignCheckbox
        name="settings.campaignConfigLayout.homeImageBanner"
        label={m.homeImageBanner}
      />
      <CampaignField
        name="settings.campaignConfigLayout.linkHomeImage"
        emptyAsNull
        label={m.linkHomeImage}
        helperText={m.linkHomeImageHelp}
      />
      <CampaignField
        name="settings.campaignConfigLayout.brandTheme"
        emptyAsNull
        label={m.brandTheme}
        helperText={m.brandThemeHelp}
      />
    </EditorSection>
  );
}

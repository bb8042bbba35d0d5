import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Stack,
  Switch,
  TableCell,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  consoleShowcaseInputSchema,
  showcaseIdSchema,
  type ConsoleCampaign,
  type ConsoleShowcase,
} from '@portal/domain/operators';
import { useDeleteShowcase } from './api/deleteShowcase';
import { campaignQuery } from './api/getCampaign';
import { showcasesQuery } from './api/getShowcases';
import { useSaveCampaign } from './api/saveCampaign';
import { useSaveShowcase } from './api/saveShowcase';
import { useShowcaseVisibility } from './api/showcaseVisibility';
import { useUploadShowcaseImage } from './api/uploadShowcaseImage';
import { CampaignPage } from './CampaignSelect';
import { ImageListEditor } from './ImageListEditor';
import { ConsoleTable } from './ConsoleTable';
import { FormTextField } from './FormFields';
import { adminMessages } from './messages';

const m = adminMessages.showcases;
const showcaseFormSchema = consoleShowcaseInputSchema.extend({ id: showcaseIdSchema });
type ShowcaseForm = z.infer<typeof showcaseFormSchema>;
type ShowcaseImageInput = ShowcaseForm['images'][number];

const blankImage = (imageId: string): ShowcaseImageInput => ({
  imageId,
  name: '',
  description: '',
  type: null,
  link: '',
  price: null,
  originalPrice: null,
  startDate: null,
  endDate: null,
  airportOrigin: null,
  airportOriginName: null,
  airportDestination: null,
  airportDestinationName: null,
  cityCode: null,
  cityName: null,
  country: null,
  location: null,
  locationName: null,
});
const formOf = ({ campaignId: _c, hidden: _h, ...showcase }: ConsoleShowcase): ShowcaseForm =>
  showcase;

/**
 * The member home's showcases of a campaign (an admin edits, hides or deletes them), and whether
 * it shows the most searched destinations.
 */
export function ShowcasesPage({ admin }: { admin: boolean }) {
  return (
    <CampaignPage heading={m.heading}>
      {(campaignId) => (
        <>
          <TopDestinations campaignId={campaignId} admin={admin} />
          <CampaignShowcases campaignId={campaignId} admin={admin} />
        </>
      )}
    </CampaignPage>
  );
}

const inputOf = ({ id: _id, createdAt: _at, ...input }: ConsoleCampaign) => input;

function TopDestinations({ campaignId, admin }: { campaignId: number; admin: boolean }) {
  const campaign = useQuery(campaignQuery(campaignId));
  const save = useSaveCampaign(campaignId);
  if (!campaign.data) return null;
  const layout = campaign.data.settings.campaignConfigLayout;
  return (
    <Box>
      <FormControlLabel
        label={m.topDestinations}
        control={
          <Switch
            checked={layout.topDestinationsEnabled}
            disabled={!admin || save.isPending}
            onChange={(e) =>
              save.mutate(
                {
                  ...inputOf(campaign.data),
                  settings: {
                    ...campaign.data.settings,
                    campaignConfigLayout: { ...layout, topDestinationsEnabled: e.target.checked },
                  },
                },
                { onSuccess: () => void campaign.refetch() },
              )
            }
          />
        }
      />
      {save.isSuccess && <Alert severity="success">{m.topDestinationsSaved}</Alert>}
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
    </Box>
  );
}

function CampaignShowcases({ campaignId, admin }: { campaignId: number; admin: boolean }) {
  const showcases = useQuery(showcasesQuery(campaignId));
  const visibility = useShowcaseVisibility(campaignId);
  const remove = useDeleteShowcase(campaignId);
  const [editing, setEditing] = useState<ShowcaseForm | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const error = visibility.error ?? remove.error;
  return (
    <>
      <Typography component="h3" variant="h6">
        {m.list}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <ConsoleTable
        columns={[m.position, m.name, m.images, m.onHome, '']}
        rows={showcases.data}
        rowKey={(showcase) => showcase.id}
        cells={(showcase) => (
          <>
            <TableCell>{showcase.position}</TableCell>
            <TableCell>{showcase.name}</TableCell>
            <TableCell>{showcase.images.length}</TableCell>
            <TableCell>
              {admin ? (
                <Switch
                  checked={!showcase.hidden}
                  disabled={visibility.isPending}
                  slotProps={{ input: { 'aria-label': m.showOnHome(showcase.name) } }}
                  onChange={(e) =>
                    visibility.mutate({ id: showcase.id, hidden: !e.target.checked })
                  }
                />
              ) : showcase.hidden ? (
                m.hidden
              ) : (
                m.shown
              )}
            </TableCell>
            <TableCell>
              {admin && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setEditing(formOf(showcase))}>
                    {m.edit}: {showcase.name}
                  </Button>
                  {deleting === showcase.id ? (
                    <>
                      <Button
                        size="small"
                        color="error"
                        variant="contained"
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(showcase.id, { onSuccess: () => setDeleting(null) })
                        }
                      >
                        {m.confirmDelete(showcase.name)}
                      </Button>
                      <Button size="small" onClick={() => setDeleting(null)}>
                        {adminMessages.cancel}
                      </Button>
                    </>
                  ) : (
                    <Button size="small" color="error" onClick={() => setDeleting(showcase.id)}>
                      {m.delete(showcase.name)}
                    </Button>
                  )}
                </Stack>
              )}
            </TableCell>
          </>
        )}
      />
      {admin && !editing && (
        <Button
          sx={{ justifySelf: 'start' }}
          variant="outlined"
          onClick={() =>
            setEditing({
              id: '',
              position: showcases.data?.length ?? 0,
              name: '',
              description: '',
              images: [],
            })
          }
        >
          {m.create}
        </Button>
      )}
      {editing && (
        <ShowcaseEditor
          key={editing.id || 'new'}
          campaignId={campaignId}
          initial={editing}
          onDone={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ShowcaseEditor({
  campaignId,
  initial,
  onDone,
}: {
  campaignId: number;
  initial: ShowcaseForm;
  onDone: () => void;
}) {
  const save = useSaveShowcase(campaignId);
  const form = useForm<ShowcaseForm>({
    resolver: zodResolver(showcaseFormSchema),
    defaultValues: initial,
  });
  const images = useFieldArray({ control: form.control, name: 'images', keyName: 'key' });
  const id = useWatch({ control: form.control, name: 'id' });
  const upload = useUploadShowcaseImage(campaignId, id);
  const isNew = initial.id === '';
  const onSubmit = form.handleSubmit(async ({ id: showcaseId, ...input }) => {
    await save.mutateAsync({ id: showcaseId, input });
    onDone();
  });
  const error = save.error ?? upload.error;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="h6">
          {isNew ? m.create : `${m.edit}: ${initial.name}`}
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField<ShowcaseForm> size="small" name="id" label={m.id} disabled={!isNew} />
          <FormTextField<ShowcaseForm> size="small" number name="position" label={m.position} />
          <FormTextField<ShowcaseForm> size="small" name="name" label={m.name} />
        </Stack>
        <FormTextField<ShowcaseForm>
          name="description"
          label={m.description}
          multiline
          minRows={2}
        />
        <ImageListEditor
          images={images.fields.map((image) => ({
            key: image.key,
            src: `/files/showcase/${id}/${image.imageId}`,
          }))}
          fields={(index) => (
            <>
              <FormTextField<ShowcaseForm>
                size="small"
                name={`images.${index}.name`}
                label={m.imageName(index + 1)}
              />
              <FormTextField<ShowcaseForm>
                size="small"
                name={`images.${index}.link`}
                label={m.imageLink(index + 1)}
              />
            </>
          )}
          onRemove={images.remove}
          canUpload={showcaseIdSchema.safeParse(id).success && !upload.isPending}
          onUpload={async (image) => {
            const { imageId } = await upload.mutateAsync(image);
            images.append(blankImage(imageId));
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.save}
          </Button>
          <Button onClick={onDone}>{adminMessages.cancel}</Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

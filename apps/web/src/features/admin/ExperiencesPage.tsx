import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  TableCell,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { brlToCents, centsToBrl, formatBRL } from '@portal/domain/money';
import {
  type ConsoleExperience,
  type ConsoleExperienceInput,
  consoleExperienceInputSchema,
  experienceIdSchema,
} from '@portal/domain/operators';
import { experiencesQuery } from './api/getExperiences';
import { useSaveExperience } from './api/saveExperience';
import { useUploadExperienceImage } from './api/uploadExperienceImage';
import { ImageListEditor } from './ImageListEditor';
import { ConsoleTable } from './ConsoleTable';
import { FormCheckbox, FormTextField } from './FormFields';
import { adminMessages } from './messages';

const m = adminMessages.experiences;
const savedSchema = consoleExperienceInputSchema.extend({ id: experienceIdSchema });
const timesOf = (text: string) =>
  text
    .split(',')
    .map((time) => time.trim())
    .filter(Boolean);
/** The form types session times as text ("09:00, 15:30") and prices in reais. */
const experienceFormSchema = consoleExperienceInputSchema
  .omit({ times: true, priceCents: true, originalPriceCents: true })
  .extend({
    id: experienceIdSchema,
    timesText: z
      .string()
      .max(400)
      .refine(
        (text) =>
          timesOf(text).length > 0 &&
          timesOf(text).every((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time)),
        m.timesInvalid,
      ),
    price: z.number().positive(),
    originalPrice: z.number().positive(),
  })
  .transform(({ timesText, price, originalPrice, ...rest }) => ({
    ...rest,
    times: timesOf(timesText),
    priceCents: brlToCents(price),
    originalPriceCents: brlToCents(originalPrice),
  }))
  .pipe(savedSchema);
type ExperienceFormValues = z.input<typeof experienceFormSchema>;
type ExperienceForm = z.output<typeof experienceFormSchema>;

const formOf = ({
  times,
  priceCents,
  originalPriceCents,
  ...experience
}: ConsoleExperience): ExperienceFormValues => ({
  ...experience,
  timesText: times.join(', '),
  price: centsToBrl(priceCents),
  originalPrice: centsToBrl(originalPriceCents),
});
const blank: ExperienceFormValues = {
  id: '',
  cityIbge: '',
  cityName: '',
  stateName: '',
  name: '',
  description: '',
  localization: '',
  price: 0,
  originalPrice: 0,
  qtParticipants: 1,
  continuous: false,
  category: '',
  freeCancel: true,
  whatToExpect: '',
  whatIsIncluded: '',
  whatIsNotIncluded: '',
  cancellationPolicy: '',
  importantInfo: '',
  images: [],
  weekdays: [1, 2, 3, 4, 5],
  timesText: '10:00',
  capacity: 20,
  active: true,
};

/** The operator's own experiences (Exclusivos): places, sessions, prices and images, as members search them. */
export function ExperiencesPage({ admin }: { admin: boolean }) {
  const [city, setCity] = useState('');
  const experiences = useQuery(experiencesQuery());
  const [editing, setEditing] = useState<ExperienceFormValues | null>(null);
  const [saved, setSaved] = useState(false);
  const shown = (experiences.data ?? []).filter((e) => !city || e.cityIbge.startsWith(city));
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      {saved && <Alert severity="success">{m.saved}</Alert>}
      <TextField
        size="small"
        label={m.filterCity}
        value={city}
        onChange={(e) => setCity(e.target.value.trim())}
        sx={{ maxWidth: 320 }}
      />
      <ConsoleTable
        empty={adminMessages.empty}
        columns={[m.id, m.name, m.city, m.price, m.active, '']}
        rows={experiences.data && shown}
        rowKey={(experience) => experience.id}
        cells={(experience) => (
          <>
            <TableCell>{experience.id}</TableCell>
            <TableCell>{experience.name}</TableCell>
            <TableCell>
              {experience.cityName} ({experience.cityIbge})
            </TableCell>
            <TableCell>{formatBRL(experience.priceCents)}</TableCell>
            <TableCell>{experience.active ? m.on : m.off}</TableCell>
            <TableCell>
              {admin && (
                <Button
                  size="small"
                  onClick={() => {
                    setSaved(false);
                    setEditing(formOf(experience));
                  }}
                >
                  {m.edit}: {experience.id}
                </Button>
              )}
            </TableCell>
          </>
        )}
      />
      {admin && !editing && (
        <Button
          variant="outlined"
          sx={{ justifySelf: 'start' }}
          onClick={() => {
            setSaved(false);
            setEditing(blank);
          }}
        >
          {m.create}
        </Button>
      )}
      {editing && (
        <ExperienceEditor
          key={editing.id || 'new'}
          initial={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
    </Paper>
  );
}

const textFields = [
  'whatToExpect',
  'whatIsIncluded',
  'whatIsNotIncluded',
  'cancellationPolicy',
  'importantInfo',
] as const;
const flagFields = ['continuous', 'freeCancel', 'active'] as const;

function ExperienceEditor({
  initial,
  onCancel,
  onSaved,
}: {
  initial: ExperienceFormValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const save = useSaveExperience();
  const upload = useUploadExperienceImage();
  const form = useForm<ExperienceFormValues, unknown, ExperienceForm>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: initial,
  });
  const { control, setValue, getValues } = form;
  const isNew = initial.id === '';
  const id = useWatch({ control, name: 'id' });
  const images = useWatch({ control, name: 'images' });
  const onSubmit = form.handleSubmit(async ({ id: experienceId, ...input }) => {
    const body: ConsoleExperienceInput = input;
    await save.mutateAsync({ id: experienceId, input: body });
    onSaved();
  });
  const error = save.error ?? upload.error;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="h6">
          {isNew ? m.create : `${m.edit}: ${initial.id}`}
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Field name="id" disabled={!isNew} />
          <Field name="name" />
          <Field name="category" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Field name="cityIbge" />
          <Field name="cityName" />
          <Field name="stateName" />
          <Field name="localization" />
        </Stack>
        <FormTextField<ExperienceFormValues>
          name="description"
          label={m.description}
          multiline
          minRows={2}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(['price', 'originalPrice'] as const).map((name) => (
            <FormTextField<ExperienceFormValues>
              key={name}
              size="small"
              number
              name={name}
              label={m[name]}
              slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
            />
          ))}
          <FormTextField<ExperienceFormValues>
            size="small"
            number
            name="qtParticipants"
            label={m.participants}
          />
          <FormTextField<ExperienceFormValues>
            size="small"
            number
            name="capacity"
            label={m.capacity}
          />
        </Stack>
        <Controller
          control={control}
          name="weekdays"
          render={({ field: weekdays, fieldState }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{m.weekdays}</FormLabel>
              <FormGroup row>
                {m.weekdayNames.map((day, index) => (
                  <FormControlLabel
                    key={day}
                    label={day}
                    control={
                      <Checkbox
                        checked={weekdays.value.includes(index)}
                        onChange={(e) =>
                          weekdays.onChange(
                            e.target.checked
                              ? [...weekdays.value, index].sort()
                              : weekdays.value.filter((d) => d !== index),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && (
                <Typography color="error" variant="caption">
                  {fieldState.error.message}
                </Typography>
              )}
            </Box>
          )}
        />
        <FormTextField<ExperienceFormValues> size="small" name="timesText" label={m.times} />
        <FormGroup row>
          {flagFields.map((name) => (
            <FormCheckbox<ExperienceFormValues> key={name} name={name} label={m[name]} />
          ))}
        </FormGroup>
        {textFields.map((name) => (
          <FormTextField<ExperienceFormValues>
            key={name}
            name={name}
            label={m[name]}
            multiline
            minRows={2}
          />
        ))}
        <ImageListEditor
          images={images.map((url) => ({ key: url, src: url }))}
          onRemove={(index) =>
            setValue(
              'images',
              images.filter((_, i) => i !== index),
              { shouldDirty: true },
            )
          }
          canUpload={experienceIdSchema.safeParse(id).success && !upload.isPending}
          onUpload={async (image) => {
            const { url } = await upload.mutateAsync({ id, image });
            setValue('images', [...getValues('images'), url], { shouldDirty: true });
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.save}
          </Button>
          <Button onClick={onCancel}>{adminMessages.cancel}</Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** A one-line text of the experience, labelled with its own message. */
function Field({
  name,
  disabled,
}: {
  name: 'id' | 'name' | 'cityIbge' | 'cityName' | 'stateName' | 'localization' | 'category';
  disabled?: boolean;
}) {
  return (
    <FormTextField<ExperienceFormValues>
      size="small"
      name={name}
      label={m[name]}
      disabled={disabled}
    />
  );
}

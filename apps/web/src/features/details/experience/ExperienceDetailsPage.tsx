import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  bookableExperienceDates,
  type ExperienceChoiceForm,
  experienceChoiceFormSchema,
  experienceChoiceRules,
  experienceChoiceSlot,
  experiencePlace,
  experienceTickets,
  experienceTotalCents,
  firstExperienceDate,
} from '@portal/domain/activities';
import { brlToCents } from '@portal/domain/money';
import { MAX_TRAVELLERS } from '@portal/domain/search';
import { formatDate, isoDate } from '../../../shared/format';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { LoginRegisterDialog } from '../../../shared/auth/LoginRegisterDialog';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import {
  readSelectedExperience,
  writeSelectedExperience,
} from '../../../shared/storage/selectedExperience';
import { experienceDetailsCopy as copy } from './messages';
import { DetailsLayout } from '../DetailsLayout';

function Section({ title, children }: { title: string; children: string }) {
  if (!children.trim()) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{children}</Typography>
    </Box>
  );
}

/** /busca/experience-details: the experience opened from the results, its dates and 'Escolher data'. */
export default function ExperienceDetailsPage() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const price = usePriceDisplay('experience');
  const [selected] = useState(readSelectedExperience);
  const [loginOpen, setLoginOpen] = useState(false);
  const today = isoDate(new Date());
  const advanceDays = user.campaign.advanceDaysExperience;
  const firstDate = firstExperienceDate(today, advanceDays);
  const experience = selected?.experience;
  // Messages as the member chooses: the tickets at once, the date from the first 'Escolher data'.
  const { control, handleSubmit, formState } = useForm<ExperienceChoiceForm>({
    defaultValues: {
      tickets: String(selected?.adults ?? 1),
      slotId: selected?.slot?.id ?? '',
      day: '',
    },
    resolver: zodResolver(
      experience
        ? experienceChoiceRules(experience, today, advanceDays, selected?.childs ?? 0)
        : experienceChoiceFormSchema,
    ),
    mode: 'onChange',
  });
  const [tickets, slotId, day] = useWatch({ control, name: ['tickets', 'slotId', 'day'] });
  const choice: ExperienceChoiceForm = { tickets, slotId, day };

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!selected || !experience) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{copy.noSelection}</Typography>
          <Button component={RouterLink} to={paths.home} variant="contained">
            {copy.newSearch}
          </Button>
        </Paper>
      </Container>
    );
  }

  const bookable = bookableExperienceDates(experience, firstDate);
  const adults = experienceTickets(choice);
  const slot = experienceChoiceSlot(experience, choice, firstDate);
  const dateError = formState.isSubmitted
    ? (formState.errors.slotId ?? formState.errors.day)?.message
    : undefined;
  const total =
    adults === null
      ? null
      : price.format(
          experienceTotalCents(brlToCents(experience.price), adults, experience.qtParticipants),
        );

  const choose = handleSubmit((chosen) => {
    const tickets = experienceTickets(chosen);
    const session = experienceChoiceSlot(experience, chosen, firstDate);
    if (tickets === null || !session) return;
    writeSelectedExperience({ ...selected, adults: tickets, slot: session });
    if (user.guest || user.travelVoucher) setLoginOpen(true);
    else void navigate(paths.summary);
  });

  return (
    <>
      <DetailsLayout
        columns="2fr 1fr"
        images={experience.images}
        name={experience.name}
        photosLabel={copy.photos(experience.name)}
        aside={
          <Paper
            component="section"
            aria-label={copy.chooseDate}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 2 }}
          >
            <Controller
              control={control}
              name="tickets"
              render={({ field, fieldState }) => (
                <TextField
                  label={copy.tickets}
                  type="number"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { min: 0, max: MAX_TRAVELLERS - selected.childs } }}
                />
              )}
            />
            {experience.continuous ? (
              <Controller
                control={control}
                name="day"
                // the group is checked against the places of the session chosen
                rules={{ deps: ['tickets'] }}
                render={({ field }) => (
                  <TextField
                    type="date"
                    label={copy.dateLabel}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(dateError)}
                    helperText={dateError}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { min: firstDate, max: experience.endDate },
                    }}
                  />
                )}
              />
            ) : bookable.length === 0 ? (
              <Alert severity="info">{copy.noDates}</Alert>
            ) : (
              <FormControl error={Boolean(dateError)}>
                <FormLabel id="experience-dates">{copy.datesTitle}</FormLabel>
                <Controller
                  control={control}
                  name="slotId"
                  rules={{ deps: ['tickets'] }}
                  render={({ field }) => (
                    <RadioGroup
                      aria-labelledby="experience-dates"
                      value={field.value}
                      onChange={field.onChange}
                      ref={field.ref}
                      sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
                    >
                      {bookable.map((d) => (
                        <FormControlLabel
                          key={d.id}
                          value={d.id}
                          disabled={d.qtAvailable === 0}
                          control={<Radio />}
                          label={`${formatDate(d.date)} ${d.time} - ${d.qtAvailable > 0 ? copy.places(d.qtAvailable) : copy.soldOut}`}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
              </FormControl>
            )}
            {dateError && !experience.continuous ? (
              <Alert severity="error" role="alert">
                {dateError}
              </Alert>
            ) : null}
            {total ? (
              <Typography fontWeight={800} data-testid="experience-total">
                {copy.total}: {total}
              </Typography>
            ) : null}
            <Button
              variant="contained"
              size="large"
              onClick={() => void choose()}
              disabled={Boolean(slot && slot.date < firstDate)}
            >
              {copy.chooseDate}
            </Button>
          </Paper>
        }
      >
        <Box>
          <Typography component="h1" variant="h4" fontWeight={800}>
            {experience.name}
          </Typography>
          <Typography color="text.secondary">
            {copy.location}: {experiencePlace(experience)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Chip label={`${copy.category}: ${experience.category}`} />
            {experience.freeCancel ? <Chip color="success" label={copy.freeCancel} /> : null}
          </Stack>
        </Box>
        <Section title={copy.description}>{experience.description}</Section>
        <Section title={copy.whatToExpect}>{experience.whatToExpect}</Section>
        <Section title={copy.included}>{experience.whatIsIncluded}</Section>
        <Section title={copy.notIncluded}>{experience.whatIsNotIncluded}</Section>
        <Section title={copy.cancellationPolicy}>{experience.cancellationPolicy}</Section>
        <Section title={copy.importantInfo}>{experience.importantInfo}</Section>
      </DetailsLayout>
      {loginOpen ? <LoginRegisterDialog open onClose={() => setLoginOpen(false)} /> : null}
    </>
  );
}

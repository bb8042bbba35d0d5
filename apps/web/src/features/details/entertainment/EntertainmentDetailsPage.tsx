import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_NAME_MAX,
  activityInclusionIds,
  cutText,
  isPlaceholderActivity,
  type Activity,
} from '@portal/domain/activities';
import { paths } from '../../../shared/routes';
import { readSelectedEntertainment } from '../../../shared/storage/selectedEntertainment';
import { ExpandableText } from '../../../shared/ui/ExpandableText';
import { AvailabilityPanel } from './AvailabilityPanel';
import { entertainmentDetailsCopy as copy } from './messages';
import { DetailsLayout } from '../DetailsLayout';

const detailOf = (activity: Activity) =>
  activity.type === 'Transfer'
    ? activity.transfer
    : activity.type === 'Passeio'
      ? activity.tour
      : activity.ticket;

function Inclusions({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** /busca/entertainment-details: the stored activity (ticket, tour or transfer), its availability and 'Selecionar essa Data'. */
export default function EntertainmentDetailsPage() {
  const [selected] = useState(readSelectedEntertainment);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const activity =
    selected && !isPlaceholderActivity(selected.activity.activityId) ? selected.activity : null;

  if (!selected || !activity) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
            {copy.noActivity}
          </Typography>
          <Button component={RouterLink} to={paths.home} variant="contained">
            {copy.newSearch}
          </Button>
        </Paper>
      </Container>
    );
  }

  const detail = detailOf(activity);
  const name = cutText(activity.name, ACTIVITY_NAME_MAX);
  const description = activity.descriptionAdditional
    ? `${activity.description}\n${activity.descriptionAdditional}`
    : activity.description;
  const freeDays = activity.daysBeforeCancellationPolicy;
  const images =
    detail && detail.images.length > 0 ? detail.images.map((i) => i.url) : [activity.pictureUrl];
  const ids = activityInclusionIds[activity.type];
  const inclusions = (id: number) =>
    (detail?.inclusions ?? []).filter((i) => i.id === id).map((i) => i.description);

  return (
    <DetailsLayout
      columns="3fr 2fr"
      images={images}
      name={activity.name}
      photosLabel={copy.photos(activity.name)}
      aside={<AvailabilityPanel selected={selected} />}
    >
      <Box>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={activity.type} />
          {freeDays > 0 ? (
            <Chip size="small" color="success" label={copy.freeCancellation} />
          ) : null}
        </Stack>
        <Typography
          component="h1"
          variant="h4"
          fontWeight={800}
          title={name.cut ? activity.name : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {name.text}
        </Typography>
        <Typography color="text.secondary">
          {detail?.address ? `${detail.address} - ${activity.locationFull}` : activity.locationFull}
        </Typography>
      </Box>
      <Paper component="section" aria-label={copy.about} variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
          {copy.about}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {activity.duration > 0 ? (
            <>
              <Typography component="dt" fontWeight={700}>
                {copy.durationLabel}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {copy.hours(activity.duration)}
              </Typography>
            </>
          ) : null}
          <Typography component="dt" fontWeight={700}>
            {copy.confirmation}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {copy.immediate}
          </Typography>
          <Typography component="dt" fontWeight={700}>
            {copy.cancellation}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {freeDays > 0 ? copy.freeUntil(freeDays) : copy.noFreeCancellation}
          </Typography>
          <Typography component="dt" fontWeight={700}>
            {copy.weekdays}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {activity.weekDays}
          </Typography>
        </Box>
      </Paper>
      <Inclusions title={copy.highlights} items={inclusions(ids.highlights)} />
      <Box component="section" aria-label={copy.description}>
        <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
          {copy.description}
        </Typography>
        <ExpandableText text={description} max={ACTIVITY_DESCRIPTION_MAX} />
      </Box>
      <Inclusions title={copy.includes} items={inclusions(ids.includes)} />
      <Inclusions title={copy.excludes} items={inclusions(ids.excludes)} />
      <Inclusions title={copy.information} items={inclusions(ids.information)} />
    </DetailsLayout>
  );
}

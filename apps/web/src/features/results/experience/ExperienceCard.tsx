import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Experience } from '@portal/domain/activities';
import { Carousel } from '../../../shared/ui/Carousel';
import { PHOTO_ASPECT_RATIO } from '../../../shared/ui/ImageWithFallback';
import { experienceResultsCopy as copy } from './messages';

export interface ExperienceListItem {
  experience: Experience;
  fromText: string;
  priceText: string;
}

/**
 * Result card: photo carousel, name, description, included and not included, 'De X por Y' (only
 * the price when there is no discount), 'Detalhes'.
 */
export function ExperienceCard({
  item,
  adults,
  onOpen,
}: {
  item: ExperienceListItem;
  adults: number;
  onOpen: (experience: Experience) => void;
}) {
  const { experience } = item;
  return (
    <Card
      component="article"
      aria-label={experience.name}
      data-testid="experience-card"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        overflow: 'hidden',
      }}
    >
      <Box sx={{ p: { md: 1 } }}>
        <Carousel
          images={experience.images}
          name={experience.name}
          label={copy.photos(experience.name)}
          aspectRatio={PHOTO_ASPECT_RATIO}
        />
      </Box>
      <Stack spacing={1} sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" fontWeight={700}>
          {experience.name}
        </Typography>
        <Typography variant="body2">{experience.description}</Typography>
        <Typography variant="body2">
          <strong>{copy.included}:</strong> {experience.whatIsIncluded}
        </Typography>
        <Typography variant="body2">
          <strong>{copy.notIncluded}:</strong> {experience.whatIsNotIncluded}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'center' }}
          justifyContent="space-between"
          sx={{ pt: 1 }}
        >
          <Box>
            <Typography component="p" variant="h6" fontWeight={800} data-testid="experience-price">
              {item.fromText === item.priceText
                ? item.priceText
                : copy.priceFromTo(item.fromText, item.priceText)}
            </Typography>
            <Typography variant="caption">{copy.perGroup(adults)}</Typography>
          </Box>
          <Button
            variant="contained"
            onClick={() => onOpen(experience)}
            aria-label={`${copy.details}: ${experience.name}`}
          >
            {copy.details}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

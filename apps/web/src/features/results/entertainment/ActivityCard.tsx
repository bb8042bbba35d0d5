import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVITY_CARD_TEXT_MAX, cutText, type Activity } from '@portal/domain/activities';
import { ExpandableText } from '../../../shared/ui/ExpandableText';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import { entertainmentResultsCopy as copy } from './messages';

/**
 * Result card: picture, title (cut at 100), type, location, free cancellation, description
 * (sanitised HTML, cut at 100 with 'ver mais'), week days, duration and 'A partir de'.
 */
export function ActivityCard({
  activity,
  priceText,
  onOpen,
}: {
  activity: Activity;
  priceText: string | null;
  onOpen: (activity: Activity) => void;
}) {
  const title = cutText(activity.name);
  return (
    <Card
      component="article"
      aria-label={activity.name}
      data-testid="activity-card"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 220 },
          flexShrink: 0,
          height: { xs: 180, sm: 'auto' },
          minHeight: 160,
        }}
      >
        <ImageWithFallback
          src={activity.pictureUrl}
          alt={copy.photo(activity.name)}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Chip size="small" label={activity.type} />
          {activity.promotionalCombo ? (
            <Chip size="small" color="secondary" label={copy.combo} />
          ) : null}
          {activity.daysBeforeCancellationPolicy > 0 ? (
            <Chip
              size="small"
              color="success"
              label={copy.freeUntil(activity.daysBeforeCancellationPolicy)}
            />
          ) : null}
        </Stack>
        <Typography
          component="h3"
          variant="h6"
          fontWeight={700}
          title={title.cut ? activity.name : undefined}
        >
          {title.text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {activity.locationFull}
        </Typography>
        <ExpandableText text={activity.description} max={ACTIVITY_CARD_TEXT_MAX} variant="body2" />
        <Typography variant="body2">
          {copy.availableOn}: {activity.weekDays}
        </Typography>
        {activity.duration > 0 ? (
          <Typography variant="body2">{copy.duration(activity.duration)}</Typography>
        ) : null}
        <Stack direction="row" justifyContent="space-between" alignItems="flex-end" sx={{ pt: 1 }}>
          <Box>
            <Typography variant="caption">{copy.from}</Typography>
            <Typography component="p" variant="h6" fontWeight={800} data-testid="activity-price">
              {priceText ?? copy.notAvailable}
            </Typography>
          </Box>
          <Button
            variant="contained"
            onClick={() => onOpen(activity)}
            aria-label={`${copy.details}: ${activity.name}`}
          >
            {copy.details}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

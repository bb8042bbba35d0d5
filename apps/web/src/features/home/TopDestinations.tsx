import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { draftFromDestination, startSearchFromCard } from '../../shared/search/drafts';
import { paths } from '../../shared/routes';
import { ImageWithFallback, PHOTO_ASPECT_RATIO } from '../../shared/ui/ImageWithFallback';
import { topDestinationsQuery } from './api';
import { homeCopy } from './messages';

export const TOP_DESTINATIONS = 4;

/** 'Destinos mais procurados': four photo cards, only when enabled and data exists. */
export function TopDestinations() {
  const navigate = useNavigate();
  const query = useQuery(topDestinationsQuery());
  const destinations = (query.data ?? []).slice(0, TOP_DESTINATIONS);
  if (destinations.length === 0) return null;

  return (
    <section aria-labelledby="top-destinations-title">
      <Typography
        id="top-destinations-title"
        component="h2"
        variant="h5"
        fontWeight={700}
        sx={{ mb: 2 }}
      >
        {homeCopy.topDestinations}
      </Typography>
      <Grid container spacing={2}>
        {destinations.map((destination) => (
          <Grid key={destination.destinationIata} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                aria-label={homeCopy.searchFlightsTo(
                  destination.destination.city || destination.destination.name,
                )}
                onClick={() => {
                  startSearchFromCard(draftFromDestination(destination));
                  navigate(paths.results);
                }}
                // a button centres what it holds: a card with a shorter text would drop its photo
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                <ImageWithFallback
                  src={destination.imageUrl}
                  alt=""
                  style={{
                    width: '100%',
                    aspectRatio: PHOTO_ASPECT_RATIO,
                    objectFit: 'cover',
                    display: 'block',
                  }}
                />
                <CardContent>
                  <Typography component="h3" variant="subtitle1" fontWeight={700}>
                    {destination.destination.city || destination.destination.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {destination.destination.name} ({destination.destination.iata})
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

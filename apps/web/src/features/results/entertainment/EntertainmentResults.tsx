import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Activity,
  emptyEntertainmentFilters,
  entertainmentFilterOptions,
  type EntertainmentFilters,
  filterActivities,
} from '@portal/domain/activities';
import { brlToCents } from '@portal/domain/money';
import { isApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/routes';
import { readEntertainmentPlace } from '../../../shared/storage/entertainmentSearch';
import { ResultsEmpty, ResultsErrorBox, ResultsLoading } from '../ResultsStates';
import { ResultsLayout } from '../ResultsLayout';
import { ActivityCard } from './ActivityCard';
import { entertainmentSearch } from './api';
import { EntertainmentFiltersPanel } from './EntertainmentFilters';
import { entertainmentResultsCopy as copy } from './messages';
import { useActivityPrice } from '../../../shared/pricing/activityPrice';
import { writeOpenedActivity } from '../../../shared/storage/selectedEntertainment';

/**
 * Entertainment ('Experiências') part of the results page: the activities of the chosen place
 * with their filters; opening one stores it with its passenger rates for the detail page.
 */
export default function EntertainmentResults() {
  const navigate = useNavigate();
  const priceText = useActivityPrice();
  const [place] = useState(readEntertainmentPlace);
  const result = useQuery({
    ...entertainmentSearch(place?.locationId ?? ''),
    enabled: place !== null,
  });
  const [filters, setFilters] = useState<EntertainmentFilters>(emptyEntertainmentFilters);
  const [saved, setSaved] = useState<EntertainmentFilters>(emptyEntertainmentFilters);
  const activities = useMemo(() => {
    const list = result.data ?? [];
    // An activity picked in the search box comes first.
    return place?.activityId
      ? [
          ...list.filter((a) => a.activityId === place.activityId),
          ...list.filter((a) => a.activityId !== place.activityId),
        ]
      : list;
  }, [result.data, place]);
  const options = useMemo(() => entertainmentFilterOptions(activities), [activities]);
  const visible = useMemo(() => filterActivities(activities, filters), [activities, filters]);

  if (!place) return <ResultsEmpty text={copy.noPlace} />;
  if (result.isPending) return <ResultsLoading />;
  if (result.isError)
    return isApiError(result.error) && result.error.status === 401 ? (
      <ResultsLoading />
    ) : (
      <ResultsErrorBox message={result.error.message} />
    );
  if (activities.length === 0) return <ResultsEmpty />;

  const open = (activity: Activity) => {
    writeOpenedActivity(place, activity);
    void navigate(paths.entertainmentDetails);
  };

  return (
    <ResultsLayout
      filters={
        <Paper sx={{ p: 2 }}>
          <EntertainmentFiltersPanel filters={filters} options={options} onChange={setFilters} />
        </Paper>
      }
      resultsKey={visible}
      onOpenFilters={() => setSaved(filters)}
      onCancelFilters={() => setFilters(saved)}
    >
      <section aria-label={copy.listLabel}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }} aria-live="polite">
          {copy.results(visible.length)}
        </Typography>
        {visible.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{copy.emptyFilters}</Typography>
          </Paper>
        ) : (
          <Stack spacing={2}>
            {visible.map((activity) => (
              <ActivityCard
                key={activity.activityId}
                activity={activity}
                priceText={activity.price > 0 ? priceText(brlToCents(activity.price)) : null}
                onOpen={open}
              />
            ))}
          </Stack>
        )}
      </section>
    </ResultsLayout>
  );
}

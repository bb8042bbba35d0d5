import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brlToCents } from '@portal/domain/money';
import { type Experience, experienceTotalCents } from '@portal/domain/activities';
import { isApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/routes';
import { readExperienceDraft } from '../../../shared/storage/experienceSearch';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import { ResultsEmpty, ResultsErrorBox, ResultsLoading } from '../ResultsStates';
import { experienceSearch, experienceSearchQuery } from './api';
import { ExperienceCard, type ExperienceListItem } from './ExperienceCard';
import { experienceResultsCopy as copy } from './messages';
import { writeSelectedExperience } from '../../../shared/storage/selectedExperience';

/**
 * Experiences ('Exclusivos') part of the results page: runs the stored search and lists the cards;
 * 'Detalhes' stores the record with the group and opens /busca/experience-details.
 */
export default function ExperienceResults() {
  const navigate = useNavigate();
  const price = usePriceDisplay('experience');
  const [draft] = useState(readExperienceDraft);
  const query = draft ? experienceSearchQuery(draft) : null;
  const result = useQuery({
    ...experienceSearch(query ?? { cityId: '', startDate: '' }),
    enabled: query !== null,
  });
  // A refused search (400) ends the session like a 401: the stored search cannot be run again.
  const refused = result.isError && isApiError(result.error) && result.error.status === 400;
  useEffect(() => {
    if (refused) void navigate(paths.sessionExpires, { replace: true });
  }, [refused, navigate]);
  const adults = draft?.adultos ?? 1;
  const items = useMemo(
    (): ExperienceListItem[] =>
      (result.data ?? []).map((experience) => ({
        experience,
        fromText: price.format(
          experienceTotalCents(
            brlToCents(experience.originalPrice),
            adults,
            experience.qtParticipants,
          ),
        ),
        priceText: price.format(
          experienceTotalCents(brlToCents(experience.price), adults, experience.qtParticipants),
        ),
      })),
    [result.data, price, adults],
  );

  if (!draft || !query) return <ResultsEmpty text={copy.noSearch} />;
  if (result.isPending) return <ResultsLoading />;
  // 400 and 401 end the session (the API client handles a 401); a 409 shows the server's text.
  if (result.isError)
    return refused || (isApiError(result.error) && result.error.status === 401) ? (
      <ResultsLoading />
    ) : (
      <ResultsErrorBox message={result.error.message} />
    );
  if (items.length === 0) return <ResultsEmpty />;

  const open = (experience: Experience) => {
    writeSelectedExperience({ experience, adults, childs: draft.criancas, slot: null });
    void navigate(paths.experienceDetails);
  };

  return (
    <section aria-label={copy.listLabel}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {copy.results(items.length)}
      </Typography>
      <Stack spacing={2}>
        {items.map((item) => (
          <ExperienceCard key={item.experience.id} item={item} adults={adults} onOpen={open} />
        ))}
      </Stack>
    </section>
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {
  groupWarning,
  hotelDateWindow,
  MAX_TRAVELLERS,
  type ExperienceCityOption,
} from '@portal/domain';
import { useAlert, VALIDATION_ALERT_MS } from '../../../shared/alerts/alertContext';
import { isoDate, parseApiDate } from '../../../shared/format';
import { paths } from '../../../shared/routes';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { CityField } from './CityField';
import { experienceSearchCopy as copy } from './messages';
import {
  buildExperienceDraft,
  readExperienceDraft,
  saveExperienceSearch,
} from '../../../shared/storage/experienceSearch';

const counts = (from: number) =>
  Array.from({ length: MAX_TRAVELLERS - from + 1 }, (_, i) => i + from);

/** Home tab 'Exclusivos': city, dates from the campaign's advance days and the group; loaded lazily with the tab. */
export default function ExperienceSearchFormBody() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const advance = user.campaign.advanceDaysExperience;
  const window = useMemo(() => hotelDateWindow(new Date(), advance), [advance]);
  const [stored] = useState(readExperienceDraft);
  const storedStart = stored ? parseApiDate(stored.datas.startDate) : null;
  const storedEnd = stored?.datas.endDate ? parseApiDate(stored.datas.endDate) : null;
  const fits =
    stored && storedStart && storedEnd && storedStart >= window.min && storedEnd <= window.max
      ? stored.datas
      : null;
  const [city, setCity] = useState<ExperienceCityOption | null>(stored?.cidade ?? null);
  const [start, setStart] = useState(fits ? fits.startDate : isoDate(window.defaultStart));
  const [end, setEnd] = useState(fits?.endDate ?? isoDate(window.defaultEnd));
  const [adults, setAdults] = useState(stored?.adultos ?? 1);
  const [children, setChildren] = useState(stored?.criancas ?? 0);
  const [submitted, setSubmitted] = useState(false);

  const errors = {
    city: city ? null : copy.cityRequired,
    start: start ? null : copy.dateRequired,
    end: !end ? copy.dateRequired : start && end < start ? copy.endBeforeStart : null,
  };
  const shown = (message: string | null) => (submitted ? message : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const from = parseApiDate(start);
    const to = parseApiDate(end);
    if (!city || !from || !to || errors.end) {
      showAlert({ message: copy.fillAll, kind: 'error', duration: VALIDATION_ALERT_MS });
      return;
    }
    if (adults + children > MAX_TRAVELLERS) {
      showAlert({ message: groupWarning, kind: 'warning' });
      void navigate(paths.planTrip);
      return;
    }
    saveExperienceSearch(buildExperienceDraft(city, from, to, adults, children));
    void navigate(paths.results);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={copy.formLabel} sx={{ py: 2 }}>
      <Grid container spacing={2} alignItems="flex-start">
        <Grid size={{ xs: 12, md: 4 }}>
          <CityField value={city} onChange={setCity} error={shown(errors.city)} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField
            type="date"
            label={copy.startDate}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            fullWidth
            error={Boolean(shown(errors.start))}
            helperText={shown(errors.start) ?? undefined}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: isoDate(window.min), max: isoDate(window.max) },
            }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField
            type="date"
            label={copy.endDate}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            fullWidth
            error={Boolean(shown(errors.end))}
            helperText={shown(errors.end) ?? undefined}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: start || isoDate(window.min), max: isoDate(window.max) },
            }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 1 }}>
          <TextField
            select
            label={copy.adults}
            value={adults}
            onChange={(e) => setAdults(Number(e.target.value))}
            fullWidth
            slotProps={{ select: { native: true } }}
          >
            {counts(1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 1 }}>
          <TextField
            select
            label={copy.children}
            value={children}
            onChange={(e) => setChildren(Number(e.target.value))}
            fullWidth
            slotProps={{ select: { native: true } }}
          >
            {counts(0).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<SearchIcon />}
            sx={{ minHeight: 56 }}
          >
            {copy.search}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

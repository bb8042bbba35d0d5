import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTOCOMPLETE_MIN_CHARS } from '@portal/domain';
import { paths } from '../../../shared/routes';
import { fetchEntertainmentOptions } from './api';
import { entertainmentSearchCopy as copy } from './messages';
import { saveEntertainmentPlace } from '../../../shared/storage/entertainmentSearch';

interface Option {
  key: string;
  group: string;
  label: string;
  cityName: string;
  locationId: string;
  activityId: string | null;
}

/** Typing pause before asking the server. */
const DEBOUNCE_MS = 250;

/**
 * 'Onde deseja encontrar?': places ('Locais') and activities from 3 characters. A reply to an
 * older text is discarded; fewer than 3 characters clears the list. Choosing opens the results.
 */
export default function EntertainmentSearchFormBody() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const text = input.trim();
    const request = ++latest.current;
    if (text.length < AUTOCOMPLETE_MIN_CHARS) {
      setOptions([]);
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchEntertainmentOptions(text, controller.signal)
        .then((reply) => {
          if (request !== latest.current) return;
          setOptions([
            ...reply.locations.map((l) => ({
              key: `l-${l.id}`,
              group: copy.locations,
              label: l.fullName,
              cityName: l.name,
              locationId: l.id,
              activityId: null,
            })),
            ...reply.activities.map((a) => ({
              key: `a-${a.activityId}`,
              group: copy.activities,
              label: `${a.name} - ${a.location}`,
              cityName: a.location,
              locationId: a.locationId,
              activityId: a.activityId,
            })),
          ]);
          setLoading(false);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

  const choose = (option: Option | null) => {
    if (!option) return;
    saveEntertainmentPlace({
      cityName: option.cityName,
      locationId: option.locationId,
      activityId: option.activityId,
    });
    void navigate(paths.results);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={copy.formLabel}
      onSubmit={(e) => e.preventDefault()}
      sx={{ py: 2 }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {copy.prompt}
      </Typography>
      <Autocomplete<Option, false, false, false>
        options={options}
        value={null}
        inputValue={input}
        filterOptions={(list) => list}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        loading={loading}
        loadingText={copy.loading}
        noOptionsText={
          input.trim().length < AUTOCOMPLETE_MIN_CHARS ? copy.typeMore : copy.noOptions
        }
        onInputChange={(_event, text, reason) => {
          if (reason !== 'reset') setInput(text);
        }}
        onChange={(_event, option) => choose(option)}
        renderInput={(params) => (
          <TextField {...params} label={copy.placeholder} placeholder={copy.placeholder} />
        )}
      />
    </Box>
  );
}

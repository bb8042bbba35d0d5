import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUTOCOMPLETE_MIN_CHARS,
  type EntertainmentAutocompleteResponse,
} from '@portal/domain/search';
import {
  entertainmentSearchFormSchema,
  type EntertainmentSearchFormValues,
} from '@portal/domain/activities';
import { paths } from '../../../shared/routes';
import { entertainmentOptionsQuery } from './api';
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

const toOptions = (reply: EntertainmentAutocompleteResponse): Option[] => [
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
];

/**
 * 'Onde deseja encontrar?': places ('Locais') and activities from 3 characters, asked once typing
 * pauses; the list answers the text in the field only (a late reply to an older text is not
 * shown), fewer than 3 characters clears it. Choosing submits the form, which opens the results.
 */
export default function EntertainmentSearchFormBody() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const typed = input.trim();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enough = typed.length >= AUTOCOMPLETE_MIN_CHARS;
  const answers = useQuery({
    ...entertainmentOptionsQuery(asked),
    enabled: asked.length >= AUTOCOMPLETE_MIN_CHARS,
  });
  const current = enough && asked === typed;
  const options = current && answers.data ? toOptions(answers.data) : [];
  const loading = enough && (!current || answers.isPending);

  const form = useForm<EntertainmentSearchFormValues>({
    defaultValues: { place: null },
    resolver: zodResolver(entertainmentSearchFormSchema),
  });
  const search = ({ place }: EntertainmentSearchFormValues) => {
    if (!place) return;
    saveEntertainmentPlace(place);
    void navigate(paths.results);
  };
  const choose = (option: Option | null) => {
    if (!option) return;
    form.setValue('place', {
      cityName: option.cityName,
      locationId: option.locationId,
      activityId: option.activityId,
    });
    void form.handleSubmit(search)();
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
        noOptionsText={enough ? copy.noOptions : copy.typeMore}
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

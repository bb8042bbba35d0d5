import type { ExperienceCityOption } from '@portal/domain/search';
import { RemoteAutocomplete } from '../../../shared/ui/RemoteAutocomplete';
import { experienceCitiesQuery, normaliseCityQuery } from './api';
import { experienceSearchCopy as copy } from './messages';

const cityLabel = (city: ExperienceCityOption) =>
  city.stateName ? `${city.cityName}, ${city.stateName}` : city.cityName;

/** City of the experience search: answers from 3 typed characters, 'Não encontrado' when none. */
export function CityField({
  value,
  onChange,
  error,
}: {
  value: ExperienceCityOption | null;
  onChange: (city: ExperienceCityOption | null) => void;
  error: string | null;
}) {
  return (
    <RemoteAutocomplete
      value={value}
      onChange={onChange}
      error={error}
      label={copy.city}
      placeholder={copy.cityPlaceholder}
      optionLabel={cityLabel}
      optionKey={(city) => city.id}
      normalise={normaliseCityQuery}
      optionsQuery={experienceCitiesQuery}
      copy={copy}
    />
  );
}

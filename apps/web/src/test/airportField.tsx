// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { useState } from 'react';
import { AirportAutocomplete } from '../features/search/flight/AirportAutocomplete';
import type { AirportRef } from '../shared/search/drafts';
import { airportRef } from '../shared/search/flightDraft/flySearch';

/**
 * The origin field holding its airport as a search draft does, from `initial`; `showValue` adds
 * an output with the chosen IATA code ('nenhum' before any).
 */
export function OriginAirportField({
  initial = null,
  showValue = false,
}: {
  initial?: AirportRef | null;
  showValue?: boolean;
}) {
  const [value, setValue] = useState<AirportRef | null>(initial);
  return (
    <>
      <AirportAutocomplete
        name="origin"
        label="Origem"
        value={value}
        onChange={(next) =>
          setValue(next ? airportRef({ ...next, stateName: next.stateName || null }) : null)
        }
      />
      {showValue ? <output>{value?.iata ?? 'nenhum'}</output> : null}
    </>
  );
}

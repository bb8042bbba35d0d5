import {
  memo,
  useCallback,
  useId,
  useMemo,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../shared/ui/TextInput';
import {
  defaultFlightFilters,
  flightStepToTime,
  FLIGHT_DURATION_MAX_HOURS,
  FLIGHT_TIME_STEPS,
  type Cabin,
  flightFacets,
  type FlightFilters,
  type FlightSearchResponse,
} from '@portal/domain/flights';
import { flightResultsCopy } from './messages';

const copy = flightResultsCopy.filters;
const hours = (value: number) => copy.hours(value);

type ListKey = 'stops' | 'cabins' | 'connections' | 'airlines';
type RangeKey = 'departure' | 'return' | 'duration';
type Option = { value: string | number; label: string };

/** A filter's section under its h3 title; `children` may take the title's id to name a group by. */
function FilterSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode | ((titleId: string) => ReactNode);
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle2" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      {typeof children === 'function' ? children(id) : children}
    </Box>
  );
}

interface CheckGroupProps {
  title: string;
  field: ListKey;
  options: Option[];
  selected: readonly (string | number)[];
  onToggle: (field: ListKey, value: string | number, on: boolean) => void;
}

/** One titled group of checkboxes; memoised so a change elsewhere does not re-render it. */
const CheckGroup = memo(function CheckGroup({
  title,
  field,
  options,
  selected,
  onToggle,
}: CheckGroupProps) {
  return (
    <FilterSection title={title}>
      {(id) => (
        <FormGroup aria-labelledby={id}>
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(option.value)}
                  onChange={(event) => onToggle(field, option.value, event.target.checked)}
                />
              }
              label={option.label}
            />
          ))}
        </FormGroup>
      )}
    </FilterSection>
  );
});

interface RangeSectionProps {
  title: string;
  field: RangeKey;
  value: [number, number];
  max: number;
  format: (value: number) => string;
  onRange: (field: RangeKey, value: [number, number]) => void;
}

/** A titled two-thumb slider ('início' and 'fim' thumbs). */
const RangeSection = memo(function RangeSection({
  title,
  field,
  value,
  max,
  format,
  onRange,
}: RangeSectionProps) {
  return (
    <FilterSection title={title}>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value}
          min={0}
          max={max}
          step={1}
          onChange={(_event, next) => {
            if (Array.isArray(next) && next.length === 2)
              onRange(field, [next[0] ?? 0, next[1] ?? max]);
          }}
          valueLabelDisplay="auto"
          valueLabelFormat={format}
          getAriaLabel={(index) => `${title} ${index === 0 ? copy.from : copy.to}`}
          getAriaValueText={format}
          disableSwap
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="caption">{format(value[0])}</Typography>
          <Typography variant="caption">{format(value[1])}</Typography>
        </Box>
      </Box>
    </FilterSection>
  );
});

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

/** Every flight filter; each change re-applies the filters. */
export const FlightFiltersPanel = memo(function FlightFiltersPanel({
  response,
  filters,
  onChange,
}: {
  response: Pick<FlightSearchResponse, 'recommendations'>;
  filters: FlightFilters;
  onChange: Dispatch<SetStateAction<FlightFilters>>;
}) {
  // the choices the results offer, worked out where they are shown (not on a phone until its
  // filters are opened)
  const facets = useMemo(() => flightFacets(response), [response]);
  const onToggle = useCallback(
    (field: ListKey, value: string | number, on: boolean) =>
      onChange((current) => {
        switch (field) {
          case 'stops':
            return { ...current, stops: toggle(current.stops, value as 0 | 1 | 2, on) };
          case 'cabins':
            return { ...current, cabins: toggle(current.cabins, value as Cabin, on) };
          case 'connections':
            return { ...current, connections: toggle(current.connections, String(value), on) };
          case 'airlines':
            return { ...current, airlines: toggle(current.airlines, String(value), on) };
        }
      }),
    [onChange],
  );
  const onRange = useCallback(
    (field: RangeKey, value: [number, number]) =>
      onChange((current) => ({ ...current, [field]: value })),
    [onChange],
  );

  const stopOptions = useMemo<Option[]>(
    () => copy.stopsLabels.map((label, bucket) => ({ value: bucket, label })),
    [],
  );
  const cabinOptions = useMemo<Option[]>(
    () =>
      (['Y', 'W', 'C'] as Cabin[])
        .filter((cabin) => facets.cabins.includes(cabin))
        .map((cabin) => ({ value: cabin, label: copy.cabinLabels[cabin] })),
    [facets],
  );
  const connectionOptions = useMemo<Option[]>(
    () => facets.connections.map((code) => ({ value: code, label: code })),
    [facets],
  );
  const airlineOptions = useMemo<Option[]>(
    () => facets.airlines.map((airline) => ({ value: airline.code, label: airline.name })),
    [facets],
  );

  return (
    <Box>
      <Box sx={{ mb: 1 }}>
        <TextInput
          label={copy.flightNumber}
          value={filters.flightNumber}
          onChange={(event) => {
            const flightNumber = event.target.value;
            onChange((current) => ({ ...current, flightNumber }));
          }}
          size="small"
        />
      </Box>
      <Divider />
      <CheckGroup
        title={copy.stops}
        field="stops"
        options={stopOptions}
        selected={filters.stops}
        onToggle={onToggle}
      />
      <Divider />
      {cabinOptions.length > 0 ? (
        <>
          <CheckGroup
            title={copy.cabins}
            field="cabins"
            options={cabinOptions}
            selected={filters.cabins}
            onToggle={onToggle}
          />
          <Divider />
        </>
      ) : null}
      <RangeSection
        title={copy.departure}
        field="departure"
        value={filters.departure}
        max={FLIGHT_TIME_STEPS}
        format={flightStepToTime}
        onRange={onRange}
      />
      {facets.roundTrip ? (
        <RangeSection
          title={copy.return}
          field="return"
          value={filters.return}
          max={FLIGHT_TIME_STEPS}
          format={flightStepToTime}
          onRange={onRange}
        />
      ) : null}
      <RangeSection
        title={copy.duration}
        field="duration"
        value={filters.duration}
        max={FLIGHT_DURATION_MAX_HOURS}
        format={hours}
        onRange={onRange}
      />
      <Divider />
      {facets.roundTrip ? (
        <FormControlLabel
          sx={{ py: 1 }}
          control={
            <Checkbox
              size="small"
              checked={filters.sameAirport}
              onChange={(event) => {
                const sameAirport = event.target.checked;
                onChange((current) => ({ ...current, sameAirport }));
              }}
            />
          }
          label={copy.sameAirport}
        />
      ) : null}
      {connectionOptions.length > 0 ? (
        <>
          <Divider />
          <CheckGroup
            title={copy.connections}
            field="connections"
            options={connectionOptions}
            selected={filters.connections}
            onToggle={onToggle}
          />
        </>
      ) : null}
      <Divider />
      <CheckGroup
        title={copy.airlines}
        field="airlines"
        options={airlineOptions}
        selected={filters.airlines}
        onToggle={onToggle}
      />
      <Button fullWidth variant="text" onClick={() => onChange(defaultFlightFilters())}>
        {copy.clear}
      </Button>
    </Box>
  );
});

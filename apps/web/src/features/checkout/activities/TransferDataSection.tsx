import { useImperativeHandle, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  emptyTransferEnd,
  toTransferData,
  transferEndErrors,
  type TransferData,
  type TransferEndField,
  type TransferEndForm,
} from '@portal/domain';
import { transferCopy as copy } from './transferMessages';

export interface TransferDataHandle {
  /** Shows every error and focuses the first; the data when complete. */
  validate: () => TransferData | null;
}

const TEXT_MAX = 300;
const fieldOrder: TransferEndField[] = [
  'airport',
  'reservationCode',
  'flightNumber',
  'arrivalTime',
  'address',
];

function End({
  id,
  title,
  addressLabel,
  value,
  onChange,
  showErrors,
  refs,
}: {
  id: string;
  title: string;
  addressLabel: string;
  value: TransferEndForm;
  onChange: (next: TransferEndForm) => void;
  showErrors: boolean;
  refs: RefObject<Map<string, HTMLInputElement>>;
}) {
  const errors = showErrors ? transferEndErrors(value) : {};
  const field = (name: TransferEndField, label: string, extra: { placeholder?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={value[name]}
      required
      fullWidth
      onChange={(e) => onChange({ ...value, [name]: e.target.value.slice(0, TEXT_MAX) })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      placeholder={extra.placeholder}
      inputRef={(el: HTMLInputElement | null) => {
        if (el) refs.current.set(`${id}-${name}`, el);
        else refs.current.delete(`${id}-${name}`);
      }}
    />
  );
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" fontWeight={700} sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <RadioGroup
        row
        aria-label={copy.kindOf(title)}
        value={value.kind}
        onChange={(e) =>
          onChange({ ...value, kind: e.target.value === 'address' ? 'address' : 'airport' })
        }
      >
        <FormControlLabel value="airport" control={<Radio />} label={copy.airportKind} />
        <FormControlLabel value="address" control={<Radio />} label={copy.addressKind} />
      </RadioGroup>
      {value.kind === 'airport' ? (
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('airport', copy.airport)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('reservationCode', copy.reservationCode)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('flightNumber', copy.flightNumber)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('arrivalTime', copy.arrivalTime, { placeholder: 'hh:mm' })}
          </Grid>
        </Grid>
      ) : (
        <Box sx={{ mt: 1 }}>{field('address', addressLabel)}</Box>
      )}
    </Box>
  );
}

/** 'Dados do Transfer': where the transfer starts and ends, an airport with the flight or an address. */
export function TransferDataSection({
  handleRef,
}: {
  handleRef: RefObject<TransferDataHandle | null>;
}) {
  const [start, setStart] = useState<TransferEndForm>(emptyTransferEnd);
  const [destination, setDestination] = useState<TransferEndForm>({
    ...emptyTransferEnd,
    kind: 'address',
  });
  const [showErrors, setShowErrors] = useState(false);
  const refs = useRef(new Map<string, HTMLInputElement>());

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        setShowErrors(true);
        const data = toTransferData(start, destination);
        if (!data) {
          const first = [
            ...fieldOrder
              .filter((f) => transferEndErrors(start)[f])
              .map((f) => `transfer-start-${f}`),
            ...fieldOrder
              .filter((f) => transferEndErrors(destination)[f])
              .map((f) => `transfer-destination-${f}`),
          ][0];
          if (first) refs.current.get(first)?.focus();
        }
        return data;
      },
    }),
    [start, destination],
  );

  return (
    <Box component="section" aria-labelledby="transfer-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="transfer-title" component="h2" variant="h6" fontWeight={700}>
        {copy.title}
      </Typography>
      <End
        id="transfer-start"
        title={copy.start}
        addressLabel={copy.pickup}
        value={start}
        onChange={setStart}
        showErrors={showErrors}
        refs={refs}
      />
      <End
        id="transfer-destination"
        title={copy.destination}
        addressLabel={copy.dropOff}
        value={destination}
        onChange={setDestination}
        showErrors={showErrors}
        refs={refs}
      />
    </Box>
  );
}

import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  busMessages,
  seatGrid,
  seatState,
  toggleSeat,
  type Seat,
  type SeatState,
} from '@portal/domain/buses';
import { busCheckoutCopy as copy } from './messages';

/** Seat squares of 30 px with 10 px between them. */
const SEAT_PX = 30;
const SEAT_GAP_PX = 10;

const seatStyles: Record<SeatState, { bgcolor: string; color: string; borderColor: string }> = {
  free: { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'primary.main' },
  chosen: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
  taken: { bgcolor: 'grey.400', color: 'grey.800', borderColor: 'grey.500' },
};

const stateText: Record<SeatState, string> = {
  free: copy.legend.free,
  chosen: copy.legend.chosen,
  taken: copy.legend.taken,
};

function Legend() {
  return (
    <Stack
      direction="row"
      spacing={2}
      component="ul"
      aria-label={copy.legendLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
    >
      {(Object.keys(stateText) as SeatState[]).map((state) => (
        <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ width: 16, height: 16, borderRadius: 0.5, border: 2, ...seatStyles[state] }}
          />
          <Typography variant="body2">{stateText[state]}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

export interface SeatPickerProps {
  /** 'IDA' or 'VOLTA' */
  leg: string;
  seats: Seat[];
  policies: string[];
  passengers: number;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error?: string | null;
  /** the seat map, focused when the seats are missing on 'Comprar' */
  mapRef?: Ref<HTMLDivElement>;
}

/** One leg's seat map: legend, 'Regras', a seat per button (taps toggle it) and the chosen count. */
export function SeatPicker({
  leg,
  seats,
  policies,
  passengers,
  chosen,
  onChange,
  error,
  mapRef,
}: SeatPickerProps) {
  const [rulesOpen, setRulesOpen] = useState(false);
  const grid = seatGrid(seats);
  const titleId = `seats-${leg}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2 }}
      data-testid={`seat-picker-${leg}`}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" fontWeight={700}>
          {leg}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRulesOpen(true)}
          aria-label={copy.rulesOf(leg)}
        >
          {copy.rules}
        </Button>
      </Stack>
      <Legend />
      <Box
        ref={mapRef}
        role="group"
        tabIndex={-1}
        aria-label={copy.seatMap(leg)}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${grid.columns}, ${SEAT_PX}px)`,
          gridTemplateRows: `repeat(${grid.rows}, ${SEAT_PX}px)`,
          gap: `${SEAT_GAP_PX}px`,
          my: 2,
          mx: 'auto',
          width: 'fit-content',
          touchAction: 'manipulation',
        }}
      >
        {seats.map((seat) => {
          const state = seatState(seat, chosen);
          return (
            <ButtonBase
              key={seat.number}
              aria-label={copy.seat(seat.number, stateText[state])}
              aria-pressed={state === 'chosen'}
              disabled={state === 'taken'}
              onClick={() => onChange(toggleSeat(chosen, seat, passengers))}
              sx={{
                gridColumn: seat.position.x + 1,
                gridRow: seat.position.y + 1,
                width: SEAT_PX,
                height: SEAT_PX,
                border: 2,
                borderRadius: 1,
                fontSize: 12,
                fontWeight: 700,
                ...seatStyles[state],
              }}
            >
              {seat.number}
            </ButtonBase>
          );
        })}
      </Box>
      <Typography variant="body2" aria-live="polite">
        {busMessages.seatsChosen(chosen.length, passengers)}
      </Typography>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      <Dialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        aria-labelledby={`${titleId}-rules`}
      >
        <DialogTitle id={`${titleId}-rules`}>{copy.rulesOf(leg)}</DialogTitle>
        <DialogContent>
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {policies.map((policy) => (
              <Typography component="li" key={policy} variant="body2" sx={{ mb: 1 }}>
                {policy}
              </Typography>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRulesOpen(false)}>{copy.close}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addRoom,
  canAddRoom,
  canRemoveRoom,
  canStep,
  guestTotals,
  hotelRoomLimits,
  removeRoom,
  setChildAge,
  setSeniorAge,
  stepCounter,
  type HotelApartment,
  type RoomCounter,
} from '@portal/domain/hotels';
import { TextInput } from '../../../shared/ui/TextInput';
import { hotelSearchCopy as copy } from './messages';
import { mdiAccountMultipleOutline, mdiMinusCircleOutline, mdiPlusCircleOutline } from '@mdi/js';
import { Icon } from '../../../shared/ui/Icon';

const ages = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const seniorAges = ages(hotelRoomLimits.seniorAge.min, hotelRoomLimits.seniorAge.max);
const childAges = ages(hotelRoomLimits.childAge.min, hotelRoomLimits.childAge.max);

function Counter({
  label,
  hint,
  room,
  roomNumber,
  counter,
  onChange,
}: {
  label: string;
  hint?: string;
  room: HotelApartment;
  roomNumber: number;
  counter: RoomCounter;
  onChange: (room: HotelApartment) => void;
}) {
  const id = useId();
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
      <Box id={id}>
        <Typography>{label}</Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" alignItems="center" spacing={1} role="group" aria-labelledby={id}>
        <IconButton
          aria-label={copy.decrease(label, roomNumber)}
          disabled={!canStep(room, counter, -1)}
          onClick={() => onChange(stepCounter(room, counter, -1))}
        >
          <Icon path={mdiMinusCircleOutline} />
        </IconButton>
        <Typography
          aria-live="polite"
          data-testid={`count-${counter}-${roomNumber}`}
          sx={{ minWidth: 20, textAlign: 'center' }}
        >
          {room[counter]}
        </Typography>
        <IconButton
          aria-label={copy.increase(label, roomNumber)}
          disabled={!canStep(room, counter, 1)}
          onClick={() => onChange(stepCounter(room, counter, 1))}
        >
          <Icon path={mdiPlusCircleOutline} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

function AgeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (age: number) => void;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 140 }}>
      <Typography component="label" htmlFor={id} variant="caption">
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(Number(event.target.value))}
        sx={{
          p: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'grey.400',
          font: 'inherit',
          bgcolor: 'background.paper',
        }}
      >
        {options.map((age) => (
          <option key={age} value={age}>
            {copy.years(age)}
          </option>
        ))}
      </Box>
    </Box>
  );
}

export interface RoomsDialogProps {
  open: boolean;
  rooms: HotelApartment[];
  onClose: () => void;
  onApply: (rooms: HotelApartment[]) => void;
}

/** Room dialog: rooms, and per room adults, seniors with ages and children with ages. */
export function RoomsDialog({ open, rooms, onClose, onApply }: RoomsDialogProps) {
  const [draft, setDraft] = useState<HotelApartment[]>(rooms);
  const update = (index: number, room: HotelApartment) =>
    setDraft((list) => list.map((r, i) => (i === index ? room : r)));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="hotel-rooms-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="hotel-rooms-title">{copy.roomsTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {draft.map((room, index) => {
            const n = index + 1;
            return (
              <Box component="section" key={index} aria-label={copy.room(n)}>
                <Stack direction="row" justifyContent="space-between" alignItems="center">
                  <Typography component="h3" variant="subtitle1" fontWeight={700}>
                    {copy.room(n)}
                  </Typography>
                  {canRemoveRoom(draft) ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDraft((list) => removeRoom(list, index))}
                    >
                      {copy.removeRoom(n)}
                    </Button>
                  ) : null}
                </Stack>
                <Counter
                  label={copy.adults}
                  room={room}
                  roomNumber={n}
                  counter="adults"
                  onChange={(r) => update(index, r)}
                />
                <Counter
                  label={copy.seniors}
                  hint={copy.seniorsHint}
                  room={room}
                  roomNumber={n}
                  counter="seniors"
                  onChange={(r) => update(index, r)}
                />
                {room.seniorsAges.length > 0 ? (
                  <Stack direction="row" flexWrap="wrap" gap={1} sx={{ my: 1 }}>
                    {room.seniorsAges.map((age, i) => (
                      <AgeSelect
                        key={i}
                        label={copy.seniorAge(i + 1, n)}
                        value={age}
                        options={seniorAges}
                        onChange={(a) => update(index, setSeniorAge(room, i, a))}
                      />
                    ))}
                  </Stack>
                ) : null}
                <Counter
                  label={copy.children}
                  hint={copy.childrenHint}
                  room={room}
                  roomNumber={n}
                  counter="childs"
                  onChange={(r) => update(index, r)}
                />
                {room.childsAge.length > 0 ? (
                  <Stack direction="row" flexWrap="wrap" gap={1} sx={{ my: 1 }}>
                    {room.childsAge.map((age, i) => (
                      <AgeSelect
                        key={i}
                        label={copy.childAge(i + 1, n)}
                        value={age}
                        options={childAges}
                        onChange={(a) => update(index, setChildAge(room, i, a))}
                      />
                    ))}
                  </Stack>
                ) : null}
                {index < draft.length - 1 ? <Divider sx={{ mt: 1 }} /> : null}
              </Box>
            );
          })}
          <Button
            startIcon={<Icon path={mdiPlusCircleOutline} />}
            disabled={!canAddRoom(draft)}
            onClick={() => setDraft((list) => addRoom(list))}
          >
            {copy.addRoom}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{copy.cancel}</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {copy.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function roomsSummary(rooms: HotelApartment[]): string {
  if (rooms.length === 0) return '';
  const t = guestTotals(rooms);
  return copy.roomsSummary(t.qtRooms, t.qtAdult + t.qtChild);
}

/** The read-only field that shows the rooms and opens the dialog. */
export function RoomsField({
  rooms,
  onChange,
  error,
}: {
  rooms: HotelApartment[];
  onChange: (rooms: HotelApartment[]) => void;
  error?: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextInput
        label={copy.roomsField}
        value={roomsSummary(rooms)}
        onChange={() => undefined}
        error={Boolean(error)}
        helperText={error ?? undefined}
        inputProps={{
          readOnly: true,
          onClick: () => setOpen(true),
          onKeyDown: (event) => {
            if (event.key === 'Enter' || event.key === ' ') setOpen(true);
          },
          style: { cursor: 'pointer' },
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton aria-label={copy.openRooms} onClick={() => setOpen(true)} edge="end">
              <Icon path={mdiAccountMultipleOutline} />
            </IconButton>
          </InputAdornment>
        }
      />
      {open ? (
        <RoomsDialog
          open
          rooms={rooms}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

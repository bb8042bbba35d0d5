import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { brlToCents, centsToBrl, formatBRL } from '@portal/domain/money';
import {
  displayPrice,
  firstUnfilled,
  type HotelPriceMode,
  type HotelStay,
  nextUnfilled,
  noRoomsMessage,
  perNightCents,
  remainingRooms,
  remainingRoomsText,
  type RoomOption,
  roomOptions,
  stayNights,
  validateRoomSelection,
} from '@portal/domain/hotels';
import { type SessionUser } from '@portal/domain/users';
import { LoginRegisterDialog } from '../../../shared/auth/LoginRegisterDialog';
import { useAlert } from '../../../shared/alerts/alertContext';
import { paths } from '../../../shared/routes';
import type { HotelSearchDraft } from '../../../shared/search/drafts';
import { writeSelectedRooms, type SelectedHotelRoom } from '../../../shared/storage/selectedHotel';
import { hotelDetailsCopy as copy } from './messages';
import { mdiCheckCircle } from '@mdi/js';
import { Icon } from '../../../shared/ui/Icon';

/** Delay before the next unfilled room tab opens. */
export const NEXT_ROOM_DELAY_MS = 500;

export function buildSelectedRoom(
  stay: HotelStay,
  option: RoomOption,
  searchState: HotelSearchDraft,
  room: number,
): SelectedHotelRoom {
  const { roomTypeCode, roomName, roomDescription, maxOccupancy } = option.roomType;
  return {
    roomName,
    nights: stayNights(stay),
    totalTax: centsToBrl(option.cents),
    totalCents: option.cents,
    policies: option.rate.cancelPenalties,
    roomDetails: { roomTypeCode, roomName, roomDescription, maxOccupancy },
    hotel: stay,
    searchState,
    rateSelected: option.rate,
    room,
  };
}

const mealNames = { breakfast: copy.breakfast, lunch: copy.lunch, dinner: copy.dinner } as const;

function RateCard({
  option,
  nights,
  mode,
  action,
}: {
  option: RoomOption;
  nights: number;
  mode: HotelPriceMode;
  action: ReactNode;
}) {
  const { roomType, rate } = option;
  const meals = (Object.keys(mealNames) as (keyof typeof mealNames)[]).filter(
    (m) => rate.ratePlans.mealsIncluded[m],
  );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${roomType.roomName} - ${rate.ratePlanName}`}
      data-testid="room-rate"
      sx={{ p: 2 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between">
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h3" variant="h6">
            {roomType.roomName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roomType.roomDescription}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <strong>{copy.mealPlan}:</strong> {rate.ratePlans.mealPlanName} ({rate.ratePlanName})
          </Typography>
          <Typography variant="body2">
            <strong>{copy.includedMeals}:</strong>{' '}
            {meals.length ? meals.map((m) => mealNames[m]).join(', ') : copy.noMeals}
          </Typography>
          {rate.cancelPenalties.length ? (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" fontWeight={700}>
                {copy.penalties}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {rate.cancelPenalties.map((p) => (
                  <li key={`${p.name}-${p.deadline}`}>
                    <Typography variant="body2">
                      {p.name}: {p.description} {copy.penaltyValue}:{' '}
                      {formatBRL(brlToCents(p.value))} ({p.percent}%)
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
        </Box>
        <Stack spacing={0.5} alignItems={{ md: 'flex-end' }} sx={{ minWidth: 180 }}>
          <Typography variant="h6" component="p" fontWeight={800} data-testid="room-price">
            {displayPrice(option.cents, mode).text}
          </Typography>
          <Typography variant="body2">
            {displayPrice(perNightCents(option.cents, nights), mode).text} {copy.perNight}
          </Typography>
          {action}
        </Stack>
      </Stack>
    </Card>
  );
}

export interface RoomSelectionProps {
  stay: HotelStay;
  searchState: HotelSearchDraft;
  qtRooms: number;
  mode: HotelPriceMode;
  user: SessionUser;
  initial: (SelectedHotelRoom | null)[] | null;
}

/** Rooms and rates: single-room 'Escolher Quarto', or one tab per room with auto-advance. */
export function RoomSelection({
  stay,
  searchState,
  qtRooms,
  mode,
  user,
  initial,
}: RoomSelectionProps) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const nights = stayNights(stay);
  const multi = qtRooms > 1;
  const needsLogin = user.guest || user.travelVoucher;
  const [dialog, setDialog] = useState(false);
  const [slots, setSlots] = useState<(SelectedHotelRoom | null)[]>(() =>
    initial &&
    initial.length === qtRooms &&
    initial.every(
      (s) =>
        s === null ||
        s.hotel.basicPropertyInfo.hotelRef.hotelCode === stay.basicPropertyInfo.hotelRef.hotelCode,
    )
      ? initial
      : Array.from({ length: qtRooms }, () => null),
  );
  const [tab, setTab] = useState(() => Math.max(0, firstUnfilled(slots)));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // The button pressed ('Escolher Quarto', 'Remover') leaves the page as the choice renders, which
  // would drop the focus to the page's body: it goes to what replaces it, then to the room tab
  // the selection moves to. A layout effect, so the focus moves in the same commit and is never
  // on the body in between.
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'remove' | number | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'remove') removeButton.current?.focus();
    else document.getElementById(`room-tab-${target}`)?.focus();
  });

  const proceed = (selection: (SelectedHotelRoom | null)[]) => {
    const message = validateRoomSelection(selection, qtRooms);
    if (message) {
      showAlert({ message, kind: 'error' });
      return;
    }
    writeSelectedRooms(selection);
    if (needsLogin) setDialog(true);
    else void navigate(paths.summary);
  };

  const dialogEl = dialog ? <LoginRegisterDialog open onClose={() => setDialog(false)} /> : null;

  /** Room `room`'s rate cards, or the warning that it has none; `actionOf` gives each its button. */
  const rateCards = (
    room: number,
    options: RoomOption[],
    actionOf: (option: RoomOption) => ReactNode,
  ) => (
    <>
      {options.length === 0 ? <Alert severity="warning">{noRoomsMessage(room)}</Alert> : null}
      {options.map((option) => (
        <RateCard
          key={option.rate.rateKey}
          option={option}
          nights={nights}
          mode={mode}
          action={actionOf(option)}
        />
      ))}
    </>
  );

  if (!multi) {
    return (
      <Stack spacing={2}>
        {rateCards(1, roomOptions(stay, 0, false), (option) => (
          <Button
            variant="contained"
            onClick={() => proceed([buildSelectedRoom(stay, option, searchState, 0)])}
          >
            {copy.chooseRoom}
          </Button>
        ))}
        {dialogEl}
      </Stack>
    );
  }

  const choose = (index: number, option: RoomOption) => {
    const next = slots.map((s, i) =>
      i === index ? buildSelectedRoom(stay, option, searchState, index) : s,
    );
    setSlots(next);
    writeSelectedRooms(next);
    focusNext.current = 'remove';
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = nextUnfilled(next, index);
      if (target === -1) return;
      focusNext.current = target;
      setTab(target);
    }, NEXT_ROOM_DELAY_MS);
  };

  const remove = (index: number) => {
    const next = slots.map((s, i) => (i === index ? null : s));
    setSlots(next);
    writeSelectedRooms(next);
    const target = Math.max(0, firstUnfilled(next));
    focusNext.current = target;
    setTab(target);
  };

  const remaining = remainingRooms(slots);
  const chosen = slots[tab] ?? null;
  const guests = searchState.apartments[tab];

  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_e, value: number) => setTab(value)}
        variant="scrollable"
        aria-label={copy.roomsTabs}
      >
        {slots.map((slot, i) => (
          <Tab
            key={i}
            value={i}
            id={`room-tab-${i}`}
            aria-controls={`room-panel-${i}`}
            label={copy.room(i + 1)}
            icon={
              slot ? (
                <Icon path={mdiCheckCircle} fontSize="small" color="success" aria-hidden />
              ) : undefined
            }
            iconPosition="end"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`room-panel-${tab}`} aria-labelledby={`room-tab-${tab}`}>
        {guests ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {copy.guests(guests.adults + guests.seniors, guests.childs)}
          </Typography>
        ) : null}
        <Stack spacing={2}>
          {rateCards(tab + 1, roomOptions(stay, tab, true), (option) =>
            chosen?.rateSelected.rateKey === option.rate.rateKey ? (
              <Stack direction="row" spacing={1} alignItems="center">
                <Chip color="success" label={copy.selected} />
                <Button ref={removeButton} color="error" onClick={() => remove(tab)}>
                  {copy.remove}
                </Button>
              </Stack>
            ) : (
              <Button variant="contained" onClick={() => choose(tab, option)}>
                {copy.chooseRoom}
              </Button>
            ),
          )}
        </Stack>
      </Box>
      <Divider />
      {remaining === 0 ? (
        <Box component="section" aria-label={copy.summary} data-testid="rooms-summary">
          <Typography component="h3" variant="h6" gutterBottom>
            {copy.summary}
          </Typography>
          <Box component="ul" sx={{ pl: 2 }}>
            {slots.map((slot, i) =>
              slot ? (
                <li key={i}>
                  <Typography>
                    {copy.room(i + 1)}: {slot.roomName} - {slot.rateSelected.ratePlanName} -{' '}
                    {displayPrice(slot.totalCents, mode).text}
                  </Typography>
                </li>
              ) : null,
            )}
          </Box>
          <Typography fontWeight={800} sx={{ mb: 2 }}>
            {copy.total}:{' '}
            {
              displayPrice(
                slots.reduce((sum, s) => sum + (s?.totalCents ?? 0), 0),
                mode,
              ).text
            }
          </Typography>
          <Button variant="contained" size="large" onClick={() => proceed(slots)}>
            {copy.proceedToSummary}
          </Button>
        </Box>
      ) : (
        <Button variant="contained" size="large" disabled>
          {remainingRoomsText(remaining)}
        </Button>
      )}
      {dialogEl}
    </Stack>
  );
}

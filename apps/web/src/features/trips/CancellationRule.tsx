import Typography from '@mui/material/Typography';
import {
  CANCELLATION_HOURS_BEFORE,
  cancellationDeadline,
  formatCancellationDeadline,
  type BookingView,
} from '@portal/domain/bookings';
import { entertainmentMessages } from '@portal/domain/activities';

/** The refund rule of each product that has one, said before the member confirms a cancellation. */
export const cancellationRuleCopy = {
  FLIGHT: `Passagem aérea: cancelamento até ${CANCELLATION_HOURS_BEFORE.FLIGHT} horas antes do embarque, com reembolso conforme a regra da tarifa.`,
  BUS: `Passagem rodoviária (regras da ANTT): reembolso integral até ${CANCELLATION_HOURS_BEFORE.BUS} horas antes do embarque.`,
  CAR: 'Locação de carro: reembolso integral até o início do dia da retirada.',
  activity: (days: number | null) =>
    days && days > 0
      ? `${entertainmentMessages.freeCancellation}: ${entertainmentMessages.freeUntil(days)} da data da atividade, com reembolso integral.`
      : `${entertainmentMessages.freeCancellation}, com reembolso integral.`,
  until: (deadline: string) => `Prazo: ${deadline}.`,
} as const;

/** An activity's free-cancellation days as its booking recorded them; null on older bookings. */
export const activityCancellationDays = (booking: BookingView): number | null =>
  booking.details?.kind === 'experience' || booking.details?.kind === 'entertainment'
    ? (booking.details.daysBeforeCancellationPolicy ?? null)
    : null;

/** The free-cancellation line of an activity's card: its days and deadline, or 'Não reembolsável'. */
export function activityCancellationText(booking: BookingView): string | null {
  const days = activityCancellationDays(booking);
  if (days === null) return null;
  if (days === 0) return entertainmentMessages.noFreeCancellation;
  const deadline = cancellationDeadline({
    type: booking.type,
    travelDate: booking.date,
    daysBeforeCancellationPolicy: days,
  });
  const free = entertainmentMessages.freeUntil(days);
  return deadline ? `${free} (${formatCancellationDeadline(deadline)})` : free;
}

function ruleText(booking: BookingView): string | null {
  switch (booking.type) {
    case 'FLIGHT':
    case 'BUS':
    case 'CAR':
      return cancellationRuleCopy[booking.type];
    case 'EXPERIENCE':
    case 'ENTERTAINMENT':
      return cancellationRuleCopy.activity(activityCancellationDays(booking));
    default:
      return null;
  }
}

export function CancellationRule({
  booking,
  freeUntil,
}: {
  booking: BookingView;
  freeUntil: string | null;
}) {
  const text = ruleText(booking);
  if (!text) return null;
  return (
    <Typography variant="body2" data-testid="cancellation-rule">
      {text}{' '}
      {freeUntil
        ? cancellationRuleCopy.until(formatCancellationDeadline(new Date(freeUntil)))
        : null}
    </Typography>
  );
}

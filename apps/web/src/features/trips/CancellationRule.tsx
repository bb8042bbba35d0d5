import Typography from '@mui/material/Typography';
import {
  CANCELLATION_HOURS_BEFORE,
  formatCancellationDeadline,
  type BookingType,
} from '@portal/domain';

/** The refund rule of cars and buses, said before the member confirms a cancellation. */
export const cancellationRuleCopy = {
  BUS: `Passagem rodoviária (regras da ANTT): reembolso integral até ${CANCELLATION_HOURS_BEFORE.BUS} horas antes do embarque.`,
  CAR: 'Locação de carro: reembolso integral até o início do dia da retirada.',
  until: (deadline: string) => `Prazo: ${deadline}.`,
} as const;

export function CancellationRule({
  type,
  freeUntil,
}: {
  type: BookingType;
  freeUntil: string | null;
}) {
  if (type !== 'BUS' && type !== 'CAR') return null;
  return (
    <Typography variant="body2" data-testid="cancellation-rule">
      {cancellationRuleCopy[type]}{' '}
      {freeUntil
        ? cancellationRuleCopy.until(formatCancellationDeadline(new Date(freeUntil)))
        : null}
    </Typography>
  );
}

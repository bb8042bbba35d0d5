import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  TableCell,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { bookingStates, type BookingState } from '@portal/domain/bookings';
import { brlToCents, formatBRL } from '@portal/domain/money';
import { bookingTypeLabel } from '@portal/domain/products';
import {
  cancellationResolutionSchema,
  consoleRefundSchema,
  type CancellationResolution,
  type ConsoleRefund,
  type SagaStep,
} from '@portal/domain/operators';
import { useCampaignFormat } from './useCampaignFormat';
import { useBookingAction } from './api/bookingAction';
import { bookingQuery } from './api/getBooking';
import { bookingsQuery } from './api/getBookings';
import { refundPreviewQuery } from './api/getRefundPreview';
import { type BookingFilter } from './api/keys';
import { ConsoleTable } from './ConsoleTable';
import { SearchAndDetail } from './SearchAndDetail';
import { FormTextField } from './FormFields';
import { adminMessages } from './messages';

const m = adminMessages.bookings;
const stateLabel = (state: string) =>
  (bookingStates as readonly string[]).includes(state) ? m.states[state as BookingState] : state;

/**
 * Booking care: search by locator, member or state; the saga's steps; refund; an admin retries a
 * stuck cancellation or resolves it by hand with a reason.
 */
export function BookingsPage({ admin }: { admin: boolean }) {
  const [draft, setDraft] = useState<BookingFilter>({});
  const [filter, setFilter] = useState<BookingFilter>({});
  const [selected, setSelected] = useState<string | null>(null);
  const bookings = useQuery(bookingsQuery(filter));
  return (
    <SearchAndDetail
      heading={m.heading}
      findLabel={m.find}
      onFind={() => setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)))}
      filters={
        <>
          <TextField
            size="small"
            label={m.search}
            value={draft.q ?? ''}
            onChange={(e) => setDraft({ ...draft, q: e.target.value.trim() })}
            sx={{ flexGrow: 1, minWidth: 240 }}
          />
          <TextField
            select
            size="small"
            label={m.state}
            value={draft.state ?? ''}
            onChange={(e) =>
              setDraft({
                ...draft,
                state: (e.target.value || undefined) as BookingState | undefined,
              })
            }
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{m.anyState}</MenuItem>
            {bookingStates.map((state) => (
              <MenuItem key={state} value={state}>
                {m.states[state]}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      detail={selected && <BookingPanel key={selected} locator={selected} admin={admin} />}
    >
      <ConsoleTable
        empty={adminMessages.empty}
        columns={[m.locator, m.bookingCode, m.product, m.state, m.member]}
        rows={bookings.data}
        rowKey={(booking) => booking.id}
        isSelected={(booking) => booking.locator === selected}
        onSelect={(booking) => setSelected(booking.locator)}
        cells={(booking) => (
          <>
            <TableCell>{booking.locator}</TableCell>
            <TableCell>{booking.bookingCode ?? '—'}</TableCell>
            <TableCell>{bookingTypeLabel(booking.type)}</TableCell>
            <TableCell>{stateLabel(booking.state)}</TableCell>
            <TableCell>{booking.memberEmail}</TableCell>
          </>
        )}
      />
    </SearchAndDetail>
  );
}

function BookingPanel({ locator, admin }: { locator: string; admin: boolean }) {
  const detail = useQuery(bookingQuery(locator));
  const action = useBookingAction(locator);
  const [resolving, setResolving] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const format = useCampaignFormat();
  if (!detail.data) return null;
  const { booking, steps, stuck } = detail.data;
  const points = (n: number) => format.points(booking.campaignId, n);
  const amounts = (step: SagaStep) =>
    [
      step.points !== null ? points(step.points) : null,
      step.cashCents !== null ? format.money(step.cashCents) : null,
      step.refundedPoints ? `${points(step.refundedPoints)} ${m.refunded}` : null,
      step.refundedCashCents ? `${format.money(step.refundedCashCents)} ${m.refunded}` : null,
      step.detail,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="booking-detail">
      <Typography component="h2" variant="h6">
        {booking.locator} — {booking.description}
      </Typography>
      <Typography variant="body2">
        {booking.memberEmail} · {bookingTypeLabel(booking.type)} ·{' '}
        {booking.bookingCode ? `${m.bookingCode} ${booking.bookingCode} · ` : ''}
        {points(booking.pointsPaid)} · {format.money(booking.cashPaidCents)} ·{' '}
        {stateLabel(booking.state)}
      </Typography>
      {action.isSuccess && (
        <Alert severity="success">
          {action.variables.action !== 'resolve-cancellation' &&
          action.data.booking.state === 'cancelled'
            ? m.refundDone(
                points(action.data.booking.refundPoints ?? 0),
                format.money(action.data.booking.refundCashCents ?? 0),
              )
            : action.variables.action === 'resolve-cancellation'
              ? m.resolved
              : m.done}
        </Alert>
      )}
      {action.error && <Alert severity="error">{action.error.message}</Alert>}
      {stuck && <Alert severity="warning">{m.stuck}</Alert>}
      {stuck && admin && resolving && (
        <ResolveForm
          pending={action.isPending}
          onResolve={(body) => action.mutate({ action: 'resolve-cancellation', body })}
        />
      )}
      <Typography component="h3" variant="subtitle1">
        {m.steps}
      </Typography>
      <ConsoleTable
        columns={[m.step, m.status, m.detail]}
        rows={steps}
        rowKey={(step) => step.step}
        cells={(step) => (
          <>
            <TableCell>{m.stepNames[step.step]}</TableCell>
            <TableCell>
              {step.step === 'booking'
                ? stateLabel(step.status)
                : (m.stepStatuses[step.status] ?? step.status)}
            </TableCell>
            <TableCell>{amounts(step)}</TableCell>
          </>
        )}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="error"
          disabled={action.isPending || booking.state === 'cancelled'}
          onClick={() => setRefunding(true)}
        >
          {m.refund}
        </Button>
        {stuck && admin && (
          <>
            <Button
              variant="outlined"
              disabled={action.isPending}
              onClick={() => action.mutate({ action: 'retry-cancellation' })}
            >
              {m.retry}
            </Button>
            <Button
              variant="outlined"
              disabled={action.isPending}
              onClick={() => setResolving(true)}
            >
              {m.resolve}
            </Button>
          </>
        )}
        <Button
          component={Link}
          to={`/admin/audit?targetType=booking&targetId=${encodeURIComponent(booking.locator)}`}
        >
          {m.audit}
        </Button>
        <Button component={Link} to={`/admin/audit?targetType=member&targetId=${booking.memberId}`}>
          {adminMessages.audit.heading}: {booking.memberEmail}
        </Button>
      </Stack>
      {refunding && (
        <RefundDialog
          locator={booking.locator}
          points={points}
          pending={action.isPending}
          onClose={() => setRefunding(false)}
          onRefund={(body) =>
            action.mutate({ action: 'refund', body }, { onSettled: () => setRefunding(false) })
          }
        />
      )}
    </Paper>
  );
}

/**
 * The refund's confirmation: what the member would get back (the member's own cancel preview,
 * penalty included) and the reason, which the audit line keeps.
 */
function RefundDialog({
  locator,
  points,
  pending,
  onClose,
  onRefund,
}: {
  locator: string;
  points: (points: number) => string;
  pending: boolean;
  onClose: () => void;
  onRefund: (refund: ConsoleRefund) => void;
}) {
  const preview = useQuery(refundPreviewQuery(locator));
  const form = useForm<ConsoleRefund>({
    resolver: zodResolver(consoleRefundSchema),
    defaultValues: { reason: '' },
  });
  const data = preview.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={form.handleSubmit(onRefund)}>
          <DialogTitle id="refund-title">{m.refundTitle(locator)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
            {data && !data.cancellable && (
              <Alert severity="warning">{data.reason ?? m.notRefundable}</Alert>
            )}
            {data?.cancellable && (
              <Box data-testid="refund-preview">
                <Typography>
                  {m.refundPoints}: {points(data.refundPoints)}
                </Typography>
                <Typography>
                  {m.refundCash}: {formatBRL(brlToCents(data.refundCash))}
                </Typography>
                {(data.penaltyPoints > 0 || data.penaltyCash > 0) && (
                  <Typography>
                    {m.penalty}: {points(data.penaltyPoints)} ·{' '}
                    {formatBRL(brlToCents(data.penaltyCash))}
                  </Typography>
                )}
                {data.penaltyRules.map((rule) => (
                  <Typography key={rule} variant="body2" color="text.secondary">
                    {rule}
                  </Typography>
                ))}
              </Box>
            )}
            <Reason label={m.refundReason} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{m.back}</Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={pending || !data?.cancellable}
            >
              {m.confirmRefund}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

function ResolveForm({
  pending,
  onResolve,
}: {
  pending: boolean;
  onResolve: (resolution: CancellationResolution) => void;
}) {
  const form = useForm<CancellationResolution>({
    resolver: zodResolver(cancellationResolutionSchema),
    defaultValues: { reason: '' },
  });
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={1} onSubmit={form.handleSubmit(onResolve)}>
        <Reason label={m.resolveReason} />
        <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'start' }}>
          {m.confirmResolve}
        </Button>
      </Stack>
    </FormProvider>
  );
}

/** The reason an operator writes for a refund or a resolution, which the audit keeps. */
function Reason({ label }: { label: string }) {
  return <FormTextField<{ reason: string }> name="reason" label={label} multiline minRows={2} />;
}

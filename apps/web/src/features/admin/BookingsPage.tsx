import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { cancellationResolutionSchema, type CancellationResolution } from '@portal/domain';
import { bookingQuery, bookingsQuery, useBookingAction } from './api';
import { adminMessages } from './messages';

const m = adminMessages.bookings;
type Filter = { locator?: string; member?: string; state?: string };

/**
 * Booking care: search by locator, member or state; the saga's steps; refund; an admin retries a
 * stuck cancellation or resolves it by hand with a reason.
 */
export function BookingsPage({ admin }: { admin: boolean }) {
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const [selected, setSelected] = useState<string | null>(null);
  const bookings = useQuery(bookingsQuery(filter));
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}
    >
      <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h5">
          {m.heading}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)));
          }}
        >
          {(['locator', 'member', 'state'] as const).map((field) => (
            <TextField
              key={field}
              size="small"
              label={m[field]}
              value={draft[field] ?? ''}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value.trim() })}
            />
          ))}
          <Button type="submit" variant="contained">
            {m.find}
          </Button>
        </Stack>
        <Table size="small">
          <TableBody>
            {(bookings.data ?? []).map((booking) => (
              <TableRow
                key={booking.id}
                hover
                selected={booking.locator === selected}
                onClick={() => setSelected(booking.locator)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>{booking.locator}</TableCell>
                <TableCell>{booking.type}</TableCell>
                <TableCell>{booking.state}</TableCell>
                <TableCell>{booking.memberEmail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {bookings.data?.length === 0 && <Typography>{adminMessages.empty}</Typography>}
      </Paper>
      {selected && <BookingPanel key={selected} locator={selected} admin={admin} />}
    </Box>
  );
}

function BookingPanel({ locator, admin }: { locator: string; admin: boolean }) {
  const detail = useQuery(bookingQuery(locator));
  const action = useBookingAction(locator);
  const [resolving, setResolving] = useState(false);
  if (!detail.data) return null;
  const { booking, steps, stuck } = detail.data;
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="booking-detail">
      <Typography component="h2" variant="h6">
        {booking.locator} — {booking.description}
      </Typography>
      <Typography variant="body2">
        {booking.memberEmail} · {booking.pointsPaid} pts · R${' '}
        {(booking.cashPaidCents / 100).toFixed(2)} · {booking.state}
      </Typography>
      {action.isSuccess && <Alert severity="success">{m.done}</Alert>}
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
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Etapa</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Detalhe</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <TableRow key={step.step}>
              <TableCell>{step.step}</TableCell>
              <TableCell>{step.status}</TableCell>
              <TableCell>{step.detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="error"
          disabled={action.isPending || booking.state === 'cancelled'}
          onClick={() => action.mutate({ action: 'refund' })}
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
    </Paper>
  );
}

function ResolveForm({
  pending,
  onResolve,
}: {
  pending: boolean;
  onResolve: (resolution: CancellationResolution) => void;
}) {
  const { register, handleSubmit, formState } = useForm<CancellationResolution>({
    resolver: zodResolver(cancellationResolutionSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={handleSubmit(onResolve)}>
      <TextField
        label={m.resolveReason}
        multiline
        minRows={2}
        {...register('reason')}
        error={!!formState.errors.reason}
        helperText={formState.errors.reason?.message}
      />
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'start' }}>
        {m.confirmResolve}
      </Button>
    </Stack>
  );
}

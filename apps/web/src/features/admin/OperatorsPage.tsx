import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  TableCell,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  newOperatorSchema,
  operatorPasswordResetSchema,
  operatorRoles,
  type NewOperator,
  type Operator,
  type OperatorPasswordReset,
  type OperatorRole,
} from '@portal/domain/operators';
import { useCreateOperator } from './api/createOperator';
import { operatorsQuery } from './api/getOperators';
import { useOperatorAction } from './api/operatorAction';
import { useReenrolAuthenticator } from './api/reenrolAuthenticator';
import { AuthenticatorSecret } from './AuthenticatorSecret';
import { ConsoleTable } from './ConsoleTable';
import { FormTextField } from './FormFields';
import { adminMessages } from './messages';

const m = adminMessages.operators;
const blank: NewOperator = { email: '', name: '', role: 'support', password: '' };

/** What an admin is about to do to one operator, asked to confirm first. */
type Pending = { id: string; kind: 'disable' | 'authenticator' | 'password' };

/** The roles a select offers, by their console names. */
const roleOptions = operatorRoles.map((role) => (
  <MenuItem key={role} value={role}>
    {m.roles[role]}
  </MenuItem>
));

/**
 * Operator accounts (admins only): list, create with a role, disable and re-enable, change the
 * role, reset another operator's password or authenticator. The api keeps one active admin.
 */
export function OperatorsPage({ currentId }: { currentId: string }) {
  const operators = useQuery(operatorsQuery());
  const create = useCreateOperator();
  const act = useOperatorAction();
  const reenrol = useReenrolAuthenticator();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<NewOperator>({
    resolver: zodResolver(newOperatorSchema),
    defaultValues: blank,
  });
  const onSubmit = form.handleSubmit(async (input) => {
    reenrol.reset();
    await create.mutateAsync(input);
    form.reset(blank);
  });
  const done = (text: string) => () => {
    setPending(null);
    setNotice(text);
  };
  const error = create.error ?? act.error ?? reenrol.error;
  const enrolled = reenrol.data ?? create.data;
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      <ConsoleTable
        columns={[m.name, m.email, m.role, m.status, '']}
        rows={operators.data}
        rowKey={(operator) => operator.id}
        cells={(operator) => (
          <>
            <TableCell>{operator.name}</TableCell>
            <TableCell>{operator.email}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                label={m.roleOf(operator.email)}
                value={operator.role}
                disabled={act.isPending}
                onChange={(e) =>
                  act.mutate(
                    { action: 'role', id: operator.id, role: e.target.value as OperatorRole },
                    { onSuccess: done(m.roleChanged(operator.email)) },
                  )
                }
                sx={{ minWidth: 160 }}
              >
                {roleOptions}
              </TextField>
            </TableCell>
            <TableCell>{operator.disabled ? m.disabled : m.enabled}</TableCell>
            <TableCell>
              {operator.id !== currentId && (
                <OperatorActions
                  operator={operator}
                  pending={pending?.id === operator.id ? pending.kind : null}
                  busy={act.isPending || reenrol.isPending}
                  onAsk={(kind) => {
                    setNotice(null);
                    setPending({ id: operator.id, kind });
                  }}
                  onKeep={() => setPending(null)}
                  onEnable={() =>
                    act.mutate(
                      { action: 'enable', id: operator.id },
                      { onSuccess: done(m.enabledNotice(operator.email)) },
                    )
                  }
                  onDisable={() =>
                    act.mutate(
                      { action: 'disable', id: operator.id },
                      { onSuccess: done(m.disabledNotice(operator.email)) },
                    )
                  }
                  onReenrol={() => {
                    create.reset();
                    reenrol.mutate(operator.id, { onSuccess: () => setPending(null) });
                  }}
                />
              )}
            </TableCell>
          </>
        )}
      />
      {pending?.kind === 'password' && (
        <PasswordReset
          operator={operators.data?.find((o) => o.id === pending.id)}
          busy={act.isPending}
          onReset={(password, email) =>
            act.mutate(
              { action: 'password', id: pending.id, password },
              { onSuccess: done(m.passwordReset(email)) },
            )
          }
          onKeep={() => setPending(null)}
        />
      )}
      {enrolled && (
        <AuthenticatorSecret
          enrolled={enrolled}
          heading={
            reenrol.data
              ? m.reenrolled(enrolled.operator.email)
              : m.created(enrolled.operator.email)
          }
        />
      )}
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {m.create}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField<NewOperator> size="small" name="name" label={m.name} />
            <FormTextField<NewOperator> size="small" name="email" type="email" label={m.email} />
            <FormTextField<NewOperator>
              select
              size="small"
              name="role"
              label={m.role}
              sx={{ minWidth: 160 }}
            >
              {roleOptions}
            </FormTextField>
            <NewPassword label={m.password} />
          </Stack>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            sx={{ justifySelf: 'start' }}
          >
            {m.create}
          </Button>
        </Box>
      </FormProvider>
    </Paper>
  );
}

/** Another operator's account actions; disabling and a new authenticator are confirmed first. */
function OperatorActions({
  operator,
  pending,
  busy,
  onAsk,
  onKeep,
  onEnable,
  onDisable,
  onReenrol,
}: {
  operator: Operator;
  pending: Pending['kind'] | null;
  busy: boolean;
  onAsk: (kind: Pending['kind']) => void;
  onKeep: () => void;
  onEnable: () => void;
  onDisable: () => void;
  onReenrol: () => void;
}) {
  const confirm = (label: string, onConfirm: () => void) => (
    <>
      <Button color="error" variant="contained" size="small" disabled={busy} onClick={onConfirm}>
        {label}
      </Button>
      <Button size="small" onClick={onKeep}>
        {m.keep}
      </Button>
    </>
  );
  if (pending === 'disable')
    return (
      <Stack direction="row" spacing={1}>
        {confirm(m.confirmDisable(operator.email), onDisable)}
      </Stack>
    );
  if (pending === 'authenticator')
    return (
      <Stack direction="row" spacing={1}>
        {confirm(m.confirmReenrol(operator.email), onReenrol)}
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {operator.disabled ? (
        <Button size="small" disabled={busy} onClick={onEnable}>
          {m.enable(operator.email)}
        </Button>
      ) : (
        <Button size="small" color="error" onClick={() => onAsk('disable')}>
          {m.disable(operator.email)}
        </Button>
      )}
      <Button size="small" onClick={() => onAsk('password')}>
        {m.resetPassword(operator.email)}
      </Button>
      <Button size="small" onClick={() => onAsk('authenticator')}>
        {m.reenrol(operator.email)}
      </Button>
    </Stack>
  );
}

/** A new password for another operator, who is signed out everywhere when it is set. */
function PasswordReset({
  operator,
  busy,
  onReset,
  onKeep,
}: {
  operator: Operator | undefined;
  busy: boolean;
  onReset: (password: string, email: string) => void;
  onKeep: () => void;
}) {
  const form = useForm<OperatorPasswordReset>({
    resolver: zodResolver(operatorPasswordResetSchema),
    defaultValues: { password: '' },
  });
  if (!operator) return null;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(({ password }) => onReset(password, operator.email))}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography component="h3" variant="subtitle1">
          {m.resetPassword(operator.email)}
        </Typography>
        <Typography variant="body2">{m.resetPasswordHelp}</Typography>
        <Stack direction="row" spacing={1}>
          <NewPassword label={m.newPassword} />
          <Button type="submit" variant="contained" disabled={busy}>
            {m.confirmPassword}
          </Button>
          <Button onClick={onKeep}>{m.keep}</Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** The password an operator is given, in a form whose schema names it `password`. */
function NewPassword({ label }: { label: string }) {
  return (
    <FormTextField<{ password: string }>
      size="small"
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
    />
  );
}

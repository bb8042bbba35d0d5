import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  MenuItem,
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
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { newOperatorSchema, operatorRoles, type NewOperator } from '@portal/domain';
import { operatorsQuery, useCreateOperator, useDisableOperator } from './api';
import { adminMessages } from './messages';

const m = adminMessages.operators;
const blank: NewOperator = { email: '', name: '', role: 'support', password: '' };

/** Operator accounts (admins only): list, create with a role, disable. */
export function OperatorsPage({ currentId }: { currentId: string }) {
  const operators = useQuery(operatorsQuery());
  const create = useCreateOperator();
  const disable = useDisableOperator();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<NewOperator>({
    resolver: zodResolver(newOperatorSchema),
    defaultValues: blank,
  });
  const onSubmit = handleSubmit(async (input) => {
    await create.mutateAsync(input);
    reset(blank);
  });
  const error = create.error ?? disable.error;
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{m.name}</TableCell>
            <TableCell>{m.email}</TableCell>
            <TableCell>{m.role}</TableCell>
            <TableCell>{m.status}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(operators.data ?? []).map((operator) => (
            <TableRow key={operator.id}>
              <TableCell>{operator.name}</TableCell>
              <TableCell>{operator.email}</TableCell>
              <TableCell>{m.roles[operator.role]}</TableCell>
              <TableCell>{operator.disabled ? m.disabled : m.enabled}</TableCell>
              <TableCell>
                {!operator.disabled && operator.id !== currentId && (
                  <Stack direction="row" spacing={1}>
                    {confirming === operator.id ? (
                      <>
                        <Button
                          color="error"
                          variant="contained"
                          size="small"
                          disabled={disable.isPending}
                          onClick={() =>
                            disable.mutate(operator.id, { onSuccess: () => setConfirming(null) })
                          }
                        >
                          {m.confirmDisable(operator.email)}
                        </Button>
                        <Button size="small" onClick={() => setConfirming(null)}>
                          {m.keep}
                        </Button>
                      </>
                    ) : (
                      <Button size="small" color="error" onClick={() => setConfirming(operator.id)}>
                        {m.disable(operator.email)}
                      </Button>
                    )}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {create.data && (
        <Alert severity="success" data-testid="operator-secret">
          {m.created(create.data.operator.email)} {m.secretOnce}{' '}
          <code>{create.data.totpSecret}</code>
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="subtitle1">
          {m.create}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={m.name}
            {...register('name')}
            error={!!formState.errors.name}
            helperText={formState.errors.name?.message}
          />
          <TextField
            size="small"
            label={m.email}
            type="email"
            {...register('email')}
            error={!!formState.errors.email}
            helperText={formState.errors.email?.message}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={m.role}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                sx={{ minWidth: 160 }}
              >
                {operatorRoles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {m.roles[role]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            size="small"
            label={m.password}
            type="password"
            autoComplete="new-password"
            {...register('password')}
            error={!!formState.errors.password}
            helperText={formState.errors.password?.message}
          />
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
    </Paper>
  );
}

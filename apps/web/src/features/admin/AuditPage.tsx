import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
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
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { auditFilterFormSchema, type AuditFilterForm } from '@portal/domain';
import { auditQuery } from './api';
import { adminMessages } from './messages';

const m = adminMessages.audit;
const filterFields = ['action', 'targetType', 'targetId', 'campaignId'] as const;
type Filter = Partial<Record<(typeof filterFields)[number], string>>;

/** The audit trail, newest first, filtered by the address's query (links from other pages set it). */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = Object.fromEntries(
    filterFields.flatMap((field) => (params.get(field) ? [[field, params.get(field) ?? '']] : [])),
  );
  const form = useForm<AuditFilterForm>({
    defaultValues: {
      action: filter.action ?? '',
      targetType: filter.targetType ?? '',
      targetId: filter.targetId ?? '',
      campaignId: filter.campaignId ?? '',
    },
    resolver: zodResolver(auditFilterFormSchema),
  });
  const [beforeId, setBeforeId] = useState<number | undefined>(undefined);
  const page = useQuery(
    auditQuery({
      ...filter,
      campaignId: filter.campaignId ? Number(filter.campaignId) : undefined,
      beforeId,
      limit: 50,
    }),
  );
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={form.handleSubmit((values) => {
          setBeforeId(undefined);
          setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v)));
        })}
      >
        {filterFields.map((field) => (
          <TextField
            key={field}
            size="small"
            label={m[field]}
            {...form.register(field)}
            error={Boolean(form.formState.errors[field])}
            helperText={form.formState.errors[field]?.message}
          />
        ))}
        <Button type="submit" variant="contained">
          {m.filter}
        </Button>
      </Stack>
      <Table size="small" data-testid="audit-entries">
        <TableHead>
          <TableRow>
            <TableCell>{m.when}</TableCell>
            <TableCell>{m.who}</TableCell>
            <TableCell>{m.action}</TableCell>
            <TableCell>{m.targetId}</TableCell>
            <TableCell>{m.changes}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(page.data?.entries ?? []).map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{new Date(entry.createdAt).toLocaleString('pt-BR')}</TableCell>
              <TableCell>{entry.actorName}</TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell>
                {entry.targetType} {entry.targetId}
              </TableCell>
              <TableCell>
                {(entry.before !== null || entry.after !== null) && (
                  <Box component="details">
                    <summary>JSON</summary>
                    <Box component="pre" sx={{ fontSize: 11, maxWidth: 480, overflow: 'auto' }}>
                      {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                    </Box>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {page.data?.entries.length === 0 && <Typography>{adminMessages.empty}</Typography>}
      {page.data?.nextBeforeId && (
        <Button
          sx={{ justifySelf: 'start' }}
          onClick={() => setBeforeId(page.data?.nextBeforeId ?? undefined)}
        >
          {m.more}
        </Button>
      )}
    </Paper>
  );
}

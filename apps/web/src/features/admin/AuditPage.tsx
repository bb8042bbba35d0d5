import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Paper, Stack, TableCell, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  auditActionLabel,
  auditActionLabels,
  auditChanges,
  auditFilterFormSchema,
  reportMessages,
  type AuditChange,
  type AuditFilterForm,
} from '@portal/domain/operators';
import { auditQuery } from './api/getAudit';
import { auditActorsQuery } from './api/getAuditActors';
import { ConsoleTable } from './ConsoleTable';
import { FormTextField } from './FormFields';
import { adminMessages } from './messages';

const m = adminMessages.audit;
const textFields = ['targetType', 'targetId', 'campaignId'] as const;
const filterFields = ['action', ...textFields, 'actorId', 'fromDate', 'toDate'] as const;
type Filter = Partial<Record<(typeof filterFields)[number], string>>;
const PAGE_SIZE = 50;

/** Local midnight of a yyyy-mm-dd day, `days` later: the console's days are the operator's own. */
function localDay(day: string, days = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + days);
}

/**
 * The audit trail, newest first, filtered by operator, action, target, campaign and days (the
 * address's query holds the filter, so other pages link to it), paged both ways.
 */
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
      actorId: filter.actorId ?? '',
      fromDate: filter.fromDate ?? '',
      toDate: filter.toDate ?? '',
    },
    resolver: zodResolver(auditFilterFormSchema),
  });
  // the cursors of the pages seen so far: the last one is this page's, popping goes back
  const [cursors, setCursors] = useState<number[]>([]);
  const actors = useQuery(auditActorsQuery());
  const backwards =
    !!filter.fromDate && !!filter.toDate && localDay(filter.toDate) < localDay(filter.fromDate);
  const page = useQuery({
    ...auditQuery({
      action: filter.action,
      targetType: filter.targetType,
      targetId: filter.targetId,
      actorId: filter.actorId,
      campaignId: filter.campaignId ? Number(filter.campaignId) : undefined,
      from: filter.fromDate ? localDay(filter.fromDate).toISOString() : undefined,
      // the whole last day: before the next day's midnight
      to: filter.toDate
        ? new Date(localDay(filter.toDate, 1).getTime() - 1).toISOString()
        : undefined,
      beforeId: cursors.at(-1),
      limit: PAGE_SIZE,
    }),
    enabled: !backwards,
  });
  const pageNumber = cursors.length + 1;
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      <FormProvider {...form}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          component="form"
          onSubmit={form.handleSubmit((values) => {
            setCursors([]);
            setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v)));
          })}
        >
          <FormTextField<AuditFilterForm>
            select
            size="small"
            name="actorId"
            label={m.actor}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{m.anyone}</MenuItem>
            {(actors.data ?? []).map((actor) => (
              <MenuItem key={actor.actorId} value={actor.actorId}>
                {actor.actorName}
                {actor.actorType === 'api_client' ? ` (${m.apiClient})` : ''}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField<AuditFilterForm>
            select
            size="small"
            name="action"
            label={m.action}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">{m.anyAction}</MenuItem>
            {Object.entries(auditActionLabels).map(([action, label]) => (
              <MenuItem key={action} value={action}>
                {label}
              </MenuItem>
            ))}
          </FormTextField>
          {textFields.map((field) => (
            <FormTextField<AuditFilterForm>
              key={field}
              size="small"
              name={field}
              label={m[field]}
            />
          ))}
          {(['fromDate', 'toDate'] as const).map((field) => (
            <FormTextField<AuditFilterForm>
              key={field}
              size="small"
              type="date"
              name={field}
              label={m[field]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <Button type="submit" variant="contained">
            {m.filter}
          </Button>
        </Stack>
      </FormProvider>
      {backwards && <Alert severity="error">{reportMessages.order}</Alert>}
      <ConsoleTable
        empty={adminMessages.empty}
        data-testid="audit-entries"
        columns={[m.when, m.who, m.action, m.targetId, m.changes]}
        rows={page.data?.entries}
        rowKey={(entry) => entry.id}
        cells={(entry) => (
          <>
            <TableCell>{new Date(entry.createdAt).toLocaleString('pt-BR')}</TableCell>
            <TableCell>{entry.actorName}</TableCell>
            <TableCell>{auditActionLabel(entry.action)}</TableCell>
            <TableCell>
              {m.targetTypes[entry.targetType] ?? entry.targetType}:{' '}
              {entry.targetLabel ?? entry.targetId}
            </TableCell>
            <TableCell>
              <AuditChanges changes={auditChanges(entry.before, entry.after)} />
            </TableCell>
          </>
        )}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          {m.newer}
        </Button>
        <Typography variant="body2">{m.page(pageNumber)}</Typography>
        <Button
          disabled={!page.data?.nextBeforeId}
          onClick={() => {
            const next = page.data?.nextBeforeId;
            if (next) setCursors([...cursors, next]);
          }}
        >
          {m.more}
        </Button>
      </Stack>
    </Paper>
  );
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? value
          ? m.yes
          : m.no
        : JSON.stringify(value);

/** The fields a write changed, old → new; long lists fold away. */
function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return null;
  const list = (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 13, maxWidth: 520, overflowWrap: 'anywhere' }}>
      {changes.map((change) => (
        <li key={change.path}>
          <strong>{change.path}</strong>: {shown(change.before)} → {shown(change.after)}
        </li>
      ))}
    </Box>
  );
  if (changes.length <= 4) return list;
  return (
    <Box component="details">
      <summary>{m.changedFields(changes.length)}</summary>
      {list}
    </Box>
  );
}

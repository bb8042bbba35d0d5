import { lazy, Suspense, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
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
import type { z } from 'zod';
import {
  averageBasketCents,
  reportCsv,
  reportProductLabel,
  reportQuerySchema,
  reportTotals,
  type ReportQuery,
} from '@portal/domain/operators';
import { defaultCoinAlias } from '@portal/domain/campaigns';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { campaignsQuery } from './api/getCampaigns';
import { reportQuery } from './api/getReport';
import { adminMessages } from './messages';

// The chart library is fetched only when a report is shown.
const ReportChart = lazy(() => import('./ReportChart'));

const m = adminMessages.reports;
type ReportForm = z.input<typeof reportQuerySchema>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const lastThirtyDays = (): ReportForm => ({
  from: isoDay(new Date(Date.now() - 29 * 86_400_000)),
  to: isoDay(new Date()),
  campaignId: undefined,
});
const brDay = (day: string) => day.split('-').reverse().join('/');

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Reports for a period and a campaign (or all): bookings issued and cancelled, points redeemed
 * and refunded, cash captured and refunded and the average basket, per day and product, with a
 * chart, the top destinations and a CSV of the same rows.
 */
export default function ReportsPage() {
  const campaigns = useQuery(campaignsQuery());
  const [query, setQuery] = useState<ReportQuery | null>(null);
  const report = useQuery({ ...reportQuery(query ?? { from: '', to: '' }), enabled: !!query });
  const form = useForm<ReportForm, unknown, ReportQuery>({
    resolver: zodResolver(reportQuerySchema),
    defaultValues: lastThirtyDays(),
  });
  const coin =
    (query?.campaignId !== undefined &&
      campaigns.data?.find((c) => c.id === query.campaignId)?.settings.campaignConfig.coinAlias) ||
    defaultCoinAlias;
  const rows = report.data?.rows ?? [];
  const totals = reportTotals(rows);
  const points = (value: number) => `${formatPoints(value)} ${coin}`;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        component="form"
        noValidate
        onSubmit={form.handleSubmit(setQuery)}
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <Typography component="h2" variant="h5" sx={{ width: '100%' }}>
          {m.heading}
        </Typography>
        {(['from', 'to'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                size="small"
                type="date"
                label={m[name]}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="campaignId"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label={m.campaign}
              name={field.name}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? undefined : e.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">{m.allCampaigns}</MenuItem>
              {(campaigns.data ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.id} — {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained">
          {m.run}
        </Button>
        <Button
          variant="outlined"
          disabled={!query || rows.length === 0}
          onClick={() =>
            query && download(reportCsv(rows, coin), `relatorio-${query.from}-${query.to}.csv`)
          }
        >
          {m.csv}
        </Button>
      </Paper>
      {report.isFetching && <CircularProgress aria-label={m.loading} />}
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      {report.data && rows.length === 0 && <Alert severity="info">{m.empty}</Alert>}
      {report.data && rows.length > 0 && (
        <>
          <Paper sx={{ p: 2 }} aria-label={m.chart} component="section">
            <Suspense fallback={<CircularProgress aria-label={m.loading} />}>
              <ReportChart rows={rows} />
            </Suspense>
          </Paper>
          <Paper sx={{ p: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label={m.heading}>
              <TableHead>
                <TableRow>
                  <TableCell>{m.day}</TableCell>
                  <TableCell>{m.product}</TableCell>
                  <TableCell align="right">{m.issued}</TableCell>
                  <TableCell align="right">{m.cancelled}</TableCell>
                  <TableCell align="right">{m.pointsRedeemed(coin)}</TableCell>
                  <TableCell align="right">{m.pointsRefunded(coin)}</TableCell>
                  <TableCell align="right">{m.cashCaptured}</TableCell>
                  <TableCell align="right">{m.cashRefunded}</TableCell>
                  <TableCell align="right">{m.basket}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.day}-${row.product}`}>
                    <TableCell>{brDay(row.day)}</TableCell>
                    <TableCell>{reportProductLabel(row.product)}</TableCell>
                    <TableCell align="right">{row.issued}</TableCell>
                    <TableCell align="right">{row.cancelled}</TableCell>
                    <TableCell align="right">{points(row.pointsRedeemed)}</TableCell>
                    <TableCell align="right">{points(row.pointsRefunded)}</TableCell>
                    <TableCell align="right">{formatBRL(row.cashCapturedCents)}</TableCell>
                    <TableCell align="right">{formatBRL(row.cashRefundedCents)}</TableCell>
                    <TableCell align="right">{formatBRL(averageBasketCents(row))}</TableCell>
                  </TableRow>
                ))}
                <TableRow data-testid="report-totals">
                  <TableCell component="th" scope="row" colSpan={2}>
                    {m.total}
                  </TableCell>
                  <TableCell align="right">{totals.issued}</TableCell>
                  <TableCell align="right">{totals.cancelled}</TableCell>
                  <TableCell align="right">{points(totals.pointsRedeemed)}</TableCell>
                  <TableCell align="right">{points(totals.pointsRefunded)}</TableCell>
                  <TableCell align="right">{formatBRL(totals.cashCapturedCents)}</TableCell>
                  <TableCell align="right">{formatBRL(totals.cashRefundedCents)}</TableCell>
                  <TableCell align="right">{formatBRL(averageBasketCents(totals))}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
          <Paper sx={{ p: 2 }} component="section" aria-labelledby="top-destinations">
            <Typography id="top-destinations" component="h3" variant="h6">
              {m.topDestinations}
            </Typography>
            <Box component="ol" sx={{ m: 0 }}>
              {report.data.topDestinations.map((top) => (
                <li key={top.destination}>{m.destination(top.destination, top.bookings)}</li>
              ))}
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}

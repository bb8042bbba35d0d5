import { BarChart } from '@mui/x-charts/BarChart';
import { reportTotals, type ReportRow } from '@portal/domain/operators';
import { adminMessages } from './messages';

const m = adminMessages.reports;

/** Bookings issued and cancelled per day, all products together. Loaded only by the reports page. */
export default function ReportChart({ rows }: { rows: ReportRow[] }) {
  const days = [...new Set(rows.map((row) => row.day))];
  const perDay = days.map((day) => reportTotals(rows.filter((row) => row.day === day)));
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: days.map((day) => day.split('-').reverse().join('/')) }]}
      series={[
        { label: m.issued, data: perDay.map((totals) => totals.issued) },
        { label: m.cancelled, data: perDay.map((totals) => totals.cancelled) },
      ]}
    />
  );
}

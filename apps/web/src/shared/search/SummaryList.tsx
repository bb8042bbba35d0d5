import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryItem {
  label: string;
  value: string;
}

/** The items of a summary that have a value, in order. */
export const presentItems = (entries: [string, string | null | undefined][]): SummaryItem[] =>
  entries.flatMap(([label, value]) => (value ? [{ label, value }] : []));

/** What was searched, as the search summary bar lists it. */
export function SummaryList({ items }: { items: SummaryItem[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, md: 3 }, m: 0, flex: 1 }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', gap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}:
          </Typography>
          <Typography component="dd" variant="body2" fontWeight={600} sx={{ m: 0 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

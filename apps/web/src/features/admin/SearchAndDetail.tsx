import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';

/**
 * A console page that finds records and opens one beside the list: its heading, the search form
 * (`filters` and the find button; sending it calls `onFind`), then `children` (the list), with
 * `detail` in the second column.
 */
export function SearchAndDetail({
  heading,
  findLabel,
  onFind,
  filters,
  detail,
  children,
}: {
  heading: string;
  findLabel: string;
  onFind: () => void;
  filters: ReactNode;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}
    >
      <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h5">
          {heading}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            onFind();
          }}
        >
          {filters}
          <Button type="submit" variant="contained">
            {findLabel}
          </Button>
        </Stack>
        {children}
      </Paper>
      {detail}
    </Box>
  );
}

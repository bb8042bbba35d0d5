import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { resultsCopy } from './messages';
import { mdiFilterVariant } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

// the dialog's code is fetched when the filters are first opened, not with the results
const FiltersDialog = lazy(() =>
  import('./FiltersDialog').then((m) => ({ default: m.FiltersDialog })),
);

/** Below 'sm' the filters dialog closes itself this long after the results change (non-hotel). */
export const FILTERS_AUTO_TOGGLE_MS = 600;

export interface ResultsLayoutProps {
  /** the filter column (3 of 12; bus passes 2) */
  filters: ReactNode;
  children: ReactNode;
  filterColumns?: number;
  /** any value that changes when the filtered results change; drives the mobile auto-toggle */
  resultsKey?: unknown;
  /** off for hotels */
  autoToggle?: boolean;
  /** mobile 'Cancelar': the page restores the filters it had when the dialog opened */
  onOpenFilters?: () => void;
  onCancelFilters?: () => void;
}

/**
 * Results page frame: filters 3/12 and results 9/12; below 'sm' the filters live in a
 * full-screen dialog ('Aplicar filtros' opens it, 'Cancelar' and 'Aplicar' close it).
 */
export function ResultsLayout({
  filters,
  children,
  filterColumns = 3,
  resultsKey,
  autoToggle = true,
  onOpenFilters,
  onCancelFilters,
}: ResultsLayoutProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing still animates
  const [opened, setOpened] = useState(false);
  const lastKey = useRef(resultsKey);

  useEffect(() => {
    if (lastKey.current === resultsKey) return;
    lastKey.current = resultsKey;
    if (!autoToggle || !open) return;
    const timer = setTimeout(() => setOpen(false), FILTERS_AUTO_TOGGLE_MS);
    return () => clearTimeout(timer);
  }, [resultsKey, autoToggle, open]);

  if (mobile) {
    return (
      <Box>
        <Button
          variant="outlined"
          startIcon={<Icon path={mdiFilterVariant} aria-hidden />}
          onClick={() => {
            onOpenFilters?.();
            setOpen(true);
            setOpened(true);
          }}
          sx={{ mb: 2 }}
          fullWidth
        >
          {resultsCopy.openFilters}
        </Button>
        {opened ? (
          <Suspense fallback={null}>
            <FiltersDialog
              open={open}
              filters={filters}
              onClose={() => setOpen(false)}
              onCancel={() => {
                onCancelFilters?.();
                setOpen(false);
              }}
            />
          </Suspense>
        ) : null}
        {children}
      </Box>
    );
  }

  return (
    <Grid container spacing={3}>
      <Grid size={filterColumns} component="aside" aria-label={resultsCopy.filtersTitle}>
        {filters}
      </Grid>
      <Grid size={12 - filterColumns}>{children}</Grid>
    </Grid>
  );
}

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { resultsCopy } from './messages';

/** The filters below 'sm': a full-screen dialog closed by 'Cancelar' and 'Aplicar'. */
export function FiltersDialog({
  open,
  filters,
  onClose,
  onCancel,
}: {
  open: boolean;
  filters: ReactNode;
  onClose: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="results-filters-title">
      <DialogTitle id="results-filters-title">{resultsCopy.filtersTitle}</DialogTitle>
      <DialogContent dividers>{filters}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{resultsCopy.cancelFilters}</Button>
        <Button variant="contained" onClick={onClose}>
          {resultsCopy.applyFilters}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

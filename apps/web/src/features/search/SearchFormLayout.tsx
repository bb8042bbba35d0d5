import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { searchFormCopy } from './messages';
import { mdiMagnify } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

interface SearchFormLayoutProps {
  label: string;
  /** react-hook-form's handleSubmit(onValid, onInvalid) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** how many of 12 columns 'Buscar' takes on a desktop, the last cell of the row */
  submitColumns?: number;
  children: ReactNode;
}

/** The home tabs' search form: its fields on one grid row ending with 'Buscar'. */
export function SearchFormLayout({
  label,
  onSubmit,
  submitColumns = 2,
  children,
}: SearchFormLayoutProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ py: 2 }}
    >
      <Grid container spacing={2} alignItems="flex-start">
        {children}
        <Grid size={{ xs: 12, md: submitColumns }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<Icon path={mdiMagnify} />}
            sx={{ minHeight: 56 }}
          >
            {searchFormCopy.search}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

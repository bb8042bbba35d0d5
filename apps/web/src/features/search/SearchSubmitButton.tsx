import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import SearchIcon from '@mui/icons-material/Search';
import { searchFormCopy } from './messages';

/** The search forms' 'Buscar', the last cell of their row, `columns` of 12 wide on a desktop. */
export function SearchSubmitButton({ columns = 2 }: { columns?: number }) {
  return (
    <Grid size={{ xs: 12, md: columns }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        startIcon={<SearchIcon />}
        sx={{ minHeight: 56 }}
      >
        {searchFormCopy.search}
      </Button>
    </Grid>
  );
}

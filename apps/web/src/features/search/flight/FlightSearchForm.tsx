import Box from '@mui/material/Box';
import FlightSearchFormContent, { type FlightSearchFormProps } from './FlightSearchFormContent';

const title = 'Aéreo';

/** Home tab 'Aéreo': region `search-form-flight`; the home fetches this tab's chunk on first show. */
export function FlightSearchForm(props: FlightSearchFormProps) {
  return (
    <Box component="section" data-testid="search-form-flight" aria-label={title} sx={{ py: 2 }}>
      <FlightSearchFormContent {...props} />
    </Box>
  );
}

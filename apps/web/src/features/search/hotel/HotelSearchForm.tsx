import Box from '@mui/material/Box';
import HotelSearchFormBody from './HotelSearchFormBody';

/** Home tab 'Hotel'; the home fetches this tab's chunk on first show. */
export function HotelSearchForm() {
  return (
    <Box component="section" data-testid="search-form-hotel" aria-label="Hotel">
      <HotelSearchFormBody />
    </Box>
  );
}

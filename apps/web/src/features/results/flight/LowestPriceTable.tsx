import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FlightLowestPriceRow, FlightStopsBucket } from '@portal/domain/flights';
import type { PriceDisplay } from '../../../shared/pricing/priceDisplay';
import { AirlineLogo } from '../../../shared/ui/AirlineLogo';
import { flightResultsCopy } from './messages';

const copy = flightResultsCopy.table;

/**
 * Lowest price per airline for direct, 1 stop and more than 1 stop (the results do not render it
 * below 'sm'). A price filters by that airline and stops.
 */
export const LowestPriceTable = memo(function LowestPriceTable({
  rows,
  price,
  onPick,
}: {
  rows: FlightLowestPriceRow[];
  price: PriceDisplay;
  onPick: (carrier: string, stops: FlightStopsBucket) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table size="small">
        <caption
          style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, padding: '8px 16px' }}
        >
          {copy.caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{copy.airline}</TableCell>
            {copy.columns.map((column) => (
              <TableCell key={column} align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.carrier}>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <AirlineLogo code={row.carrier} name={row.name} />
                  {row.name}
                </Box>
              </TableCell>
              {row.byStops.map((cents, bucket) => (
                <TableCell key={bucket} align="right">
                  {cents === null ? (
                    copy.none
                  ) : (
                    <ButtonBase
                      onClick={() => onPick(row.carrier, bucket as FlightStopsBucket)}
                      aria-label={copy.filterBy(
                        row.name,
                        copy.columns[bucket] ?? '',
                        price.format(cents),
                      )}
                      sx={{ fontWeight: 700, color: 'primary.main', px: 0.5, borderRadius: 1 }}
                    >
                      {price.format(cents)}
                    </ButtonBase>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});

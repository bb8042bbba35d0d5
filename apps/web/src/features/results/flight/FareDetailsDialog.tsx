import { useQueries } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AirlineFare, FilteredRecommendation } from '@portal/domain/flights';
import { airlineFareQuery } from '../../../shared/search/airlineFare';
import { fareCacheId } from '../../../shared/storage/fareCache';
import { flightResultsCopy } from './messages';

const copy = flightResultsCopy.fare;

/** Distinct (airline, fare base code) pairs of the options shown for a recommendation. */
export function fareKeys(item: FilteredRecommendation): { cia: string; farecode: string }[] {
  const seen = new Map<string, { cia: string; farecode: string }>();
  for (const option of [...item.ida, ...item.volta]) {
    for (const flight of option.flights) {
      for (const service of flight.classofservices) {
        const key = fareCacheId(flight.carrier, service.fareBaseCode);
        if (!seen.has(key)) seen.set(key, { cia: flight.carrier, farecode: service.fareBaseCode });
      }
    }
  }
  return [...seen.values()];
}

/** 'Detalhes da Tarifa': fare items per airline and fare code, cached in session storage; missing details only stop the spinner. */
export function FareDetailsDialog({
  item,
  onClose,
}: {
  item: FilteredRecommendation;
  onClose: () => void;
}) {
  const keys = fareKeys(item);
  const queries = useQueries({
    queries: keys.map((key) => airlineFareQuery(key.cia, key.farecode)),
  });
  const loading = queries.some((query) => query.isPending);
  const fares = queries
    .map((query) => query.data)
    .filter((fare): fare is AirlineFare => Boolean(fare));
  const yesNo = (value: boolean) => (value ? copy.yes : copy.no);

  return (
    <Dialog open onClose={onClose} aria-labelledby="fare-details-title" maxWidth="md" fullWidth>
      <DialogTitle id="fare-details-title">{copy.title}</DialogTitle>
      <DialogContent>
        {loading ? (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{copy.loading}</Typography>
          </Box>
        ) : fares.length === 0 ? (
          <Typography sx={{ py: 2 }}>{copy.unavailable}</Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{copy.airline}</TableCell>
                  <TableCell>{copy.code}</TableCell>
                  <TableCell>{copy.name}</TableCell>
                  <TableCell>{copy.luggage}</TableCell>
                  <TableCell>{copy.comfortSeat}</TableCell>
                  <TableCell>{copy.change}</TableCell>
                  <TableCell>{copy.refund}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fares.map((fare) => (
                  <TableRow key={fareCacheId(fare.airlineCode, fare.fareBaseCode)}>
                    <TableCell>{fare.airlineCode}</TableCell>
                    <TableCell>{fare.fareBaseCode}</TableCell>
                    <TableCell>{fare.fareBaseName}</TableCell>
                    <TableCell>{copy.kg(fare.weitghtLuggageIncluded)}</TableCell>
                    <TableCell>{yesNo(fare.comfortSeat)}</TableCell>
                    <TableCell>{yesNo(fare.allowChange)}</TableCell>
                    <TableCell>{copy.percent(fare.percentageRefund)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{copy.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

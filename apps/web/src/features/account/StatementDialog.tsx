import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatPoints } from '@portal/domain/money';
import { formatDate } from '../../shared/format';
import { balanceHistoryQuery } from './api';
import { accountCopy } from './messages';

export const STATEMENT_PAGE_SIZES = [10, 25, 100] as const;

interface StatementDialogProps {
  open: boolean;
  onClose: () => void;
  /** the campaign's long coin alias ('Pontos' by default) */
  coinAlias: string;
}

/** 'Extrato de {coin alias}': the member's balance history read from the ledger. */
export default function StatementDialog({ open, onClose, coinAlias }: StatementDialogProps) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(STATEMENT_PAGE_SIZES[0]);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const history = useQuery({ ...balanceHistoryQuery(), enabled: open });
  const rows = history.data ?? [];
  const visible = rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  const title = accountCopy.statementTitle(coinAlias);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="statement-title"
    >
      <DialogTitle id="statement-title">{title}</DialogTitle>
      <DialogContent dividers>
        {history.isPending ? (
          <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{accountCopy.loading}</Typography>
          </div>
        ) : history.isError ? (
          <Alert severity="error">{accountCopy.loadFailed}</Alert>
        ) : rows.length === 0 ? (
          <Typography>{accountCopy.empty}</Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-labelledby="statement-title">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{accountCopy.date}</TableCell>
                    <TableCell scope="col">{accountCopy.description}</TableCell>
                    <TableCell scope="col">{accountCopy.action}</TableCell>
                    <TableCell scope="col" align="right">
                      {accountCopy.points(coinAlias)}
                    </TableCell>
                    <TableCell scope="col">{accountCopy.expiration}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {visible.map((row, index) => (
                    <TableRow key={`${row.date}-${page * rowsPerPage + index}`}>
                      <TableCell>{formatDate(row.date)}</TableCell>
                      <TableCell>{row.description}</TableCell>
                      <TableCell>{row.action}</TableCell>
                      <TableCell align="right">{formatPoints(row.pointsValue)}</TableCell>
                      <TableCell>
                        {row.expirationDate
                          ? formatDate(row.expirationDate)
                          : accountCopy.noExpiration}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={rows.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[...STATEMENT_PAGE_SIZES]}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={accountCopy.rowsPerPage}
              labelDisplayedRows={accountCopy.displayedRows}
              getItemAriaLabel={(type) =>
                ({
                  first: 'Primeira página',
                  last: 'Última página',
                  next: 'Próxima página',
                  previous: 'Página anterior',
                })[type]
              }
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {accountCopy.back}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

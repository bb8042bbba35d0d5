import type { Key, ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type TableProps,
} from '@mui/material';

/** A heading, or one of a figures column aligned to the right; '' heads a column of actions. */
export type ConsoleColumn = string | { label: string; align: 'right' };

interface ConsoleTableProps<Row> extends Omit<TableProps, 'children' | 'onSelect'> {
  /** `false` leaves a column out (the actions a support operator does not have) */
  columns: readonly (ConsoleColumn | false)[];
  /** undefined while the list loads */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => Key;
  /** the row's cells, in the columns' order */
  cells: (row: Row) => ReactNode;
  /** a list to pick from (the bookings, the members): its rows are clickable, the picked one lit */
  isSelected?: (row: Row) => boolean;
  onSelect?: (row: Row) => void;
  /** said under the table once the list has come back empty */
  empty?: string;
}

/** The console's lists: a small table with one heading row, a row per item, and what an empty list says. */
export function ConsoleTable<Row>({
  columns,
  rows,
  rowKey,
  cells,
  isSelected,
  onSelect,
  empty,
  size = 'small',
  ...table
}: ConsoleTableProps<Row>) {
  return (
    <>
      <Table size={size} {...table}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) =>
              column === false ? null : typeof column === 'string' ? (
                <TableCell key={index}>{column}</TableCell>
              ) : (
                <TableCell key={index} align={column.align}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row, index) => (
            <TableRow
              key={rowKey(row, index)}
              hover={Boolean(onSelect)}
              selected={isSelected?.(row) ?? false}
              onClick={onSelect && (() => onSelect(row))}
              sx={onSelect && { cursor: 'pointer' }}
            >
              {cells(row)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows?.length === 0 && empty && <Typography>{empty}</Typography>}
    </>
  );
}

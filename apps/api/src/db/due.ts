import { lt, type Column } from 'drizzle-orm';

/**
 * A row whose time has come by `now`. The column keeps microseconds and a Date milliseconds, so a
 * row stamped later within `now`'s millisecond (an outbox row written just before a pass) is due.
 */
export const dueBy = (column: Column, now: Date) => lt(column, new Date(now.getTime() + 1));

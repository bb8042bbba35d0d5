import { errorResponseSchema } from '@portal/domain/auth';

/** A route's error answers (documented and serialised): one body, `{ error, code?, fields? }`, for each status. */
export const errorResponses = <const Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;

import { queryOptions } from '@tanstack/react-query';
import { reportSchema, type ReportQuery } from '@portal/domain/operators';
import { consoleRequest, queryString } from './client';
import { adminKeys } from './keys';

export const reportQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: adminKeys.report(query),
    queryFn: () =>
      consoleRequest(`/api/console/reports?${queryString(query)}`, { schema: reportSchema }),
  });

import { queryOptions } from '@tanstack/react-query';
import { auditPageSchema, type AuditFilter } from '@portal/domain/operators';
import { consoleRequest, queryString } from './client';
import { adminKeys } from './keys';

export const auditQuery = (filter: Partial<AuditFilter>) =>
  queryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      consoleRequest(`/api/console/audit?${queryString(filter)}`, { schema: auditPageSchema }),
  });

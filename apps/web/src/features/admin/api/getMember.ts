import { queryOptions } from '@tanstack/react-query';
import { memberDetailSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: () => consoleRequest(`/api/console/members/${id}`, { schema: memberDetailSchema }),
  });

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { auditActorSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const auditActorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.auditActors(),
    queryFn: () =>
      consoleRequest('/api/console/audit/actors', { schema: z.array(auditActorSchema) }),
  });

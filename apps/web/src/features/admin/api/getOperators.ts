import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { operatorSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const operatorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.operators(),
    queryFn: () => consoleRequest('/api/console/operators', { schema: z.array(operatorSchema) }),
  });

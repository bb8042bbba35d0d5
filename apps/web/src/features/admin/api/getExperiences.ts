import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleExperienceSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const experiencesQuery = () =>
  queryOptions({
    queryKey: adminKeys.experiences(),
    queryFn: () =>
      consoleRequest('/api/console/experiences', { schema: z.array(consoleExperienceSchema) }),
  });

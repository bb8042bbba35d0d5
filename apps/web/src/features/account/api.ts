import { balanceHistorySchema, type BalanceHistoryRow } from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export const balanceHistoryQueryKey = ['user', 'balance-history'] as const;

export function fetchBalanceHistory(): Promise<BalanceHistoryRow[]> {
  return apiRequest('/api/user/balance-history', { schema: balanceHistorySchema });
}

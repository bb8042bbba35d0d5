import { authMessages } from '@portal/domain/auth';
import { isApiError } from '../api/client';

/** The text shown under the login fields for a failed sign-in. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'CAMPAIGN_MISMATCH') return authMessages.campaignMismatch;
    if (error.status === 401 || error.status === 400) return authMessages.invalidCredentials;
    if (error.status === 403) return authMessages.campaignMismatch;
    if (error.status === 429) return error.message || authMessages.tooManyAttempts;
    if (error.status === 200) return authMessages.invalidCredentials; // reply without token data
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return authMessages.userFetchFailed;
}

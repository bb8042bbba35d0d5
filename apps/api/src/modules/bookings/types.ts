import type { BookingSubmitResponse } from '@portal/domain/bookings';
import type { UserKind } from '../../plugins/session';
import type { RequestSite } from '../campaigns/site';

export interface BookingCaller {
  campaignId: number;
  userId: string;
  kind: UserKind;
  /** The site the member is on: a card's confirmation page returns there when it is the campaign's. */
  site?: RequestSite;
}

/** What the route sends: the status and body of the first answer to an idempotency key. */
export interface BookingOutcome {
  status: number;
  body: BookingSubmitResponse | { error: string; code?: string };
}

/** What a booking has taken while it is paid for, as its row records it. */
export interface SagaRefs {
  supplierHoldIds: string[];
  paymentTransactionId: string | null;
  ledgerHoldId: string | null;
}

export interface AnswerOptions {
  /** Only the submission itself stores its answer, for the replays of its idempotency key. */
  remember: boolean;
}

export interface ChallengeResponse {
  status: number;
  success: boolean;
  auth2fa?: boolean;
  redirect?: string | null;
  message: string;
}

import { type AuditFilter, type BookingSearch, type ReportQuery } from '@portal/domain/operators';

export const adminKeys = {
  all: ['admin'] as const,
  campaigns: () => [...adminKeys.all, 'campaigns'] as const,
  campaign: (id: number) => [...adminKeys.campaigns(), id] as const,
  coupons: (campaignId: number) => [...adminKeys.all, 'coupons', campaignId] as const,
  members: (filter: { campaignId?: number; q?: string }) =>
    [...adminKeys.all, 'members', filter] as const,
  member: (id: string) => [...adminKeys.all, 'member', id] as const,
  couponUsages: (campaignId: number, couponId: string) =>
    [...adminKeys.coupons(campaignId), couponId, 'usages'] as const,
  bookings: (filter: BookingFilter) => [...adminKeys.all, 'bookings', filter] as const,
  booking: (locator: string) => [...adminKeys.all, 'booking', locator] as const,
  refundPreview: (locator: string) => [...adminKeys.booking(locator), 'refund-preview'] as const,
  audit: (filter: Partial<AuditFilter>) => [...adminKeys.all, 'audit', filter] as const,
  auditActors: () => [...adminKeys.all, 'audit-actors'] as const,
  report: (query: ReportQuery) => [...adminKeys.all, 'report', query] as const,
  loyaltyClients: (campaignId: number) =>
    [...adminKeys.all, 'loyalty-clients', campaignId] as const,
  webhooks: (campaignId: number) => [...adminKeys.all, 'webhooks', campaignId] as const,
  showcases: (campaignId: number) => [...adminKeys.all, 'showcases', campaignId] as const,
  experiences: () => [...adminKeys.all, 'experiences'] as const,
  operators: () => [...adminKeys.all, 'operators'] as const,
  exchangeRates: () => [...adminKeys.all, 'exchange-rates'] as const,
  flightMarkup: (campaignId: number) => [...adminKeys.all, 'flight-markup', campaignId] as const,
};

/** The booking search: by any code people quote (or locator, member) and state. */
export type BookingFilter = Pick<BookingSearch, 'q' | 'locator' | 'member' | 'state'>;

import { queryOptions } from '@tanstack/react-query';
import {
  bookingMailPreviewSchema,
  type BookingMailTemplate,
  type MemberMailTemplate,
} from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** A booking e-mail rendered for a booking; nothing is sent. */
export const bookingMailPreviewQuery = (locator: string, template: BookingMailTemplate) =>
  queryOptions({
    queryKey: [...adminKeys.booking(locator), 'mail', template],
    queryFn: () =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}/mails/${template}`, {
        schema: bookingMailPreviewSchema,
      }),
  });

/** A member e-mail rendered for a member (with a sample link); nothing is sent. */
export const memberMailPreviewQuery = (memberId: string, template: MemberMailTemplate) =>
  queryOptions({
    queryKey: [...adminKeys.member(memberId), 'mail', template],
    queryFn: () =>
      consoleRequest(`/api/console/members/${memberId}/mails/${template}`, {
        schema: bookingMailPreviewSchema,
      }),
  });

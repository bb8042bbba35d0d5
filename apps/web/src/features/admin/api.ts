import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  auditActorSchema,
  auditPageSchema,
  bookingDetailSchema,
  cancelPreviewSchema,
  campaignImageResultSchema,
  consoleBookingSchema,
  consoleCampaignSchema,
  consoleCouponSchema,
  consoleExperienceSchema,
  consoleMemberSchema,
  consoleShowcaseSchema,
  couponUsageSchema,
  createdOperatorSchema,
  createdLoyaltyClientSchema,
  loyaltyClientSchema,
  rotatedLoyaltySecretSchema,
  webhookDeliverySchema,
  errorResponseSchema,
  memberDetailSchema,
  operatorChallengeSchema,
  operatorSchema,
  operatorSessionSchema,
  showcaseImageUploadResultSchema,
  type AuditFilter,
  type BookingSearch,
  type CancellationResolution,
  type CampaignImage,
  type CampaignInput,
  type ConsoleCouponInput,
  type ConsoleExperienceInput,
  type ConsoleRefund,
  type ConsoleShowcaseInput,
  type NewCampaign,
  type NewConsoleMember,
  type NewLoyaltyClient,
  type NewOperator,
  type OperatorLogin,
  type OperatorRole,
  type PointsAdjustment,
} from '@portal/domain';
import { ApiError } from '../../shared/api/client';
import { sharedMessages } from '../../shared/messages';
import { clearOperatorToken, operatorToken } from './session';

/** The console's own requests: the operator's token, never a member's, and no campaign header. */
async function consoleRequest<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    schema: z.ZodType<T>;
    headers?: Record<string, string>;
  },
): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = operatorToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, null, sharedMessages.network);
  }
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(await response.json().catch(() => null));
    if (response.status === 401 && token) clearOperatorToken();
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data : null,
      sharedMessages.unexpected,
    );
  }
  return options.schema.parse(response.status === 204 ? null : await response.json());
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

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
  loyaltyClients: (campaignId: number) =>
    [...adminKeys.all, 'loyalty-clients', campaignId] as const,
  webhooks: (campaignId: number) => [...adminKeys.all, 'webhooks', campaignId] as const,
  showcases: (campaignId: number) => [...adminKeys.all, 'showcases', campaignId] as const,
  experiences: () => [...adminKeys.all, 'experiences'] as const,
  operators: () => [...adminKeys.all, 'operators'] as const,
};

/** The booking search: by locator, member (e-mail, CPF or id) and state. */
export type BookingFilter = Pick<BookingSearch, 'locator' | 'member' | 'state'>;

/** An uploaded image as the console sends it: PNG, JPEG or WebP bytes, base64-encoded. */
export type ImageUpload = Omit<CampaignImage, 'kind'>;

export const campaignsQuery = () =>
  queryOptions({
    queryKey: adminKeys.campaigns(),
    queryFn: () =>
      consoleRequest('/api/console/campaigns', { schema: z.array(consoleCampaignSchema) }),
  });
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.campaign(id),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${id}`, { schema: consoleCampaignSchema }),
  });
export const couponsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.coupons(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/coupons`, {
        schema: z.array(consoleCouponSchema),
      }),
  });
export const couponUsagesQuery = (campaignId: number, couponId: string) =>
  queryOptions({
    queryKey: adminKeys.couponUsages(campaignId, couponId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/coupons/${couponId}/usages`, {
        schema: z.array(couponUsageSchema),
      }),
  });
export const membersQuery = (filter: { campaignId?: number; q?: string }) =>
  queryOptions({
    queryKey: adminKeys.members(filter),
    queryFn: () =>
      consoleRequest(`/api/console/members?${query(filter)}`, {
        schema: z.array(consoleMemberSchema),
      }),
  });
export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: () => consoleRequest(`/api/console/members/${id}`, { schema: memberDetailSchema }),
  });
export const bookingsQuery = (filter: BookingFilter) =>
  queryOptions({
    queryKey: adminKeys.bookings(filter),
    queryFn: () =>
      consoleRequest(`/api/console/bookings?${query(filter)}`, {
        schema: z.array(consoleBookingSchema),
      }),
  });
export const bookingQuery = (locator: string) =>
  queryOptions({
    queryKey: adminKeys.booking(locator),
    queryFn: () =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}`, {
        schema: bookingDetailSchema,
      }),
  });
export const refundPreviewQuery = (locator: string) =>
  queryOptions({
    queryKey: adminKeys.refundPreview(locator),
    queryFn: () =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}/refund-preview`, {
        schema: cancelPreviewSchema,
      }),
  });
export const auditActorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.auditActors(),
    queryFn: () =>
      consoleRequest('/api/console/audit/actors', { schema: z.array(auditActorSchema) }),
  });
export const auditQuery = (filter: Partial<AuditFilter>) =>
  queryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      consoleRequest(`/api/console/audit?${query(filter)}`, { schema: auditPageSchema }),
  });

export const loyaltyClientsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.loyaltyClients(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/loyalty-clients`, {
        schema: z.array(loyaltyClientSchema),
      }),
  });
export const webhooksQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.webhooks(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/webhooks?campaignId=${campaignId}&limit=100`, {
        schema: z.array(webhookDeliverySchema),
      }),
  });

export const showcasesQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.showcases(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/showcases`, {
        schema: z.array(consoleShowcaseSchema),
      }),
  });
export const experiencesQuery = () =>
  queryOptions({
    queryKey: adminKeys.experiences(),
    queryFn: () =>
      consoleRequest('/api/console/experiences', { schema: z.array(consoleExperienceSchema) }),
  });
export const operatorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.operators(),
    queryFn: () => consoleRequest('/api/console/operators', { schema: z.array(operatorSchema) }),
  });

export const startSignIn = (body: OperatorLogin) =>
  consoleRequest('/api/console/auth/login', {
    method: 'POST',
    body,
    schema: operatorChallengeSchema,
  });
export const finishSignIn = (body: { challengeToken: string; code: string }) =>
  consoleRequest('/api/console/auth/two-factor', {
    method: 'POST',
    body,
    schema: operatorSessionSchema,
  });

/** Sign-in step one: e-mail and password answer a challenge for the authenticator code. */
export const useStartSignIn = () => useMutation({ mutationFn: startSignIn });

/** Sign-in step two: the authenticator code answers the operator's session. */
export const useFinishSignIn = () => useMutation({ mutationFn: finishSignIn });

export function useSaveCampaign(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCampaign | CampaignInput) =>
      id === null
        ? consoleRequest('/api/console/campaigns', {
            method: 'POST',
            body: input,
            schema: consoleCampaignSchema,
          })
        : consoleRequest(`/api/console/campaigns/${id}`, {
            method: 'PUT',
            body: input,
            schema: consoleCampaignSchema,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.campaigns() }),
  });
}

export function useUploadCampaignImage(campaignId: number) {
  return useMutation({
    mutationFn: (image: CampaignImage) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/images`, {
        method: 'POST',
        body: image,
        schema: campaignImageResultSchema,
      }),
  });
}

export function useSaveCoupon(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ConsoleCouponInput }) =>
      id
        ? consoleRequest(`/api/console/campaigns/${campaignId}/coupons/${id}`, {
            method: 'PUT',
            body: input,
            schema: consoleCouponSchema,
          })
        : consoleRequest(`/api/console/campaigns/${campaignId}/coupons`, {
            method: 'POST',
            body: input,
            schema: consoleCouponSchema,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.coupons(campaignId) }),
  });
}

export function useCreateMember(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewConsoleMember) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/members`, {
        method: 'POST',
        body: input,
        schema: consoleMemberSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...adminKeys.all, 'members'] }),
  });
}

export function useAdjustPoints(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adjustment, key }: { adjustment: PointsAdjustment; key: string }) =>
      consoleRequest(`/api/console/members/${memberId}/adjustments`, {
        method: 'POST',
        body: adjustment,
        headers: { 'Idempotency-Key': key },
        schema: memberDetailSchema,
      }),
    onSuccess: (detail) => client.setQueryData(adminKeys.member(memberId), detail),
  });
}

export type BookingAction =
  | { action: 'retry-cancellation' }
  | { action: 'refund'; body: ConsoleRefund }
  | { action: 'resolve-cancellation'; body: CancellationResolution };

export function useBookingAction(locator: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingAction) =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}/${request.action}`, {
        method: 'POST',
        body: 'body' in request ? request.body : undefined,
        schema: bookingDetailSchema,
      }),
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.booking(locator), detail);
      return client.invalidateQueries({ queryKey: adminKeys.refundPreview(locator) });
    },
  });
}

export function useCreateLoyaltyClient(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewLoyaltyClient) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/loyalty-clients`, {
        method: 'POST',
        body: input,
        schema: createdLoyaltyClientSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}

export type LoyaltyClientAction =
  | { action: 'disable' | 'enable'; clientId: string }
  | { action: 'webhook'; clientId: string; webhookUrl: string | null };

export function useLoyaltyClientAction(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: LoyaltyClientAction) => {
      const path = `/api/console/loyalty-clients/${encodeURIComponent(request.clientId)}/${request.action}`;
      return request.action === 'webhook'
        ? consoleRequest(path, {
            method: 'PUT',
            body: { webhookUrl: request.webhookUrl },
            schema: loyaltyClientSchema,
          })
        : consoleRequest(path, { method: 'POST', schema: loyaltyClientSchema });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}

export function useRotateLoyaltySecret(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      consoleRequest(`/api/console/loyalty-clients/${encodeURIComponent(clientId)}/rotate-secret`, {
        method: 'POST',
        schema: rotatedLoyaltySecretSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}

export function useResendWebhook(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      consoleRequest(`/api/console/webhooks/${deliveryId}/resend`, {
        method: 'POST',
        schema: webhookDeliverySchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.webhooks(campaignId) }),
  });
}

export function useSaveShowcase(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConsoleShowcaseInput }) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: consoleShowcaseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.showcases(campaignId) }),
  });
}

export function useShowcaseVisibility(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      consoleRequest(
        `/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(id)}/visibility`,
        { method: 'PUT', body: { hidden }, schema: consoleShowcaseSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.showcases(campaignId) }),
  });
}

export function useDeleteShowcase(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.showcases(campaignId) }),
  });
}

export function useUploadShowcaseImage(campaignId: number, showcaseId: string) {
  return useMutation({
    mutationFn: (image: ImageUpload) =>
      consoleRequest(
        `/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(showcaseId)}/images`,
        { method: 'POST', body: image, schema: showcaseImageUploadResultSchema },
      ),
  });
}

export function useSaveExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConsoleExperienceInput }) =>
      consoleRequest(`/api/console/experiences/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: consoleExperienceSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.experiences() }),
  });
}

export function useUploadExperienceImage() {
  return useMutation({
    mutationFn: ({ id, image }: { id: string; image: ImageUpload }) =>
      consoleRequest(`/api/console/experiences/${encodeURIComponent(id)}/images`, {
        method: 'POST',
        body: image,
        schema: showcaseImageUploadResultSchema,
      }),
  });
}

export function useCreateOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOperator) =>
      consoleRequest('/api/console/operators', {
        method: 'POST',
        body: input,
        schema: createdOperatorSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.operators() }),
  });
}

export type OperatorAction =
  | { action: 'disable' | 'enable'; id: string }
  | { action: 'role'; id: string; role: OperatorRole }
  | { action: 'password'; id: string; password: string };

/** Operator account changes an admin makes; each answers the operator as it now is. */
export function useOperatorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OperatorAction) => {
      const path = `/api/console/operators/${request.id}/${request.action}`;
      if (request.action === 'role')
        return consoleRequest(path, {
          method: 'PUT',
          body: { role: request.role },
          schema: operatorSchema,
        });
      return consoleRequest(path, {
        method: 'POST',
        body: request.action === 'password' ? { password: request.password } : undefined,
        schema: operatorSchema,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.operators() }),
  });
}

/** A new authenticator secret for an operator, shown once (with its QR code). */
export function useReenrolAuthenticator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest(`/api/console/operators/${id}/authenticator`, {
        method: 'POST',
        schema: createdOperatorSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.operators() }),
  });
}

import { z } from 'zod';
import { campaignStatuses, lifecycleMessages } from './lifecycle';

/** The console's lifecycle form: status and the optional schedule, instants with offset. */
export const campaignLifecycleSchema = z
  .object({
    status: z.enum(campaignStatuses),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .superRefine((lifecycle, ctx) => {
    if (
      lifecycle.startsAt &&
      lifecycle.endsAt &&
      Date.parse(lifecycle.endsAt) <= Date.parse(lifecycle.startsAt)
    )
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: lifecycleMessages.scheduleOrder });
  });
export type CampaignLifecycle = z.infer<typeof campaignLifecycleSchema>;

import { z } from 'zod';

/** The plans a customer pays for monthly; basic is free. */
export const paidPlanTypes = ['advanced', 'pro'] as const;
export type PaidPlanType = (typeof paidPlanTypes)[number];

/** /Pricing's upgrade: the paid plan to move up to. */
export const planUpgradeSchema = z.object({ plan: z.enum(paidPlanTypes, { error: 'validation.plan' }) });
export type PlanUpgradeInput = z.input<typeof planUpgradeSchema>;

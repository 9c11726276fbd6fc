/** The customer's plan (spec §6): what it costs, what it lifts, which support tier answers. */
export const planTypes = ['basic', 'advanced', 'pro'] as const;
export type PlanType = (typeof planTypes)[number];

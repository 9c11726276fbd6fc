/** Earning's words, shared by the schema, the server and the forms. */

/** Flexible: unstaked at any time. Fixed: locked for the product's duration in days, paid back at maturity. */
export const STAKE_TYPES = ['flexible', 'fixed'] as const;
export type StakeType = (typeof STAKE_TYPES)[number];

/** Active takes stakes; paused takes none but keeps paying the running ones; closed is no longer offered. */
export const PRODUCT_STATUSES = ['active', 'paused', 'closed'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Running and earning; unstaked by the customer (flexible); matured and paid back by the job (fixed). */
export const STAKE_STATUSES = ['active', 'unstaked', 'matured'] as const;
export type StakeStatus = (typeof STAKE_STATUSES)[number];

/** A customer runs at most this many stakes at once. */
export const MAX_ACTIVE_STAKES = 10;

/**
 * The reward of `amount` (smallest units) over `days` at an annual rate in basis points, on a 365-day year, floored to
 * the unit: what the form promises by maturity and the running total the daily reward is cut from (earning/rewards.ts).
 */
export const rewardOver = (amount: bigint, rateBasisPoints: number, days: number) =>
  (amount * BigInt(rateBasisPoints) * BigInt(days)) / (10_000n * 365n);

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

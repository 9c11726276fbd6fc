/** Price alerts' words, shared by the schema, the server and the forms. */

/** Above: tell me when the price reaches the threshold or more. Below: when it reaches it or less. */
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** Active waits for its crossing; done is a one-shot alert that fired (kept for the customer's record). */
export const ALERT_STATUSES = ['active', 'done'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** A customer keeps at most this many active alerts. */
export const MAX_PRICE_ALERTS = 20;

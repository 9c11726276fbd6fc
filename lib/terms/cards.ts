/** The cards' words, shared by the schema, the server and the card management page. */

/** Active pays; frozen declines every authorization until unfrozen; closed is final (the issuer cancelled it). */
export const CARD_STATUSES = ['active', 'frozen', 'closed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * A card payment's life at the issuer: approved (funds held), declined, captured (posted, possibly in part), reversed
 * (the merchant let the hold go) and refunded (money came back after a capture, possibly in part).
 */
export const CARD_PURCHASE_STATUSES = ['approved', 'declined', 'captured', 'reversed', 'refunded'] as const;
export type CardPurchaseStatus = (typeof CARD_PURCHASE_STATUSES)[number];

/** Why an authorization was declined: shown on the card's transactions. */
export const CARD_DECLINE_REASONS = ['insufficientFunds', 'spendingLimit', 'cardInactive'] as const;
export type CardDeclineReason = (typeof CARD_DECLINE_REASONS)[number];

/** Cards are issued in euros: the card account is the customer's EUR `card` ledger account. */
export const CARD_CURRENCY = 'EUR';

/** A customer holds at most this many cards that are not closed. */
export const MAX_OPEN_CARDS = 3;

/** How long a revealed card number stays on the screen (the issuer's reveal token lives as long). */
export const CARD_REVEAL_SECONDS = 60;

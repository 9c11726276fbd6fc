/**
 * How far a public order (a swap, a card purchase) has settled on chain, as its page and the transaction check show it:
 * waiting for the customer's coins (a swap), seen and confirming, too little paid (an operator decides), received, our
 * coins being signed and sent, sent (with the txid), or stopped by the operator.
 */
export const ORDER_STAGES = ['awaiting', 'confirming', 'underpaid', 'received', 'sending', 'sent', 'failed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** A public order's settlement as its page and the transaction check show it; the txid once its coins are broadcast. */
export interface OrderSettlement {
  stage: OrderStage;
  txid: string | null;
}

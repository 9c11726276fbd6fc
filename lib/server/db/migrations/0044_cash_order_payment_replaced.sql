-- When the chain replaced the payment a visitor's sell had seen (its inputs spent by another transaction in a block):
-- from then on the order's code waits for a confirmed payment, whatever the unconfirmed allowance
-- (lib/server/cash-orders/orders.ts).
ALTER TABLE "cash_orders" ADD COLUMN "payment_replaced_at" timestamp with time zone;

-- Why the exchange cancelled a resting order instead of filling it (its pair no longer listed, no price above zero, a
-- value below the minimum at the fill price), for the customer's order history.
ALTER TABLE "exchange_orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_cancel_reason" CHECK ("exchange_orders"."cancel_reason" IS NULL OR ("exchange_orders"."status" = 'cancelled' AND "exchange_orders"."cancel_reason" IN ('pairNotListed', 'noPrice', 'minNotional')));

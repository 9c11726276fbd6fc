DROP INDEX "cash_orders_open_expiry_idx";--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "credit_transaction_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_credit_transaction_key" ON "cash_orders" USING btree ("credit_transaction_id");--> statement-breakpoint
CREATE INDEX "cash_orders_open_expiry_idx" ON "cash_orders" USING btree ("expires_at") WHERE status IN ('SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED', 'BUY_IN_PROGRESS');
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_negative_house_only";--> statement-breakpoint
DROP INDEX "cash_orders_open_expiry_idx";--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "access_hash" "bytea";--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "payment_address_id" bigint;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "payment_address" text;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "payment_deposit_id" bigint;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD COLUMN "payment_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_payment_address_id_chain_deposit_addresses_id_fk" FOREIGN KEY ("payment_address_id") REFERENCES "public"."chain_deposit_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_payment_deposit_id_chain_deposits_id_fk" FOREIGN KEY ("payment_deposit_id") REFERENCES "public"."chain_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_reference_key" ON "cash_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_payment_address_key" ON "cash_orders" USING btree ("payment_address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_payment_deposit_key" ON "cash_orders" USING btree ("payment_deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_payment_transaction_key" ON "cash_orders" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "cash_orders_open_expiry_idx" ON "cash_orders" USING btree ("expires_at") WHERE status IN ('SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED', 'BUY_IN_PROGRESS', 'SELL_PAYMENT_REQUESTED');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('available', 'held', 'staked', 'cash', 'card', 'fee', 'liquidity', 'world', 'rewards', 'suspense', 'hot_wallet', 'network_fees', 'atm_cash', 'atm_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_negative_house_only" CHECK (NOT "ledger_accounts"."may_go_negative" OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."kind" IN ('world', 'liquidity', 'rewards', 'hot_wallet', 'network_fees', 'atm_clearing')));--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_visitor" CHECK (("cash_orders"."access_hash" IS NULL) = ("cash_orders"."reference" IS NULL) AND ("cash_orders"."access_hash" IS NULL) = ("cash_orders"."payment_address_id" IS NULL) AND ("cash_orders"."access_hash" IS NULL) = ("cash_orders"."payment_address" IS NULL) AND ("cash_orders"."access_hash" IS NULL) = ("cash_orders"."email" IS NULL) AND ("cash_orders"."access_hash" IS NULL OR ("cash_orders"."side" = 'sell' AND "cash_orders"."user_id" IS NULL)));
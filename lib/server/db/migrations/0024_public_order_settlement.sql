CREATE TABLE "chain_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"receive_asset" text,
	"receive_amount" numeric(38, 0),
	"address_id" bigint,
	"send_asset" text NOT NULL,
	"send_address" text NOT NULL,
	"send_amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"deposit_id" bigint,
	"received_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_orders_receive" CHECK (("chain_orders"."receive_asset" IS NULL) = ("chain_orders"."address_id" IS NULL) AND ("chain_orders"."receive_asset" IS NULL) = ("chain_orders"."receive_amount" IS NULL)),
	CONSTRAINT "chain_orders_amounts" CHECK ("chain_orders"."send_amount" > 0 AND "chain_orders"."fee" >= 0 AND coalesce("chain_orders"."receive_amount", 1) > 0)
);
--> statement-breakpoint
DROP INDEX "chain_deposit_addresses_index_key";--> statement-breakpoint
ALTER TABLE "chain_deposit_addresses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_deposits" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ALTER COLUMN "hold_transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD COLUMN "next_order_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_deposit_addresses" ADD COLUMN "branch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD COLUMN "transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "chain_orders" ADD CONSTRAINT "chain_orders_address_id_chain_deposit_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."chain_deposit_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_orders" ADD CONSTRAINT "chain_orders_deposit_id_chain_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."chain_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_orders" ADD CONSTRAINT "chain_orders_received_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("received_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_orders_reference_key" ON "chain_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_orders_address_key" ON "chain_orders" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_orders_deposit_key" ON "chain_orders" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_orders_received_key" ON "chain_orders" USING btree ("received_transaction_id");--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_order_id_chain_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."chain_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawals_order_key" ON "chain_withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawals_transaction_key" ON "chain_withdrawals" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposit_addresses_index_key" ON "chain_deposit_addresses" USING btree ("asset","branch","derivation_index");--> statement-breakpoint
ALTER TABLE "chain_deposit_addresses" ADD CONSTRAINT "chain_deposit_addresses_owner" CHECK (("chain_deposit_addresses"."branch" = 0) = ("chain_deposit_addresses"."user_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_owner" CHECK (("chain_withdrawals"."user_id" IS NOT NULL AND "chain_withdrawals"."hold_transaction_id" IS NOT NULL AND "chain_withdrawals"."order_id" IS NULL) OR ("chain_withdrawals"."user_id" IS NULL AND "chain_withdrawals"."hold_transaction_id" IS NULL AND "chain_withdrawals"."order_id" IS NOT NULL));
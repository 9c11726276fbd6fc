CREATE TABLE "chain_cursors" (
	"asset" text PRIMARY KEY NOT NULL,
	"block_hash" text,
	"next_index" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposit_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"user_id" bigint NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_deposit_addresses_index" CHECK ("chain_deposit_addresses"."derivation_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"address_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"confirmations" integer NOT NULL,
	"block_hash" text,
	"fee" numeric(38, 0),
	"transaction_id" bigint,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "chain_deposits_status" CHECK ("chain_deposits"."status" IN ('detected', 'confirming', 'credited', 'below_minimum')),
	CONSTRAINT "chain_deposits_credited" CHECK (("chain_deposits"."status" = 'credited') = ("chain_deposits"."transaction_id" IS NOT NULL)),
	CONSTRAINT "chain_deposits_amount" CHECK ("chain_deposits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_negative_house_only";--> statement-breakpoint
ALTER TABLE "chain_deposit_addresses" ADD CONSTRAINT "chain_deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_address_id_chain_deposit_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."chain_deposit_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposit_addresses_owner_key" ON "chain_deposit_addresses" USING btree ("asset","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposit_addresses_index_key" ON "chain_deposit_addresses" USING btree ("asset","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposit_addresses_address_key" ON "chain_deposit_addresses" USING btree ("asset","address");--> statement-breakpoint
CREATE INDEX "chain_deposit_addresses_pending_idx" ON "chain_deposit_addresses" USING btree ("asset") WHERE "chain_deposit_addresses"."imported_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_output_key" ON "chain_deposits" USING btree ("asset","txid","vout");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_transaction_key" ON "chain_deposits" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "chain_deposits_user_idx" ON "chain_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chain_deposits_open_idx" ON "chain_deposits" USING btree ("asset") WHERE "chain_deposits"."status" IN ('detected', 'confirming');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('available', 'held', 'staked', 'cash', 'fee', 'liquidity', 'world', 'rewards', 'suspense', 'hot_wallet'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_negative_house_only" CHECK (NOT "ledger_accounts"."may_go_negative" OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."kind" IN ('world', 'liquidity', 'hot_wallet')));
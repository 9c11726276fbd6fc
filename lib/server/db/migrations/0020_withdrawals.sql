CREATE TABLE "chain_withdrawal_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_withdrawal_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"address" text NOT NULL,
	"label" text NOT NULL,
	"usable_at" timestamp with time zone NOT NULL,
	"cancel_token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"network_fee" numeric(38, 0),
	"status" text DEFAULT 'requested' NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"hold_transaction_id" bigint NOT NULL,
	"raw_tx" text,
	"txid" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_withdrawals_status" CHECK ("chain_withdrawals"."status" IN ('requested', 'signed', 'broadcast', 'confirmed', 'failed', 'refused')),
	CONSTRAINT "chain_withdrawals_signed" CHECK ("chain_withdrawals"."status" IN ('requested', 'failed', 'refused') OR ("chain_withdrawals"."raw_tx" IS NOT NULL AND "chain_withdrawals"."txid" IS NOT NULL)),
	CONSTRAINT "chain_withdrawals_amount" CHECK ("chain_withdrawals"."amount" > 0 AND "chain_withdrawals"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_negative_house_only";--> statement-breakpoint
ALTER TABLE "chain_withdrawal_addresses" ADD CONSTRAINT "chain_withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawal_addresses_owner_key" ON "chain_withdrawal_addresses" USING btree ("user_id","asset","address");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawal_addresses_cancel_key" ON "chain_withdrawal_addresses" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawals_hold_key" ON "chain_withdrawals" USING btree ("hold_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawals_txid_key" ON "chain_withdrawals" USING btree ("asset","txid");--> statement-breakpoint
CREATE INDEX "chain_withdrawals_user_idx" ON "chain_withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chain_withdrawals_open_idx" ON "chain_withdrawals" USING btree ("asset","id") WHERE "chain_withdrawals"."status" IN ('requested', 'signed', 'broadcast');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('available', 'held', 'staked', 'cash', 'fee', 'liquidity', 'world', 'rewards', 'suspense', 'hot_wallet', 'network_fees'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_negative_house_only" CHECK (NOT "ledger_accounts"."may_go_negative" OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."kind" IN ('world', 'liquidity', 'hot_wallet', 'network_fees')));
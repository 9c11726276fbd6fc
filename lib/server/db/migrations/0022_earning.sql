CREATE TABLE "earning_accruals" (
	"stake_id" bigint NOT NULL,
	"day" date NOT NULL,
	"gross" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"transaction_id" bigint,
	CONSTRAINT "earning_accruals_stake_id_day_pk" PRIMARY KEY("stake_id","day"),
	CONSTRAINT "earning_accruals_fee" CHECK ("earning_accruals"."fee" >= 0 AND "earning_accruals"."fee" <= "earning_accruals"."gross")
);
--> statement-breakpoint
CREATE TABLE "earning_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earning_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"type" text NOT NULL,
	"duration_days" integer,
	"rate_basis_points" integer NOT NULL,
	"min_amount" numeric(38, 0) NOT NULL,
	"max_amount" numeric(38, 0) NOT NULL,
	"reward_asset" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_products_type" CHECK ("earning_products"."type" IN ('flexible', 'fixed')),
	CONSTRAINT "earning_products_status" CHECK ("earning_products"."status" IN ('active', 'paused', 'closed')),
	CONSTRAINT "earning_products_duration" CHECK (("earning_products"."type" = 'fixed') = ("earning_products"."duration_days" IS NOT NULL) AND coalesce("earning_products"."duration_days", 1) > 0),
	CONSTRAINT "earning_products_rate" CHECK ("earning_products"."rate_basis_points" BETWEEN 0 AND 100000),
	CONSTRAINT "earning_products_amounts" CHECK ("earning_products"."min_amount" > 0 AND "earning_products"."max_amount" >= "earning_products"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "earning_stakes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earning_stakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"start_day" date NOT NULL,
	"maturity_day" date,
	"status" text DEFAULT 'active' NOT NULL,
	"accrued" numeric(38, 0) DEFAULT 0 NOT NULL,
	"accrued_through" date,
	"accrued_days" integer DEFAULT 0 NOT NULL,
	"stake_transaction_id" bigint NOT NULL,
	"close_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "earning_stakes_type" CHECK ("earning_stakes"."type" IN ('flexible', 'fixed')),
	CONSTRAINT "earning_stakes_status" CHECK ("earning_stakes"."status" IN ('active', 'unstaked', 'matured')),
	CONSTRAINT "earning_stakes_amount" CHECK ("earning_stakes"."amount" > 0 AND "earning_stakes"."accrued" >= 0),
	CONSTRAINT "earning_stakes_closed" CHECK (("earning_stakes"."status" = 'active') = ("earning_stakes"."close_transaction_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_negative_house_only";--> statement-breakpoint
ALTER TABLE "earning_accruals" ADD CONSTRAINT "earning_accruals_stake_id_earning_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."earning_stakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_accruals" ADD CONSTRAINT "earning_accruals_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_stakes" ADD CONSTRAINT "earning_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_stakes" ADD CONSTRAINT "earning_stakes_product_id_earning_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."earning_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_stakes" ADD CONSTRAINT "earning_stakes_stake_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("stake_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_stakes" ADD CONSTRAINT "earning_stakes_close_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("close_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_stakes_user_idx" ON "earning_stakes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "earning_stakes_active_idx" ON "earning_stakes" USING btree ("start_day") WHERE "earning_stakes"."status" = 'active';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_negative_house_only" CHECK (NOT "ledger_accounts"."may_go_negative" OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."kind" IN ('world', 'liquidity', 'rewards', 'hot_wallet', 'network_fees')));--> statement-breakpoint
-- The rewards account is the expense staking rewards are paid from: it goes below zero by what has been paid.
UPDATE "ledger_accounts" SET "may_go_negative" = true WHERE "user_id" IS NULL AND "kind" = 'rewards';

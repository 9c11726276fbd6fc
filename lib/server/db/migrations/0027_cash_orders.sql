CREATE TABLE "atm_heartbeats" (
	"atm_id" integer PRIMARY KEY NOT NULL,
	"cash" jsonb NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atm_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"atm_id" integer NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "atm_nonces" (
	"key_id" text NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atm_nonces_key_id_nonce_pk" PRIMARY KEY("key_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "cash_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"atm_id" integer NOT NULL,
	"currency" text NOT NULL,
	"cash_minor" bigint NOT NULL,
	"asset" text NOT NULL,
	"crypto_amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"rate" numeric(38, 10) NOT NULL,
	"value_eur_minor" bigint NOT NULL,
	"code_hash" "bytea",
	"code_salt" "bytea" NOT NULL,
	"hold_transaction_id" bigint,
	"error_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_orders_side" CHECK ("cash_orders"."side" IN ('sell', 'buy')),
	CONSTRAINT "cash_orders_status" CHECK ("cash_orders"."status" IN ('BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED', 'BUY_IN_PROGRESS', 'SELL_PAYMENT_REQUESTED', 'SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED', 'SELL_WITHDRAWN', 'SELL_ERROR')),
	CONSTRAINT "cash_orders_amounts_positive" CHECK ("cash_orders"."cash_minor" > 0 AND "cash_orders"."crypto_amount" > 0 AND "cash_orders"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "atms" ADD COLUMN "notes" integer[] DEFAULT '{10,20,50}' NOT NULL;--> statement-breakpoint
ALTER TABLE "atm_heartbeats" ADD CONSTRAINT "atm_heartbeats_atm_id_atms_id_fk" FOREIGN KEY ("atm_id") REFERENCES "public"."atms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atm_keys" ADD CONSTRAINT "atm_keys_atm_id_atms_id_fk" FOREIGN KEY ("atm_id") REFERENCES "public"."atms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atm_nonces" ADD CONSTRAINT "atm_nonces_key_id_atm_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."atm_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_atm_id_atms_id_fk" FOREIGN KEY ("atm_id") REFERENCES "public"."atms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atm_keys_atm_idx" ON "atm_keys" USING btree ("atm_id");--> statement-breakpoint
CREATE INDEX "atm_nonces_seen_idx" ON "atm_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_code_hash_key" ON "cash_orders" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "cash_orders_user_created_idx" ON "cash_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_orders_user_redeemed_idx" ON "cash_orders" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "cash_orders_open_expiry_idx" ON "cash_orders" USING btree ("expires_at") WHERE "cash_orders"."status" IN ('SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('available', 'held', 'staked', 'cash', 'fee', 'liquidity', 'world', 'rewards', 'suspense', 'hot_wallet', 'network_fees', 'atm_cash'));
CREATE TABLE "card_issuer_events" (
	"issuer" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"answer" jsonb NOT NULL,
	"transaction_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_purchases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" bigint NOT NULL,
	"issuer_authorization_id" text NOT NULL,
	"merchant" text NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"hold_transaction_id" bigint,
	"captured_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"refunded_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_purchases_status" CHECK ("card_purchases"."status" IN ('approved', 'declined', 'captured', 'reversed', 'refunded')),
	CONSTRAINT "card_purchases_amounts" CHECK ("card_purchases"."amount_minor" > 0 AND "card_purchases"."captured_minor" >= 0 AND "card_purchases"."refunded_minor" <= "card_purchases"."captured_minor"),
	CONSTRAINT "card_purchases_declined" CHECK (("card_purchases"."status" = 'declined') = ("card_purchases"."decline_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"issuer" text NOT NULL,
	"issuer_cardholder_id" text NOT NULL,
	"issuer_card_id" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"daily_limit_minor" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cards_status" CHECK ("cards"."status" IN ('active', 'frozen', 'closed')),
	CONSTRAINT "cards_last4" CHECK ("cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_expiry" CHECK ("cards"."expiry_month" BETWEEN 1 AND 12),
	CONSTRAINT "cards_daily_limit" CHECK ("cards"."daily_limit_minor" IS NULL OR "cards"."daily_limit_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_customer_kinds";--> statement-breakpoint
ALTER TABLE "card_issuer_events" ADD CONSTRAINT "card_issuer_events_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_purchases" ADD CONSTRAINT "card_purchases_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_purchases" ADD CONSTRAINT "card_purchases_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_issuer_events_key" ON "card_issuer_events" USING btree ("issuer","event_id");--> statement-breakpoint
CREATE INDEX "card_issuer_events_received_idx" ON "card_issuer_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_purchases_authorization_key" ON "card_purchases" USING btree ("issuer_authorization_id");--> statement-breakpoint
CREATE INDEX "card_purchases_card_idx" ON "card_purchases" USING btree ("card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_issuer_card_key" ON "cards" USING btree ("issuer","issuer_card_id");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('available', 'held', 'staked', 'cash', 'card', 'fee', 'liquidity', 'world', 'rewards', 'suspense', 'hot_wallet', 'network_fees', 'atm_cash'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_kinds" CHECK (("ledger_accounts"."user_id" IS NULL) = ("ledger_accounts"."kind" NOT IN ('available', 'held', 'staked', 'cash', 'card')));
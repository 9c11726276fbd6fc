CREATE TABLE "exchange_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"limit_price" numeric(38, 0),
	"stop_price" numeric(38, 0),
	"status" text NOT NULL,
	"held_amount" numeric(38, 0),
	"hold_transaction_id" bigint,
	"fill_price" numeric(38, 0),
	"fee_amount" numeric(38, 0),
	"fill_transaction_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "exchange_orders_quantity" CHECK ("exchange_orders"."quantity" > 0),
	CONSTRAINT "exchange_orders_prices" CHECK (("exchange_orders"."type" = 'market') = ("exchange_orders"."limit_price" IS NULL) AND ("exchange_orders"."type" = 'stop_limit') = ("exchange_orders"."stop_price" IS NOT NULL)),
	CONSTRAINT "exchange_orders_side" CHECK ("exchange_orders"."side" IN ('buy', 'sell')),
	CONSTRAINT "exchange_orders_type" CHECK ("exchange_orders"."type" IN ('market', 'limit', 'stop_limit')),
	CONSTRAINT "exchange_orders_status" CHECK ("exchange_orders"."status" IN ('waiting', 'open', 'filled', 'cancelled', 'expired')),
	CONSTRAINT "exchange_orders_resting_held" CHECK ("exchange_orders"."status" NOT IN ('waiting', 'open') OR "exchange_orders"."hold_transaction_id" IS NOT NULL),
	CONSTRAINT "exchange_orders_filled" CHECK (("exchange_orders"."status" = 'filled') = ("exchange_orders"."fill_transaction_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"fee_amount" numeric(38, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_quotes_amounts" CHECK ("exchange_quotes"."quantity" > 0 AND "exchange_quotes"."price" > 0 AND "exchange_quotes"."fee_amount" >= 0),
	CONSTRAINT "exchange_quotes_consumed" CHECK (("exchange_quotes"."consumed_at" IS NULL) = ("exchange_quotes"."order_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_fill_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("fill_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_order_id_exchange_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."exchange_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_orders_user_idx" ON "exchange_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "exchange_orders_resting_idx" ON "exchange_orders" USING btree ("base","quote","side","limit_price") WHERE "exchange_orders"."status" IN ('waiting', 'open');--> statement-breakpoint
CREATE INDEX "exchange_quotes_expiry_idx" ON "exchange_quotes" USING btree ("expires_at");
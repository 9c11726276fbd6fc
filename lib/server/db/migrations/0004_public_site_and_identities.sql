CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"author" text NOT NULL,
	"image_path" text,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" bigint,
	"payment_id" bigint,
	"fiat_amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"coin" text NOT NULL,
	"crypto_amount" numeric(38, 18) NOT NULL,
	"rate" numeric(30, 10) NOT NULL,
	"fee_minor" bigint NOT NULL,
	"wallet_address" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'BUY_IN_PROGRESS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_orders_status" CHECK ("card_orders"."status" IN ('BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED')),
	CONSTRAINT "card_orders_amount_positive" CHECK ("card_orders"."fiat_amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_last4" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_amount_positive" CHECK ("card_payments"."amount_minor" > 0),
	CONSTRAINT "card_payments_status" CHECK ("card_payments"."status" IN ('pending', 'challenge', 'succeeded', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "coin_prices" (
	"symbol" text NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(30, 10) NOT NULL,
	"change_24h_percent" numeric(10, 4) NOT NULL,
	"market_cap" numeric(30, 2) NOT NULL,
	"volume_24h" numeric(30, 2) NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_prices_symbol_currency_pk" PRIMARY KEY("symbol","currency"),
	CONSTRAINT "coin_prices_currency" CHECK ("coin_prices"."currency" IN ('EUR', 'CZK'))
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"decimals" smallint DEFAULT 8 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"category" text NOT NULL,
	"transaction_reference" text,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"code" text NOT NULL,
	"password_hash" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"payment_id" bigint,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"redeemed_by_user_id" bigint,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_value_positive" CHECK ("gift_vouchers"."value_minor" > 0),
	CONSTRAINT "gift_vouchers_status" CHECK ("gift_vouchers"."status" IN ('awaiting_payment', 'active', 'redeemed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "press_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outlet" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swap_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swap_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" bigint,
	"from_coin" text NOT NULL,
	"to_coin" text NOT NULL,
	"amount_from" numeric(38, 18) NOT NULL,
	"amount_to" numeric(38, 18) NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"deposit_address" text NOT NULL,
	"destination_address" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'Init' NOT NULL,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_orders_status" CHECK ("swap_orders"."status" IN ('Init', 'Pending', 'Process', 'Success', 'Failed')),
	CONSTRAINT "swap_orders_amounts_positive" CHECK ("swap_orders"."amount_from" > 0 AND "swap_orders"."amount_to" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "atms" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "atms" ADD COLUMN "buy_fee_percent" numeric(5, 2) DEFAULT '5.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "atms" ADD COLUMN "sell_fee_percent" numeric(5, 2) DEFAULT '4.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "atms" ADD COLUMN "min_amount_minor" bigint DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "atms" ADD COLUMN "max_amount_minor" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_payment_id_card_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_coin_coins_symbol_fk" FOREIGN KEY ("coin") REFERENCES "public"."coins"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_prices" ADD CONSTRAINT "coin_prices_symbol_coins_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."coins"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_payment_id_card_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_orders" ADD CONSTRAINT "swap_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_orders" ADD CONSTRAINT "swap_orders_from_coin_coins_symbol_fk" FOREIGN KEY ("from_coin") REFERENCES "public"."coins"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_orders" ADD CONSTRAINT "swap_orders_to_coin_coins_symbol_fk" FOREIGN KEY ("to_coin") REFERENCES "public"."coins"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_orders_reference_key" ON "card_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "card_orders_wallet_idx" ON "card_orders" USING btree ("wallet_address");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_reference_key" ON "card_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_reports_reference_key" ON "fraud_reports" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "fraud_reports_created_idx" ON "fraud_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_reference_key" ON "gift_vouchers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_key" ON "gift_vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "press_items_published_idx" ON "press_items" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_orders_reference_key" ON "swap_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "swap_orders_destination_idx" ON "swap_orders" USING btree ("destination_address");--> statement-breakpoint
CREATE INDEX "swap_orders_deposit_idx" ON "swap_orders" USING btree ("deposit_address");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_datetime", "phone_verified_at" = CASE WHEN "phone" IS NOT NULL THEN "created_datetime" END;
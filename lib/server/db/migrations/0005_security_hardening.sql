CREATE TABLE "used_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "access_hash" "bytea";--> statement-breakpoint
ALTER TABLE "swap_orders" ADD COLUMN "value_eur_minor" bigint;--> statement-breakpoint
ALTER TABLE "swap_orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "swap_orders" ADD COLUMN "access_hash" "bytea";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_setup_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_quotes_expires_idx" ON "used_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "swap_orders_email_created_idx" ON "swap_orders" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "swap_orders_client_ip_created_idx" ON "swap_orders" USING btree ("client_ip","created_at");
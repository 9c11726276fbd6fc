CREATE TABLE "kyc_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"document_type" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_kind" CHECK ("kyc_documents"."kind" IN ('identity', 'address')),
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" IN ('pending', 'approved', 'refused')),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."size_bytes" > 0),
	CONSTRAINT "kyc_documents_refusal_reason" CHECK (("kyc_documents"."status" = 'refused') = ("kyc_documents"."refusal_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "plan_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"plan" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_periods_plan" CHECK ("plan_periods"."plan" IN ('advanced', 'pro')),
	CONSTRAINT "plan_periods_order" CHECK ("plan_periods"."ends_at" > "plan_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "conversion_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"from_account_id" bigint NOT NULL,
	"to_account_id" bigint NOT NULL,
	"from_amount" numeric(38, 0) NOT NULL,
	"fee_amount" numeric(38, 0) NOT NULL,
	"to_amount" numeric(38, 0) NOT NULL,
	"rate" text NOT NULL,
	"value_eur_minor" numeric(38, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_quotes_amounts" CHECK ("conversion_quotes"."from_amount" > 0 AND "conversion_quotes"."to_amount" > 0 AND "conversion_quotes"."fee_amount" >= 0),
	CONSTRAINT "conversion_quotes_accounts" CHECK ("conversion_quotes"."from_account_id" <> "conversion_quotes"."to_account_id"),
	CONSTRAINT "conversion_quotes_consumed" CHECK (("conversion_quotes"."consumed_at" IS NULL) = ("conversion_quotes"."transaction_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "requested_plan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_notice" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_quotes" ADD CONSTRAINT "conversion_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_quotes" ADD CONSTRAINT "conversion_quotes_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_quotes" ADD CONSTRAINT "conversion_quotes_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_quotes" ADD CONSTRAINT "conversion_quotes_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_pending_idx" ON "kyc_documents" USING btree ("created_at") WHERE "kyc_documents"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_periods_start_key" ON "plan_periods" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "plan_periods_ends_idx" ON "plan_periods" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "conversion_quotes_user_idx" ON "conversion_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_requested_plan" CHECK ("users"."requested_plan" IN ('advanced', 'pro'));
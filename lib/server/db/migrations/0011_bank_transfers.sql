CREATE TABLE "bank_beneficiaries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_beneficiaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_beneficiaries_currency" CHECK ("bank_beneficiaries"."currency" IN ('EUR', 'CZK'))
);
--> statement-breakpoint
CREATE TABLE "bank_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"beneficiary_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"hold_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	CONSTRAINT "bank_payouts_currency" CHECK ("bank_payouts"."currency" IN ('EUR', 'CZK')),
	CONSTRAINT "bank_payouts_status" CHECK ("bank_payouts"."status" IN ('pending', 'sent', 'refused')),
	CONSTRAINT "bank_payouts_amounts" CHECK ("bank_payouts"."amount" > 0 AND "bank_payouts"."fee" >= 0),
	CONSTRAINT "bank_payouts_settled" CHECK (("bank_payouts"."status" = 'pending') = ("bank_payouts"."settled_at" IS NULL)),
	CONSTRAINT "bank_payouts_reason" CHECK (("bank_payouts"."status" = 'refused') = ("bank_payouts"."refusal_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bank_beneficiaries" ADD CONSTRAINT "bank_beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payouts" ADD CONSTRAINT "bank_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payouts" ADD CONSTRAINT "bank_payouts_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_beneficiaries_user_idx" ON "bank_beneficiaries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bank_payouts_user_idx" ON "bank_payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bank_payouts_pending_idx" ON "bank_payouts" USING btree ("id") WHERE "bank_payouts"."status" = 'pending';
CREATE TABLE "price_alert_firings" (
	"alert_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"price" numeric(30, 10) NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_firings_alert_id_seq_pk" PRIMARY KEY("alert_id","seq")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"threshold" numeric(30, 10) NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"firings" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_direction" CHECK ("price_alerts"."direction" IN ('above', 'below')),
	CONSTRAINT "price_alerts_status" CHECK ("price_alerts"."status" IN ('active', 'done')),
	CONSTRAINT "price_alerts_currency" CHECK ("price_alerts"."currency" IN ('EUR', 'CZK')),
	CONSTRAINT "price_alerts_threshold" CHECK ("price_alerts"."threshold" > 0)
);
--> statement-breakpoint
DROP INDEX "ledger_entries_transaction_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_price_alert" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alert_firings" ADD CONSTRAINT "price_alert_firings_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("asset","currency") WHERE "price_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id","id");--> statement-breakpoint
-- KT003 once per ledger transaction, not once per entry: the deferred trigger fires for every entry at commit, and each
-- firing summed all the transaction's entries, so a posting of n entries cost n² (bench:earning: 1,000 customers'
-- rewards in one posting took 10 s to commit). Only the transaction's latest entry sums it now; every other entry finds
-- a later one with one probe of (transaction_id, id). The latest entry's own check runs after every entry is written,
-- and an entry added after a check (SET CONSTRAINTS … IMMEDIATE, or ledger_settle's legs, whose DB transaction waits
-- for the posting's commit on the transaction row) is the latest in turn, so nothing escapes the sum.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.transaction_id AND id > NEW.id) THEN
    RETURN NULL;
  END IF;
  SELECT asset INTO unbalanced FROM ledger_entries
    WHERE transaction_id = NEW.transaction_id GROUP BY asset HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero in %', NEW.transaction_id, unbalanced USING ERRCODE = 'KT003';
  END IF;
  RETURN NULL;
END $$;

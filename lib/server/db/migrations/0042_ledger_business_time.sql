-- The time a posting is dated: now, or the business time its transaction set (set_config('ledger.business_time', …,
-- true): history written after the fact, in the order it happened, e.g. the demo customer's past). Read by the
-- defaults of ledger_transactions.created_at and ledger_entries.created_at, so no posting function changes.
CREATE FUNCTION ledger_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('ledger.business_time', true), '')::timestamptz, now())
$$;
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "created_at" SET DEFAULT ledger_now();
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" SET DEFAULT ledger_now();

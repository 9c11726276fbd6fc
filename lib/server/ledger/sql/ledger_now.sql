-- The time a posting is dated, the default of ledger_transactions.created_at and ledger_entries.created_at: now, or
-- the business time its transaction set to write history after the fact, oldest first (datePostingsAt, 0042).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_now()
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(nullif(current_setting('ledger.business_time', true), '')::timestamptz, now())
$function$

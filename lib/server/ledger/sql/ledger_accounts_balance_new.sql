-- A ledger account opens empty: money reaches it only through entries (migration 0006).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_accounts_balance_new()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a ledger account opens with a zero balance' USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $function$

-- A balance changes only together with the entry that explains it: only ledger_apply may write it (0006).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_balance_guard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND coalesce(current_setting('ledger.applying', true), '') <> 'on' THEN
    RAISE EXCEPTION 'a ledger balance changes only by posting entries' USING ERRCODE = 'KT001';
  END IF;
  IF NEW.asset IS DISTINCT FROM OLD.asset OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    RAISE EXCEPTION 'a ledger account keeps its owner and asset' USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $function$

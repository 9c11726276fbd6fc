-- Checked when the database transaction commits, once every entry of a ledger transaction is written: each asset
-- sums to zero (KT003) (0006); summed by the transaction's latest entry only, so a posting of n entries costs n, not n² (0024).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_transaction_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$

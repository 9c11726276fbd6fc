-- Posts or voids a pending transaction, at most once (KT005 when it was already settled), with the entries that
-- move the held funds on (0006).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_settle(p_transaction bigint, p_status text, p_legs jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF p_status NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'a pending transaction is posted or voided, not %', p_status USING ERRCODE = 'KT005';
  END IF;
  UPDATE ledger_transactions SET status = p_status, settled_at = now() WHERE id = p_transaction AND status = 'pending';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger transaction % is not pending', p_transaction USING ERRCODE = 'KT005';
  END IF;
  PERFORM ledger_apply(p_transaction, p_legs);
END $function$

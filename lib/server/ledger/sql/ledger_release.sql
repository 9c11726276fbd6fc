-- Voids a hold with the negation of its own entries: the held funds go back where they came from. At most once:
-- ledger_settle's status check refuses (KT005) whoever comes second, the owner or the expiry job (0017).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_release(p_transaction bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM ledger_settle(p_transaction, 'voided', coalesce(
    (SELECT jsonb_agg(jsonb_build_object('account', e.account_id, 'amount', (-e.amount)::text))
       FROM ledger_entries e WHERE e.transaction_id = p_transaction),
    '[]'));
END $function$

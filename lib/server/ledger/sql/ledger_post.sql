-- A new ledger transaction and its entries, after its limit uses: posted at once, or pending (a hold) to be settled
-- later. Answers the transaction's id, each touched account's balance after, and the limit counters after (0008). A hold
-- may carry an expiry, after which the release-expired-holds job releases it (0017).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_post(p_kind text, p_status text, p_legs jsonb, p_value_eur_minor numeric, p_metadata jsonb, p_reverses bigint, p_limits jsonb DEFAULT '[]'::jsonb, p_expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  counted jsonb;
  new_id bigint;
BEGIN
  counted := ledger_use_limits(p_limits);
  INSERT INTO ledger_transactions (kind, status, value_eur_minor, metadata, reverses, expires_at)
    VALUES (p_kind, p_status, p_value_eur_minor, p_metadata, p_reverses, p_expires_at)
    RETURNING id INTO new_id;
  PERFORM ledger_apply(new_id, p_legs);
  RETURN jsonb_build_object(
    'id', new_id,
    'limits', counted,
    'balances', coalesce(
      (SELECT jsonb_object_agg(e.account_id::text, e.balance_after::text) FROM ledger_entries e WHERE e.transaction_id = new_id),
      '{}'));
END $function$

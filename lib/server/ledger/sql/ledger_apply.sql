-- Applies signed amounts to accounts as entries of one ledger transaction, in one round trip. Rows are locked in
-- ascending account id (legs marked last, the fee shard, after all others), so two postings never wait on each other
-- in a cycle. A debit is a conditional update: no row means the account would go below zero (KT002). Each entry
-- carries its account's owner, for the customer's history (0006, owner since 0009).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_apply(p_transaction bigint, p_legs jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  leg record;
  new_balance numeric(38, 0);
  leg_asset text;
  leg_owner bigint;
BEGIN
  PERFORM set_config('ledger.applying', 'on', true);
  FOR leg IN
    SELECT (l ->> 'account')::bigint AS account_id, sum((l ->> 'amount')::numeric(38, 0)) AS amount,
           bool_or(coalesce((l ->> 'last')::boolean, false)) AS last
      FROM jsonb_array_elements(p_legs) AS l
      GROUP BY 1
      HAVING sum((l ->> 'amount')::numeric(38, 0)) <> 0
      ORDER BY 3, 1
  LOOP
    UPDATE ledger_accounts SET balance = balance + leg.amount
      WHERE id = leg.account_id AND (may_go_negative OR balance + leg.amount >= 0)
      RETURNING balance, asset, user_id INTO new_balance, leg_asset, leg_owner;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = leg.account_id) THEN
        RAISE EXCEPTION 'insufficient funds on ledger account %', leg.account_id USING ERRCODE = 'KT002';
      END IF;
      RAISE EXCEPTION 'no ledger account %', leg.account_id USING ERRCODE = 'KT004';
    END IF;
    INSERT INTO ledger_entries (transaction_id, account_id, user_id, asset, amount, balance_after)
      VALUES (p_transaction, leg.account_id, leg_owner, leg_asset, leg.amount, new_balance);
  END LOOP;
  PERFORM set_config('ledger.applying', 'off', true);
END $function$

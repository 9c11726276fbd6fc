ALTER TABLE "ledger_entries" ADD COLUMN "user_id" bigint;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","id") WHERE "ledger_entries"."user_id" IS NOT NULL;--> statement-breakpoint
-- Entries are immutable (trigger); the owner is a copy of the account's, so the backfill passes the trigger by.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable;--> statement-breakpoint
UPDATE ledger_entries e SET user_id = a.user_id FROM ledger_accounts a WHERE a.id = e.account_id AND a.user_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable;--> statement-breakpoint
-- Posting writes the owner with each entry.
CREATE OR REPLACE FUNCTION ledger_apply(p_transaction bigint, p_legs jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;


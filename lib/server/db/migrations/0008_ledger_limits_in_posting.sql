-- Limits are counted by the posting itself, so the limit counters and the balances are locked by one statement and
-- held only until the commit that follows it (a hot recipient queues on them for one round trip, not the request).

-- The start of the period a moment falls in, in UTC; the total has one period since 1970.
CREATE FUNCTION ledger_period_start(p_period text, p_at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT CASE p_period
    WHEN 'day' THEN date_trunc('day', p_at, 'UTC')
    WHEN 'month' THEN date_trunc('month', p_at, 'UTC')
    WHEN 'year' THEN date_trunc('year', p_at, 'UTC')
    ELSE 'epoch'::timestamptz
  END
$$;
--> statement-breakpoint
-- Counts each use ({user, operation, period, amount, limit, side}) against its period's counter while
-- used + amount <= limit, in (user, operation, period) order so concurrent postings queue instead of deadlocking.
-- The first use that does not fit raises KT006 with what the refusal names (side, period, limit, used) as DETAIL.
CREATE FUNCTION ledger_use_limits(p_limits jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  limit_use record;
  used_after numeric(38, 0);
  used_now numeric(38, 0);
  counted jsonb := '[]';
BEGIN
  FOR limit_use IN
    SELECT (l ->> 'user')::bigint AS user_id, l ->> 'operation' AS operation, l ->> 'period' AS period,
           (l ->> 'amount')::numeric(38, 0) AS amount, (l ->> 'limit')::numeric(38, 0) AS limit_value, l ->> 'side' AS side,
           ledger_period_start(l ->> 'period', now()) AS period_start
      FROM jsonb_array_elements(p_limits) AS l
      ORDER BY 1, 2, 3
  LOOP
    used_after := NULL;
    IF limit_use.amount <= limit_use.limit_value THEN
      INSERT INTO limit_usage (user_id, operation, period, period_start, used_eur_minor)
        VALUES (limit_use.user_id, limit_use.operation, limit_use.period, limit_use.period_start, limit_use.amount)
        ON CONFLICT (user_id, operation, period, period_start)
          DO UPDATE SET used_eur_minor = limit_usage.used_eur_minor + EXCLUDED.used_eur_minor
          WHERE limit_usage.used_eur_minor + EXCLUDED.used_eur_minor <= limit_use.limit_value
        RETURNING used_eur_minor INTO used_after;
    END IF;
    IF used_after IS NULL THEN
      SELECT used_eur_minor INTO used_now FROM limit_usage
        WHERE user_id = limit_use.user_id AND operation = limit_use.operation AND period = limit_use.period
          AND period_start = limit_use.period_start;
      RAISE EXCEPTION 'limit exceeded' USING ERRCODE = 'KT006',
        DETAIL = json_build_object('side', limit_use.side, 'period', limit_use.period,
          'limit', limit_use.limit_value::text, 'used', coalesce(used_now, 0)::text)::text;
    END IF;
    counted := counted || jsonb_build_object('user', limit_use.user_id, 'operation', limit_use.operation,
      'period', limit_use.period, 'limit', limit_use.limit_value::text, 'used', used_after::text);
  END LOOP;
  RETURN counted;
END $$;
--> statement-breakpoint
DROP FUNCTION ledger_post(text, text, jsonb, numeric, jsonb, bigint);
--> statement-breakpoint
-- A new ledger transaction and its entries, after its limit uses: posted at once, or pending (a hold) to be settled
-- later. Answers the transaction's id, each touched account's balance after, and the limit counters after.
CREATE FUNCTION ledger_post(p_kind text, p_status text, p_legs jsonb, p_value_eur_minor numeric, p_metadata jsonb,
  p_reverses bigint, p_limits jsonb DEFAULT '[]')
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  counted jsonb;
  new_id bigint;
BEGIN
  counted := ledger_use_limits(p_limits);
  INSERT INTO ledger_transactions (kind, status, value_eur_minor, metadata, reverses)
    VALUES (p_kind, p_status, p_value_eur_minor, p_metadata, p_reverses)
    RETURNING id INTO new_id;
  PERFORM ledger_apply(new_id, p_legs);
  RETURN jsonb_build_object(
    'id', new_id,
    'limits', counted,
    'balances', coalesce(
      (SELECT jsonb_object_agg(e.account_id::text, e.balance_after::text) FROM ledger_entries e WHERE e.transaction_id = new_id),
      '{}'));
END $$;

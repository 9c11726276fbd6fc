-- Counts each use ({user, operation, period, amount, limit, side}) against its period's counter while
-- used + amount <= limit, in (user, operation, period) order so concurrent postings queue instead of deadlocking.
-- The first use that does not fit raises KT006 with what the refusal names (side, period, limit, used) as DETAIL
-- (0008). Limits are counted by the posting itself, so the counters and the balances are locked by one statement.
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_use_limits(p_limits jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
END $function$

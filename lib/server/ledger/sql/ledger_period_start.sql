-- The start of the period a moment falls in, in UTC; the total has one period since 1970 (0008).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_period_start(p_period text, p_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE p_period
    WHEN 'day' THEN date_trunc('day', p_at, 'UTC')
    WHEN 'month' THEN date_trunc('month', p_at, 'UTC')
    WHEN 'year' THEN date_trunc('year', p_at, 'UTC')
    ELSE 'epoch'::timestamptz
  END
$function$
